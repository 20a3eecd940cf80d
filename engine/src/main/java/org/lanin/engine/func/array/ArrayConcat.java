package org.lanin.engine.func.array;

import java.util.Arrays;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArrayValue;

/**
 * The {@code ||} operators and array_cat/array_append/array_prepend (array_userfuncs.c). Two
 * arrays of the same dimensionality join along the first dimension (the left's lower bounds);
 * an array one dimension smaller joins as one more sub-array. A NULL or empty side yields the
 * other. Appending or prepending an element needs an empty or one-dimensional array and keeps
 * its lower bound.
 */
public final class ArrayConcat {
    private ArrayConcat() {
    }

    /** array_cat / {@code array || array}: not strict. */
    public static ArrayValue cat(ArrayValue a, ArrayValue b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        if (a.isEmpty()) {
            return b;
        }
        if (b.isEmpty()) {
            return a;
        }
        int na = a.ndims();
        int nb = b.ndims();
        int[] dims;
        int[] lower;
        if (na == nb) {
            for (int d = 1; d < na; d++) {
                if (a.length(d) != b.length(d)) {
                    throw incompatible("Arrays with differing element dimensions are not compatible for concatenation.");
                }
            }
            dims = a.dims();
            dims[0] += b.length(0);
            lower = a.lowerBounds();
        } else if (na == nb - 1 || na == nb + 1) {
            ArrayValue outer = na > nb ? a : b;
            ArrayValue inner = na > nb ? b : a;
            for (int d = 0; d < inner.ndims(); d++) {
                if (inner.length(d) != outer.length(d + 1)) {
                    throw incompatible("Arrays with differing dimensions are not compatible for concatenation.");
                }
            }
            dims = outer.dims();
            dims[0] += 1;
            lower = outer.lowerBounds();
        } else {
            throw incompatible("Arrays of " + na + " and " + nb + " dimensions are not compatible for concatenation.");
        }
        Object[] out = Arrays.copyOf(a.elements(), a.size() + b.size());
        System.arraycopy(b.elements(), 0, out, a.size(), b.size());
        return new ArrayValue(out, dims, lower);
    }

    /** array_append / {@code array || element}: not strict (a NULL array is an empty one). */
    public static ArrayValue append(ArrayValue a, Object element) {
        if (a == null || a.isEmpty()) {
            return ArrayValue.of(new Object[] {element});
        }
        requireOneDimension(a);
        Object[] out = Arrays.copyOf(a.elements(), a.size() + 1);
        out[a.size()] = element;
        return new ArrayValue(out, new int[] {out.length}, a.lowerBounds());
    }

    /** array_prepend / {@code element || array}. */
    public static ArrayValue prepend(Object element, ArrayValue a) {
        if (a == null || a.isEmpty()) {
            return ArrayValue.of(new Object[] {element});
        }
        requireOneDimension(a);
        Object[] out = new Object[a.size() + 1];
        out[0] = element;
        System.arraycopy(a.elements(), 0, out, 1, a.size());
        return new ArrayValue(out, new int[] {out.length}, a.lowerBounds());
    }

    private static void requireOneDimension(ArrayValue a) {
        if (a.ndims() != 1) {
            throw LaninException.of(ArrayMsg.NOT_ONE_DIMENSIONAL);
        }
    }

    private static LaninException incompatible(String detail) {
        return LaninException.of(ArrayMsg.INCOMPATIBLE_CONCAT, detail);
    }
}
