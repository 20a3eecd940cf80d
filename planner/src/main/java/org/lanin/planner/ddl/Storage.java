package org.lanin.planner.ddl;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTree;

/** Creating the storage objects behind catalog entries. */
final class Storage {
    private Storage() {
    }

    /** An empty B-tree ordering keys like the columns' types, NULLs last (PostgreSQL's default). */
    static BTree newTree(String name, TableDef table, int[] attnums) {
        return newTree(name, table, attnums, null);
    }

    /** The same for key columns that may be expressions ({@code exprs} gives their types). */
    static BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs) {
        return newTree(name, table, attnums, exprs, IndexMethod.BTREE, null);
    }

    /** The tree of an index of access method {@code method} (GIN: its entry tree), key column orders {@code options}. */
    static BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs, IndexMethod method, int[] options) {
        return org.lanin.engine.access.IndexTrees.newTree(name, table, attnums, exprs, method, options);
    }

    /** An empty tree for {@code index}'s definition over {@code table} (TRUNCATE, a table rewrite). */
    static IndexDef emptied(IndexDef index, TableDef table) {
        return org.lanin.engine.access.IndexTrees.withEmptyStorage(index, table, index.exprs()).withState(true, true);
    }

    static IndexDef newIndex(long oid, String name, TableDef table, int[] attnums, boolean unique, boolean primary,
                             boolean constraint) {
        return newIndex(oid, name, table, attnums, unique, primary, constraint, null);
    }

    /** The same with a partial index's predicate or key expressions ({@code exprs}, null for none). */
    static IndexDef newIndex(long oid, String name, TableDef table, int[] attnums, boolean unique, boolean primary,
                             boolean constraint, IndexExprs exprs) {
        return newIndex(oid, name, table, attnums, unique, primary, constraint, exprs, IndexMethod.BTREE, null);
    }

    /**
     * The same under access method {@code method} with key column orders ({@code options},
     * pg_index.indoption; null for all ASC NULLS LAST).
     */
    static IndexDef newIndex(long oid, String name, TableDef table, int[] attnums, boolean unique, boolean primary,
                             boolean constraint, IndexExprs exprs, IndexMethod method, int[] options) {
        int[] kept = options == null || java.util.Arrays.stream(options).allMatch(o -> o == 0) ? null : options.clone();
        if (method.isGist()) { // no B-tree: a GiST tree of the operator class
            IndexDef shape = new IndexDef(oid, name, table.name(), attnums, unique, primary, constraint, null, true,
                    true, exprs, method, kept);
            return org.lanin.engine.access.IndexTrees.withEmptyStorage(shape, table, exprs);
        }
        return new IndexDef(oid, name, table.name(), attnums, unique, primary, constraint,
                newTree(name, table, attnums, exprs, method, kept), true, true, exprs, method, kept);
    }

    /** The same with a method per key column ({@link IndexMethods#methodOf}: several for a multicolumn GIN index). */
    static IndexDef newIndex(long oid, String name, TableDef table, int[] attnums, boolean unique, boolean primary,
                             boolean constraint, IndexExprs exprs, java.util.List<IndexMethod> methods, int[] options) {
        if (methods.size() < 2) {
            return newIndex(oid, name, table, attnums, unique, primary, constraint, exprs, methods.get(0), options);
        }
        IndexDef shape = new IndexDef(oid, name, table.name(), attnums, unique, primary, constraint, null, true, true,
                exprs, methods.get(0), null, methods);
        return shape.withTree(org.lanin.engine.access.IndexTrees.newTree(shape, table, exprs));
    }
}
