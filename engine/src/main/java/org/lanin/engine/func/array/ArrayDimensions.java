package org.lanin.engine.func.array;

import org.lanin.engine.type.ArrayValue;

/**
 * array_ndims, array_dims, array_length, array_lower, array_upper, cardinality: NULL for the
 * empty array or a dimension it does not have (cardinality of the empty array is 0).
 */
public final class ArrayDimensions {
    private ArrayDimensions() {
    }

    public static Integer ndims(ArrayValue a) {
        return a.isEmpty() ? null : a.ndims();
    }

    /** {@code [1:2][0:3]}. */
    public static String dims(ArrayValue a) {
        if (a.isEmpty()) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < a.ndims(); d++) {
            sb.append('[').append(a.lower(d)).append(':').append(a.lower(d) + a.length(d) - 1).append(']');
        }
        return sb.toString();
    }

    public static Integer length(ArrayValue a, int dim) {
        return has(a, dim) ? a.length(dim - 1) : null;
    }

    public static Integer lower(ArrayValue a, int dim) {
        return has(a, dim) ? a.lower(dim - 1) : null;
    }

    public static Integer upper(ArrayValue a, int dim) {
        return has(a, dim) ? a.lower(dim - 1) + a.length(dim - 1) - 1 : null;
    }

    public static int cardinality(ArrayValue a) {
        return a.size();
    }

    private static boolean has(ArrayValue a, int dim) {
        return dim >= 1 && dim <= a.ndims();
    }
}
