package org.lanin.engine.access;

import java.util.Comparator;
import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.gin.GinExtract;
import org.lanin.engine.type.ValueComparators;

/**
 * The empty tree behind an index definition: for B-tree and hash indexes ordered like the key
 * columns' types, NULLs last (PostgreSQL's default); for GIN the (category, key) entry tree of its
 * operator class (see {@code index/gin/README.md}).
 */
public final class IndexTrees {
    private IndexTrees() {
    }

    public static BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs, IndexMethod method) {
        if (method != null && method.isGin()) {
            return new BTree(name, GinExtract.comparators(method, IndexKeys.keyType(table, attnums, exprs, 0)));
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Object>[] cmps = new Comparator[attnums.length];
        for (int i = 0; i < attnums.length; i++) {
            cmps[i] = ValueComparators.nullsLast(IndexKeys.keyType(table, attnums, exprs, i));
        }
        return new BTree(name, cmps);
    }
}
