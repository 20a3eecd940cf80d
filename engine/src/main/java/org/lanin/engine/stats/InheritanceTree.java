package org.lanin.engine.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.partition.PartitionChild;

/**
 * The partitions below a partitioned table in PostgreSQL's find_all_inheritors order:
 * breadth first, each table's children by oid. The inherited sample concatenates the leaves'
 * samples in this order, which is what the parent's correlation is computed over.
 */
final class InheritanceTree {
    private InheritanceTree() {
    }

    /** Every table below {@code root} that stores rows (leaf partitions), breadth first by oid. */
    static List<TableDef> leaves(TableDef root, CatalogSnapshot catalog) {
        List<TableDef> queue = new ArrayList<>();
        queue.add(root);
        List<TableDef> leaves = new ArrayList<>();
        for (int i = 0; i < queue.size(); i++) {
            TableDef t = queue.get(i);
            if (!t.isPartitioned()) {
                leaves.add(t);
                continue;
            }
            List<TableDef> children = new ArrayList<>();
            for (PartitionChild c : t.partitioning().children()) {
                TableDef child = catalog.table(c.name());
                if (child != null) {
                    children.add(child);
                }
            }
            children.sort(Comparator.comparingLong(TableDef::oid));
            queue.addAll(children);
        }
        return leaves;
    }
}
