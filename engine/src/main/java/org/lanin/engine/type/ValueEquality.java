package org.lanin.engine.type;

import java.math.BigDecimal;
import java.util.Arrays;

/**
 * Equality of two values of one SQL type as hashing and grouping see it (PostgreSQL's hash
 * opclasses, whose equality is the type's = operator): NULLs equal one another; numerics by value
 * (1.0 = 1.00, both hashed from the stripped value); bytea by content; real and double precision
 * with -0 equal to 0 and NaN equal to NaN (float8eq, and hashfloat8 hashes -0 as 0 and every NaN
 * alike). Java's {@code Double.equals} already makes NaNs equal but tells -0 from 0, so floats
 * are compared here by their primitive values. Values come boxed already: nothing is boxed here.
 */
public final class ValueEquality {
    private ValueEquality() {
    }

    /** The hash of one value, equal for values {@link #same} calls equal. */
    public static int hash(Object v) {
        if (v == null) {
            return 0;
        }
        if (v instanceof Double d) {
            double x = d;
            return x == 0 ? 0 : Double.hashCode(x);
        }
        if (v instanceof Float f) {
            float x = f;
            return x == 0 ? 0 : Float.hashCode(x);
        }
        if (v instanceof BigDecimal d) {
            return d.signum() == 0 ? 0 : d.stripTrailingZeros().hashCode();
        }
        if (v instanceof byte[] b) {
            return Arrays.hashCode(b);
        }
        return v.hashCode();
    }

    /** Equality of two values of one type, NULLs equal (grouping semantics). */
    public static boolean same(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof Double x && b instanceof Double y) {
            return sameDouble(x, y);
        }
        if (a instanceof Float x && b instanceof Float y) {
            return sameDouble(x, y);
        }
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y) == 0;
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.equals(x, y);
        }
        return a.equals(b);
    }

    /** float8eq as grouping sees it: -0 = 0 and NaN = NaN (a float widens exactly). */
    private static boolean sameDouble(double x, double y) {
        return x == y || x != x && y != y;
    }
}
