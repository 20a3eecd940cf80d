package org.lanin.engine.exec;

import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTuple;

/** Turning stored versions into rows of the table's current physical width. */
public final class Rows {
    private Rows() {
    }

    /**
     * The tuple's values widened to the table's current width: columns added after the
     * version was written read as their missing value (PostgreSQL's attmissingval). No copy
     * when the widths agree, which is the common case.
     */
    public static Object[] widen(HeapTuple t, TableDef table) {
        Object[] v = t.values();
        int width = table.physicalWidth();
        if (v.length == width) {
            return v;
        }
        Object[] out = new Object[width];
        System.arraycopy(v, 0, out, 0, Math.min(v.length, width));
        List<ColumnDef> cols = table.columns();
        for (int i = v.length; i < width; i++) {
            out[i] = cols.get(i).missingValue();
        }
        return out;
    }

    /** A joined row: {@code a}'s columns followed by {@code b}'s. */
    public static Object[] concat(Object[] a, Object[] b) {
        Object[] out = new Object[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    public static boolean isTrue(Object v) {
        return v == Boolean.TRUE;
    }
}
