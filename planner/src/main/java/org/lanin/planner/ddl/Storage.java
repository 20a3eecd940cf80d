package org.lanin.planner.ddl;

import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.type.ValueComparators;

/** Creating the storage objects behind catalog entries. */
final class Storage {
    private Storage() {
    }

    /** An empty B-tree ordering keys like the columns' types, NULLs last (PostgreSQL's default). */
    static BTree newTree(String name, TableDef table, int[] attnums) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Object>[] cmps = new Comparator[attnums.length];
        List<ColumnDef> cols = table.columns();
        for (int i = 0; i < attnums.length; i++) {
            cmps[i] = ValueComparators.nullsLast(cols.get(attnums[i] - 1).type());
        }
        return new BTree(name, cmps);
    }

    static IndexDef newIndex(long oid, String name, TableDef table, int[] attnums, boolean unique, boolean primary,
                             boolean constraint) {
        return new IndexDef(oid, name, table.name(), attnums, unique, primary, constraint, newTree(name, table, attnums));
    }
}
