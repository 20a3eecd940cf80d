package org.lanin.engine.access;

import java.util.StringJoiner;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.ValueComparators;

/** FOREIGN KEY values: picking them out of rows, comparing them, and naming them in error details. */
final class RiKeys {
    private RiKeys() {
    }

    /** The values of {@code attnums} in {@code row}, in that order. */
    static Object[] extract(Object[] row, int[] attnums) {
        Object[] key = new Object[attnums.length];
        for (int i = 0; i < attnums.length; i++) {
            int slot = attnums[i] - 1;
            key[i] = slot < row.length ? row[slot] : null;
        }
        return key;
    }

    /** MATCH FULL's rule (ri_triggers.c's RI_KEYS_SOME_NULL): a key with some but not all columns NULL is refused. */
    static void checkMatchFull(org.lanin.engine.catalog.ForeignKeyDef fk, TableDef table, Object[] key) {
        if (!fk.matchFull()) {
            return;
        }
        int nulls = 0;
        for (Object v : key) {
            nulls += v == null ? 1 : 0;
        }
        if (nulls > 0 && nulls < key.length) {
            throw org.lanin.engine.error.LaninException.of(ForeignKeyMsg.MATCH_FULL,
                    org.lanin.engine.catalog.Namespace.nameOf(table.name()), fk.name());
        }
    }

    /** True when the two keys are equal value by value (no NULLs expected). */
    static boolean equal(Object[] a, Object[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == null || b[i] == null) {
                if (a[i] != b[i]) {
                    return false;
                }
            } else if (ValueComparators.compare(a[i], b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code row}'s {@code attnums} equal {@code key}. */
    static boolean rowMatches(Object[] row, int[] attnums, Object[] key) {
        for (int i = 0; i < attnums.length; i++) {
            int slot = attnums[i] - 1;
            Object v = slot < row.length ? row[slot] : null;
            if (v == null || ValueComparators.compare(v, key[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code key} as the columns {@code attnums} of {@code table} store it: integral values take
     * the column's width, so index descents compare like with like.
     */
    static Object[] asColumns(Object[] key, TableDef table, int[] attnums) {
        Object[] out = key.clone();
        for (int i = 0; i < out.length; i++) {
            if (out[i] instanceof Number n) {
                DataType t = table.columns().get(attnums[i] - 1).type();
                out[i] = switch (t.kind()) {
                    case SMALLINT -> n.shortValue();
                    case INTEGER -> n.intValue();
                    case BIGINT -> n.longValue();
                    default -> n;
                };
            }
        }
        return out;
    }

    /** "a, b" for a Detail line. */
    static String columns(TableDef table, int[] attnums) {
        StringJoiner j = new StringJoiner(", ");
        for (int a : attnums) {
            ColumnDef c = table.columns().get(a - 1);
            j.add(c.name());
        }
        return j.toString();
    }

    static String values(Object[] key) {
        StringJoiner j = new StringJoiner(", ");
        for (Object v : key) {
            j.add(ValueText.of(v));
        }
        return j.toString();
    }
}
