package org.lanin.engine.func.array;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.ArrayValue;

/**
 * Subscripts and slices (array_get_element, array_get_slice). An element fetch needs exactly
 * one subscript per dimension and gives NULL when any is out of range. A slice clips each
 * range to the array's bounds, takes whole dimensions for missing trailing subscripts, reads a
 * plain subscript {@code i} as {@code 1:i}, and returns lower bounds of 1; an empty range gives
 * the empty array.
 */
public final class ArraySubscripts {
    private ArraySubscripts() {
    }

    /** {@code a[i1][i2]...}; null when the subscripts do not address an element. */
    public static Object element(ArrayValue a, int[] subscripts) {
        if (subscripts.length != a.ndims()) {
            return null;
        }
        int offset = 0;
        for (int d = 0; d < subscripts.length; d++) {
            int i = subscripts[d] - a.lower(d);
            if (i < 0 || i >= a.length(d)) {
                return null;
            }
            offset = offset * a.length(d) + i;
        }
        return a.get(offset);
    }

    /**
     * {@code a[lo:hi]...}: {@code lower[d]}/{@code upper[d]} null where omitted ({@code [:hi]},
     * {@code [lo:]}); {@code ranged[d]} false for a plain subscript, read as {@code 1:i}.
     */
    public static ArrayValue slice(ArrayValue a, Integer[] lower, Integer[] upper, boolean[] ranged) {
        int n = lower.length;
        if (a.ndims() < n || a.isEmpty()) {
            return ArrayValue.EMPTY;
        }
        int nd = a.ndims();
        int[] from = new int[nd];
        int[] count = new int[nd];
        for (int d = 0; d < nd; d++) {
            int lo = a.lower(d);
            int hi = a.lower(d) + a.length(d) - 1;
            if (d < n) {
                if (!ranged[d]) {
                    lo = Math.max(lo, 1);
                    hi = Math.min(hi, upper[d]);
                } else {
                    lo = lower[d] == null ? lo : Math.max(lo, lower[d]);
                    hi = upper[d] == null ? hi : Math.min(hi, upper[d]);
                }
            }
            if (hi < lo) {
                return ArrayValue.EMPTY;
            }
            from[d] = lo - a.lower(d);
            count[d] = hi - lo + 1;
        }
        List<Object> out = new ArrayList<>();
        copy(a, 0, 0, from, count, out);
        int[] ones = new int[nd];
        java.util.Arrays.fill(ones, 1);
        return new ArrayValue(out.toArray(), count, ones);
    }

    private static void copy(ArrayValue a, int d, int base, int[] from, int[] count, List<Object> out) {
        for (int k = 0; k < count[d]; k++) {
            int index = base * a.length(d) + from[d] + k;
            if (d + 1 == a.ndims()) {
                out.add(a.get(index));
            } else {
                copy(a, d + 1, index, from, count, out);
            }
        }
    }
}
