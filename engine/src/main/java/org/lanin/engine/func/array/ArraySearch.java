package org.lanin.engine.func.array;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArrayValue;

/**
 * Containment and searching (arrayfuncs.c array_contain_compare, array_position[s]) and the
 * editing functions built on search (array_remove, array_replace). {@code @>}, {@code <@} and
 * {@code &&} ignore dimensions and never match a NULL element; array_position(s), array_remove
 * and array_replace compare with IS NOT DISTINCT FROM, so they do find NULLs.
 */
public final class ArraySearch {
    private ArraySearch() {
    }

    /** {@code a @> b}: every element of {@code b} equals some element of {@code a}. */
    public static boolean contains(ArrayValue a, ArrayValue b) {
        for (int i = 0; i < b.size(); i++) {
            Object needle = b.get(i);
            if (needle == null || !has(a, needle)) {
                return false;
            }
        }
        return true;
    }

    /** {@code a && b}: some non-null element in both. */
    public static boolean overlaps(ArrayValue a, ArrayValue b) {
        for (int i = 0; i < b.size(); i++) {
            Object needle = b.get(i);
            if (needle != null && has(a, needle)) {
                return true;
            }
        }
        return false;
    }

    private static boolean has(ArrayValue a, Object needle) {
        for (int j = 0; j < a.size(); j++) {
            Object e = a.get(j);
            if (e != null && ArrayElements.equal(e, needle)) {
                return true;
            }
        }
        return false;
    }

    /** array_position(a, x [, start]): the first subscript at or after {@code start} holding {@code x}. */
    public static Integer position(ArrayValue a, Object x, Integer start, boolean startGiven) {
        if (startGiven && start == null) {
            throw LaninException.of(ArrayMsg.INITIAL_POSITION_NULL);
        }
        if (a.isEmpty()) {
            return null;
        }
        requireOneDimension(a, ArrayMsg.SEARCH_MULTIDIMENSIONAL);
        int lb = a.lower(0);
        int from = startGiven ? Math.max(start - lb, 0) : 0;
        for (int i = from; i < a.size(); i++) {
            if (ArrayElements.notDistinct(a.get(i), x)) {
                return lb + i;
            }
        }
        return null;
    }

    /** array_positions(a, x): every subscript holding {@code x}, as an integer[]. */
    public static ArrayValue positions(ArrayValue a, Object x) {
        if (a.isEmpty()) {
            return ArrayValue.EMPTY;
        }
        requireOneDimension(a, ArrayMsg.SEARCH_MULTIDIMENSIONAL);
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (ArrayElements.notDistinct(a.get(i), x)) {
                out.add(a.lower(0) + i);
            }
        }
        return ArrayValue.of(out);
    }

    /** array_remove(a, x). */
    public static ArrayValue remove(ArrayValue a, Object x) {
        if (a.isEmpty()) {
            return a;
        }
        requireOneDimension(a, ArrayMsg.REMOVE_MULTIDIMENSIONAL);
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (!ArrayElements.notDistinct(a.get(i), x)) {
                out.add(a.get(i));
            }
        }
        if (out.size() == a.size()) {
            return a;
        }
        return out.isEmpty() ? ArrayValue.EMPTY
                : new ArrayValue(out.toArray(), new int[] {out.size()}, a.lowerBounds());
    }

    /** array_replace(a, from, to): every element not distinct from {@code from} becomes {@code to}. */
    public static ArrayValue replace(ArrayValue a, Object from, Object to) {
        Object[] out = a.elements();
        for (int i = 0; i < out.length; i++) {
            if (ArrayElements.notDistinct(out[i], from)) {
                out[i] = to;
            }
        }
        return a.isEmpty() ? a : new ArrayValue(out, a.dims(), a.lowerBounds());
    }

    private static void requireOneDimension(ArrayValue a, ArrayMsg msg) {
        if (a.ndims() > 1) {
            throw LaninException.of(msg);
        }
    }
}
