package org.lanin.engine.func.array;

import org.lanin.engine.type.ArrayValue;

/**
 * array_ndims, array_dims, array_length, array_lower, array_upper, cardinality: NULL for the
 * empty array or a dimension it does not have (cardinality of the empty array is 0); trim_array.
 */
public final class ArrayDimensions {
    private ArrayDimensions() {
    }

    /**
     * trim_array(a, n): {@code a} without the last {@code n} items of its first dimension (sub-arrays
     * of a multidimensional one), as a slice (lower bounds 1); 2202E unless 0 &lt;= n &lt;= that length.
     */
    public static ArrayValue trim(ArrayValue a, int n) {
        int length = a.isEmpty() ? 0 : a.length(0);
        if (n < 0 || n > length) {
            throw org.lanin.engine.error.LaninException.of(ArrayMsg.TRIM_RANGE, length);
        }
        if (n == length) {
            return ArrayValue.EMPTY;
        }
        int[] dims = a.dims();
        int per = a.size() / length;
        dims[0] = length - n;
        int[] ones = new int[dims.length];
        java.util.Arrays.fill(ones, 1); // a slice of the array: PostgreSQL's slices start at 1
        return new ArrayValue(java.util.Arrays.copyOf(a.elements(), dims[0] * per), dims, ones);
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
