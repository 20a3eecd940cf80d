package org.lanin.engine.exec;

import java.math.BigDecimal;
import java.util.Arrays;

/**
 * A row (or part of one) as a hash key with SQL equality for grouping and DISTINCT:
 * NULLs group together, numerics compare by value (1.0 = 1.00), byte arrays by content.
 */
public final class RowKey {
    private final Object[] values;
    private final int hash;

    public RowKey(Object[] values) {
        this.values = values;
        this.hash = hash(values);
    }

    /** The hash a RowKey of {@code values} has (for tables that probe with a reused array). */
    public static int hash(Object[] values) {
        int h = 1;
        for (Object v : values) {
            h = 31 * h + hashOf(v);
        }
        return h;
    }

    /** Whether two rows of equal length are equal as RowKeys. */
    public static boolean sameValues(Object[] a, Object[] b) {
        for (int i = 0; i < a.length; i++) {
            if (!same(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }

    public Object[] values() {
        return values;
    }

    /** The hash of one value under SQL equality (numerics by value, byte arrays by content). */
    public static int hashOf(Object v) {
        if (v == null) {
            return 0;
        }
        if (v instanceof BigDecimal d) {
            return d.signum() == 0 ? 0 : d.stripTrailingZeros().hashCode();
        }
        if (v instanceof byte[] b) {
            return Arrays.hashCode(b);
        }
        return v.hashCode();
    }

    /** SQL equality of two values, NULLs equal (grouping semantics). */
    public static boolean same(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y) == 0;
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.equals(x, y);
        }
        return a.equals(b);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RowKey k && k.hash == hash && k.values.length == values.length
                && sameValues(values, k.values);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
