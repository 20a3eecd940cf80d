package org.lanin.engine.func.array;

import java.util.Arrays;
import org.lanin.engine.type.ValueComparators;

/** Element equality as the array functions use it (the element type's = operator). */
public final class ArrayElements {
    private ArrayElements() {
    }

    /** Equality of two non-null elements. */
    public static boolean equal(Object a, Object b) {
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.equals(x, y);
        }
        return ValueComparators.compare(a, b) == 0;
    }

    /** IS NOT DISTINCT FROM: NULL matches NULL (array_remove, array_replace, array_position). */
    public static boolean notDistinct(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        return equal(a, b);
    }
}
