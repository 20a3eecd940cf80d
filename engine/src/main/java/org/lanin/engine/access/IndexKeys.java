package org.lanin.engine.access;

import java.util.StringJoiner;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;

/** Building index keys from rows, and describing them in error messages. */
public final class IndexKeys {
    private IndexKeys() {
    }

    public static Object[] extract(IndexDef index, Object[] row) {
        int[] attnums = index.attnums();
        Object[] key = new Object[attnums.length];
        for (int i = 0; i < attnums.length; i++) {
            int slot = attnums[i] - 1;
            key[i] = slot < row.length ? row[slot] : null;
        }
        return key;
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
        for (int attnum : index.attnums()) {
            j.add(table.columns().get(attnum - 1).name());
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
