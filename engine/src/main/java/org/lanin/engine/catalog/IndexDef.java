package org.lanin.engine.catalog;

import java.util.List;

import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.gist.GistTree;

/**
 * A B-tree index. {@code attnums} are the key columns' physical attribute numbers in key order.
 * {@code constraint} marks the index behind a UNIQUE or PRIMARY KEY constraint (as opposed to a
 * CREATE UNIQUE INDEX). The tree object is the live storage and keeps its identity across
 * catalog versions.
 *
 * <p>{@code ready} and {@code valid} are PostgreSQL's indisready and indisvalid, for CREATE and
 * DROP INDEX CONCURRENTLY: writers add entries only to ready indexes, and only valid ones answer
 * queries, back foreign keys or arbitrate ON CONFLICT. Every other index is both.
 *
 * <p>{@code exprs} is null for an index on plain columns; a partial or expression index carries its
 * predicate and key expressions there, and an expression column has attnum 0 (as in pg_index).
 *
 * <p>{@code method} is the access method (null, as in logs written before it existed, reads as
 * B-tree). A GIN index's tree holds the keys its operator class extracts ({@link #entryKeys}), not
 * the column values: it is never unique, never "plain", and only the GIN scan reads it.
 *
 * <p>A GiST index has no B-tree ({@code tree} is null): its storage is {@code gist}, the
 * {@link GistTree} of its operator class, entered under the key column's value.
 *
 * @param opclasses a multicolumn GIN index's operator class per key column ({@code method} is the
 *     first's); null for every other index (appended to the logged record: older records read null)
 * @param gist a GiST index's tree, null for every other method (not logged: rebuilt from the heap)
 * @param reloptions storage parameters as pg_class.reloptions lists them ({@code fillfactor=70}); null for
 *     none (appended to the logged record: older records read null)
 * @param nullsNotDistinct a UNIQUE index's NULLS NOT DISTINCT (PostgreSQL 15): keys with NULLs conflict
 *     like any other; null or false for the default, where they never do (appended: older records read null)
 * @param keyColumns how many of {@code attnums} are key columns (pg_index.indnkeyatts); the rest are
 *     INCLUDE columns, kept in the entries (and ordered by, after the keys) but not part of the key's
 *     uniqueness; null when every column is a key column (appended: older records read null)
 * @param deferral a UNIQUE or PRIMARY KEY constraint's DEFERRABLE clause, spelled as
 *     {@link ForeignKeyDef#deferral()}: null for NOT DEFERRABLE (pg_index.indimmediate), else its
 *     conflicts are rechecked at the end of the statement or transaction (appended: older records read null)
 */
