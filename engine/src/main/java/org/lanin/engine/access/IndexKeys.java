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

    public static boolean hasNull(Object[] key) {
        for (Object v : key) {
            if (v == null) {
                return true;
            }
        }
        return false;
    }

    /** "a, b" for the Detail line of 23505. */
    public static String columnList(TableDef table, IndexDef index) {
        StringJoiner j = new StringJoiner(", ");
        int[] attnums = index.attnums();
        for (int i = 0; i < attnums.length; i++) {
            j.add(attnums[i] == 0 ? index.exprs().keyText()[i] : table.columns().get(attnums[i] - 1).name());
        }
        return j.toString();
    }

    public static String valueList(Object[] key) {
        StringJoiner j = new StringJoiner(", ");
        for (Object v : key) {
            j.add(ValueText.of(v));
        }
        return j.toString();
    }
}
