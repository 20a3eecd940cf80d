package org.lanin.engine.access;

import java.util.StringJoiner;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.DataType;
import org.lanin.engine.catalog.TableDef;

/** Building index keys from rows, and describing them in error messages. */
public final class IndexKeys {
    private IndexKeys() {
    }

    /**
     * The index key of {@code row}. Key expressions are immutable (CREATE INDEX refuses others with
     * 42P17), so they are evaluated without a statement's context where none is at hand.
     */
    public static Object[] extract(IndexDef index, Object[] row) {
        return extract(index, row, null);
    }

    public static Object[] extract(IndexDef index, Object[] row, ExecContext ctx) {
        return index.keyOf(row, ctx);
    }

    /** Whether {@code row} has entries in {@code index}: always, but for a partial index whose WHERE it fails. */
    public static boolean covers(IndexDef index, Object[] row, ExecContext ctx) {
        return index.exprs() == null || index.exprs().covers(row, ctx);
    }

    /** The type of key column {@code i}: its column's, or its expression's. */
    public static DataType keyType(TableDef table, int[] attnums, IndexExprs exprs, int i) {
        return attnums[i] == 0 ? exprs.keyTypes()[i] : table.columns().get(attnums[i] - 1).type();
    }

    /**
     * An empty tree for an index with key columns {@code attnums} over {@code table}: each column
     * ordered like its type, reversed where {@code options} (pg_index.indoption, null for none) says
     * DESC, NULLs first where it says NULLS_FIRST and last otherwise.
     */
    public static org.lanin.engine.index.btree.BTree newTree(String name, TableDef table, int[] attnums, IndexExprs exprs,
                                                             int[] options) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        java.util.Comparator<Object>[] cmps = new java.util.Comparator[attnums.length];
        for (int i = 0; i < attnums.length; i++) {
            int o = options == null ? 0 : options[i];
            cmps[i] = columnOrder(keyType(table, attnums, exprs, i), (o & IndexDef.DESC) != 0,
                    (o & IndexDef.NULLS_FIRST) != 0);
        }
        return new org.lanin.engine.index.btree.BTree(name, cmps, options != null && options.length > 0
                && (options[0] & IndexDef.DESC) != 0);
    }

    /** One key column's order in a tree: the type's, reversed for DESC, NULLs at the given end. */
    public static java.util.Comparator<Object> columnOrder(DataType type, boolean descending, boolean nullsFirst) {
        java.util.Comparator<Object> values = org.lanin.engine.type.ValueComparators.forType(type);
        java.util.Comparator<Object> ordered = descending ? values.reversed() : values;
        return nullsFirst ? java.util.Comparator.nullsFirst(ordered) : java.util.Comparator.nullsLast(ordered);
    }

    public static boolean hasNull(Object[] key) {
        for (Object v : key) {
            if (v == null) {
                return true;
            }
        }
        return false;
    }

    /** "a, b" for the Detail line of 23505. */
    /** The key columns of a unique violation's detail (INCLUDE columns are not part of the key). */
    public static String columnList(TableDef table, IndexDef index) {
        StringJoiner j = new StringJoiner(", ");
        int[] attnums = index.attnums();
        for (int i = 0; i < index.keyCount(); i++) {
            j.add(attnums[i] == 0 ? index.exprs().keyText()[i] : table.columns().get(attnums[i] - 1).name());
        }
        return j.toString();
    }

    /** The key's values of a unique violation's detail: its key columns', not its INCLUDE columns'. */
    public static String valueList(IndexDef index, Object[] key) {
        return valueList(index.keyCount() == key.length ? key : java.util.Arrays.copyOf(key, index.keyCount()));
    }

    public static String valueList(Object[] key) {
        StringJoiner j = new StringJoiner(", ");
        for (Object v : key) {
            j.add(ValueText.of(v));
        }
        return j.toString();
    }
}
