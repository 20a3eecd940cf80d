package org.lanin.engine.access;

import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.gin.GinExtract;

/**
 * The empty tree behind an index definition: for B-tree and hash indexes ordered like the key
 * columns' types, NULLs last (PostgreSQL's default); for GIN the (category, key) entry tree of its
 * operator class (see {@code index/gin/README.md}).
 */
public final class IndexTrees {
    private IndexTrees() {
    }

    public static BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs, IndexMethod method) {
        return newTree(name, table, attnums, exprs, method, null);
    }

    /** {@code options}: pg_index.indoption per key column (DESC, NULLS FIRST), null for all ASC NULLS LAST. */
    public static BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs, IndexMethod method,
                                int[] options) {
        if (method != null && method.isGin()) {
            return new BTree(name, GinExtract.comparators(method, IndexKeys.keyType(table, attnums, exprs, 0)));
        }
        return IndexKeys.newTree(name, table, attnums, exprs, options);
    }
}
