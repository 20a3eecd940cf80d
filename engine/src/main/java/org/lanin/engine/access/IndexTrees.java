package org.lanin.engine.access;

import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.gin.GinExtract;

/**
 * The empty tree behind an index definition: for B-tree and hash indexes ordered like the key
 * columns' types, NULLs last (PostgreSQL's default); for GIN the (category, key) entry tree of its
 * operator class (see {@code index/gin/README.md}); for GiST no B-tree but a
 * {@link org.lanin.engine.index.gist.GistTree} ({@link #withEmptyStorage}).
 */
public final class IndexTrees {
    private IndexTrees() {
    }

    /**
     * {@code index} with new, empty storage: a GiST tree of its operator class for a GiST index
     * (its B-tree null), an empty B-tree otherwise (CREATE INDEX, TRUNCATE, a rebuild on open).
     */
    public static org.lanin.engine.catalog.IndexDef withEmptyStorage(org.lanin.engine.catalog.IndexDef index,
                                                                     TableDef table, IndexExprs exprs) {
        if (index.method().isGist()) {
            return index.withTree(null).withGist(new org.lanin.engine.index.gist.GistTree(index.name(),
                    org.lanin.engine.index.gist.GistOpClasses.of(index.method())));
        }
        return index.withTree(newTree(index, table, exprs));
    }

    public static BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs, IndexMethod method) {
        return newTree(name, table, attnums, exprs, method, null);
    }

    /** The empty tree of index {@code index}'s definition over {@code table} ({@code exprs} its bound expressions, if any). */
    public static BTree newTree(org.lanin.engine.catalog.IndexDef index, TableDef table, IndexExprs exprs) {
        if (index.multicolumnGin()) {
            java.util.List<IndexMethod> methods = new java.util.ArrayList<>();
            java.util.List<org.lanin.engine.type.DataType> types = new java.util.ArrayList<>();
            for (int k = 0; k < index.attnums().length; k++) {
                methods.add(index.columnMethod(k));
                types.add(IndexKeys.keyType(table, index.attnums(), exprs, k));
            }
            return new BTree(index.name(), GinExtract.comparators(methods, types));
        }
        return newTree(index.name(), table, index.attnums(), exprs, index.method(), index.options());
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
