package org.lanin.engine.func.array;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArrayValue;

/**
 * Builds arrays from parts: {@code ARRAY[...]} of elements, {@code ARRAY[...]} of sub-arrays
 * (ExecEvalArrayExpr: every sub-array must have the same dimensions; NULL or empty sub-arrays are
 * skipped) and array_agg over arrays (accumArrayResultArr: no NULL or empty inputs, all of the same
 * dimensions). The sub-array forms add one outer dimension with lower bound 1.
 */
public final class ArrayBuilder {
    private ArrayBuilder() {
    }

    /** {@code ARRAY[e1, e2, ...]} of scalars. */
    public static ArrayValue ofElements(Object[] elements) {
        return ArrayValue.of(elements);
    }

    /** {@code ARRAY[a1, a2, ...]} of arrays. */
    public static ArrayValue ofArrays(Object[] arrays) {
        List<ArrayValue> parts = new ArrayList<>();
        for (Object o : arrays) {
            ArrayValue a = (ArrayValue) o;
            if (a != null && !a.isEmpty()) {
                parts.add(a);
            }
        }
        if (parts.isEmpty()) {
            return ArrayValue.EMPTY;
        }
        if (parts.size() != arrays.length) {
            throw LaninException.of(ArrayMsg.MISMATCHED_DIMENSIONS);
        }
        return stack(parts, ArrayMsg.MISMATCHED_DIMENSIONS);
    }

    /** array_agg over array inputs: {@code parts} are the non-null inputs in order. */
    public static ArrayValue accumulate(List<ArrayValue> parts) {
        for (ArrayValue a : parts) {
            if (a == null) {
                throw LaninException.of(ArrayMsg.ACCUMULATE_NULL);
            }
            if (a.isEmpty()) {
                throw LaninException.of(ArrayMsg.ACCUMULATE_EMPTY);
            }
        }
        return stack(parts, ArrayMsg.ACCUMULATE_DIFFERENT);
    }

    private static ArrayValue stack(List<ArrayValue> parts, ArrayMsg mismatch) {
        ArrayValue first = parts.get(0);
        int nd = first.ndims() + 1;
        if (nd > ArrayValue.MAX_DIMENSIONS) {
            throw LaninException.of(ArrayMsg.TOO_MANY_DIMENSIONS, nd, ArrayValue.MAX_DIMENSIONS);
        }
        List<Object> out = new ArrayList<>(parts.size() * first.size());
        for (ArrayValue a : parts) {
            if (!Arrays.equals(a.dims(), first.dims()) || !Arrays.equals(a.lowerBounds(), first.lowerBounds())) {
                throw LaninException.of(mismatch);
            }
            out.addAll(Arrays.asList(a.elements()));
        }
        int[] dims = new int[nd];
        int[] lower = new int[nd];
        dims[0] = parts.size();
        lower[0] = 1;
        for (int d = 1; d < nd; d++) {
            dims[d] = first.length(d - 1);
            lower[d] = first.lower(d - 1);
        }
        return new ArrayValue(out.toArray(), dims, lower);
    }
}