public record IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                       boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs,
                       IndexMethod method, int[] options, List<IndexMethod> opclasses, GistTree gist,
                       List<String> reloptions, Boolean nullsNotDistinct, Integer keyColumns, String deferral)
        implements DeferrableConstraint {
    /** indoption bit: the column is kept in descending order (INDOPTION_DESC). */
    public static final int DESC = 1;
    /** indoption bit: NULLs come before the column's values in the tree's order (INDOPTION_NULLS_FIRST). */
    public static final int NULLS_FIRST = 2;

    public IndexDef {
        method = method == null ? IndexMethod.BTREE : method;
        opclasses = opclasses == null || opclasses.size() < 2 ? null : List.copyOf(opclasses);
        reloptions = reloptions == null || reloptions.isEmpty() ? null : List.copyOf(reloptions);
        nullsNotDistinct = Boolean.TRUE.equals(nullsNotDistinct) ? Boolean.TRUE : null;
        keyColumns = keyColumns == null || attnums == null || keyColumns >= attnums.length ? null : keyColumns;
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method,
                    int[] options, List<IndexMethod> opclasses, GistTree gist, List<String> reloptions,
                    Boolean nullsNotDistinct, Integer keyColumns) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options,
                opclasses, gist, reloptions, nullsNotDistinct, keyColumns, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method,
                    int[] options, List<IndexMethod> opclasses, GistTree gist, List<String> reloptions,
                    Boolean nullsNotDistinct) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options,
                opclasses, gist, reloptions, nullsNotDistinct, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method,
                    int[] options, List<IndexMethod> opclasses, GistTree gist, List<String> reloptions) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options,
                opclasses, gist, reloptions, null, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method,
                    int[] options, List<IndexMethod> opclasses, GistTree gist) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options,
                opclasses, gist, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method,
                    int[] options, List<IndexMethod> opclasses) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options,
                opclasses, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method,
                    int[] options) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, IndexMethod method) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs, int[] options) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, IndexMethod.BTREE,
                options);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid, IndexExprs exprs) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, IndexMethod.BTREE, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree, boolean ready, boolean valid) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, null);
    }

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, true, true);
    }

    /** The same index (same tree) under another name or on a renamed table. */
    public IndexDef renamed(String newName, String newTableName) {
        return new IndexDef(oid, newName, newTableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options, opclasses, gist, reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /** The same index (same tree) as a PRIMARY KEY's ({@code primary}) or UNIQUE constraint's (ADD CONSTRAINT ... USING INDEX). */
    public IndexDef asConstraint(boolean primary) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, true, tree, ready, valid, exprs, method, options, opclasses, gist,
                reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /** The same index in another build state (same tree). */
    public IndexDef withState(boolean isReady, boolean isValid) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, isReady, isValid, exprs, method, options, opclasses, gist, reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /** The same index with a new tree (a rebuild keeps the definition). */
    public IndexDef withTree(BTree newTree) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, newTree, ready, valid, exprs, method, options, opclasses, gist, reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /** The same GiST index with a new tree (a rebuild keeps the definition). */
    public IndexDef withGist(GistTree newTree) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options, opclasses, newTree, reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /** The same index with other storage parameters (ALTER INDEX SET / RESET); null or empty: none. */
    public IndexDef withReloptions(List<String> r) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options, opclasses, gist, r,
                nullsNotDistinct, keyColumns, deferral);
    }

    /** Whether the index is NULLS NOT DISTINCT. */
    public boolean nullsNotDistinctOn() {
        return Boolean.TRUE.equals(nullsNotDistinct);
    }

    /** The same index with NULLS NOT DISTINCT ({@code on}) or the default. */
    public IndexDef withNullsNotDistinct(boolean on) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options, opclasses, gist,
                reloptions, on, keyColumns, deferral);
    }

    /** The same index whose first {@code n} columns are its key, the rest INCLUDE columns. */
    public IndexDef withKeyColumns(int n) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method, options, opclasses, gist,
                reloptions, nullsNotDistinct, n, deferral);
    }

    /** The key columns' count (pg_index.indnkeyatts): all of {@code attnums} unless some are INCLUDE columns. */
    public int keyCount() {
        return keyColumns == null ? attnums.length : keyColumns;
    }

    /** The attnums of the key columns (INCLUDE columns left out). */
    public int[] keyAttnums() {
        return keyColumns == null ? attnums : java.util.Arrays.copyOf(attnums, keyColumns);
    }

    /**
     * The same definition over other columns and expressions, without storage, ready and valid (the
     * recovery of an index whose expressions are bound again on open).
     */
    public IndexDef rebound(int[] newAttnums, IndexExprs newExprs) {
        return new IndexDef(oid, name, tableName, newAttnums, unique, primary, constraint, null, true, true, newExprs, method, options, opclasses, null,
                reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /**
     * Whether inserting {@code key} must check for a conflicting entry: in a UNIQUE index, unless the
     * key has a NULL and the index treats NULLs as distinct (the default).
     */
    public boolean checksUnique(Object[] key) {
        if (!unique) {
            return false;
        }
        if (Boolean.TRUE.equals(nullsNotDistinct)) {
            return true;
        }
        for (int c = 0; c < keyCount(); c++) {
            if (key[c] == null) {
                return false;
            }
        }
        return true;
    }

    /** The same definition with a predicate or key expressions. */
    public IndexDef withExprs(IndexExprs e) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, e, method, options, opclasses, gist, reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /** The key of {@code row} in this index: its key columns, or key expressions evaluated over it. */
    public Object[] keyOf(Object[] row, org.lanin.engine.exec.ExecContext ctx) {
        Object[] key = new Object[attnums.length];
        for (int i = 0; i < attnums.length; i++) {
            if (attnums[i] == 0) {
                key[i] = exprs.keys()[i].eval(row, ctx);
                continue;
            }
            int slot = attnums[i] - 1;
            key[i] = slot < row.length ? row[slot] : null;
        }
        return key;
    }

    /** Whether this index holds only some rows (CREATE INDEX ... WHERE). */
    public boolean partial() {
        return exprs != null && exprs.predicate() != null;
    }

    /** Whether a key column is an expression rather than a column. */
    public boolean hasExpressions() {
        return exprs != null && exprs.hasExpressions();
    }

    /**
     * Whether it may stand for its plain columns: a B-tree or hash index neither partial nor on
     * expressions (foreign keys, ON CONFLICT without WHERE).
     */
    public boolean plain() {
        return !method.bitmapOnly() && (exprs == null || (!partial() && !hasExpressions()));
    }

    /** DEFERRABLE: a UNIQUE or PRIMARY KEY constraint whose conflicts are checked when its mode says (not indimmediate). */
    @Override
    public boolean deferrable() {
        return deferral != null;
    }

    @Override
    public boolean initiallyDeferred() {
        return ForeignKeyDef.INITIALLY_DEFERRED.equals(deferral);
    }

    /** The key SET CONSTRAINTS keeps the constraint's mode under: its table and (unqualified) name. */
    @Override
    public String constraintKey() {
        return tableName + '\u0000' + Namespace.nameOf(name);
    }

    /** Unique and checked row by row, so the planner may count on it (PostgreSQL's indimmediate unique indexes). */
    public boolean uniqueImmediate() {
        return unique && deferral == null;
    }

    /** The same definition with a DEFERRABLE clause ({@code deferral} as {@link ForeignKeyDef#deferral()}). */
    public IndexDef withDeferral(String d) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, method,
                options, opclasses, gist, reloptions, nullsNotDistinct, keyColumns, d);
    }

    /** The same definition with key column orders {@code indoption} (null: all ASC NULLS LAST). */
    public IndexDef withOptions(int[] indoption) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs,
                method, indoption, opclasses, gist);
    }

    /** Whether key column {@code k} is kept in descending order. */
    public boolean descending(int k) {
        return options != null && (options[k] & DESC) != 0;
    }

    /** Whether key column {@code k} has its NULLs first in the tree's order. */
    public boolean nullsFirst(int k) {
        return options != null && (options[k] & NULLS_FIRST) != 0;
    }

    /** Whether some key column is not ASC NULLS LAST. */
    public boolean hasOptions() {
        if (options != null) {
            for (int o : options) {
                if (o != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The same definition under another access method (same tree). */
    public IndexDef withMethod(IndexMethod m) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs, m, options, opclasses, gist, reloptions, nullsNotDistinct, keyColumns, deferral);
    }

    /**
     * The tree keys {@code row} is entered under: its one key for a B-tree or hash index, the keys
     * the operator class extracts for GIN (never empty: an empty or NULL value has a placeholder).
     */
    public java.util.List<Object[]> entryKeys(Object[] row, org.lanin.engine.exec.ExecContext ctx) {
        Object[] key = keyOf(row, ctx);
        if (opclasses != null) {
            return org.lanin.engine.index.gin.GinExtract.entries(opclasses, key);
        }
        return method.isGin() ? org.lanin.engine.index.gin.GinExtract.entries(method, key[0]) : java.util.Collections.singletonList(key);
    }

    /** Key column {@code k}'s access method and operator class (a multicolumn GIN index has one per column). */
    public IndexMethod columnMethod(int k) {
        return opclasses == null ? method : opclasses.get(k);
    }

    /**
     * Whether this is a GIN index over several key columns: its tree keys carry the column
     * ({@code GinKeys.ColumnKey}), as PostgreSQL's entries carry the attribute number.
     */
    public boolean multicolumnGin() {
        return opclasses != null;
    }

    /** The same definition with one GIN operator class per key column (null or one: single-column). */
    public IndexDef withOpclasses(List<IndexMethod> perColumn) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, ready, valid, exprs,
                perColumn == null ? method : perColumn.get(0), options, perColumn, gist);
    }
}
