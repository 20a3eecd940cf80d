package org.lanin.engine.exec;

import org.lanin.engine.type.ValueEquality;

/**
 * A row (or part of one) as a hash key with SQL equality for grouping and DISTINCT:
 * NULLs group together, numerics compare by value (1.0 = 1.00), floats with -0 = 0 and NaN = NaN,
 * byte arrays by content ({@link ValueEquality}).
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

    /** The hash of one value under SQL equality ({@link ValueEquality}: -0 = 0, 1.0 = 1.00). */
    public static int hashOf(Object v) {
        return ValueEquality.hash(v);
    }

    /** SQL equality of two values, NULLs equal (grouping semantics; {@link ValueEquality}). */
    public static boolean same(Object a, Object b) {
        return ValueEquality.same(a, b);
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
