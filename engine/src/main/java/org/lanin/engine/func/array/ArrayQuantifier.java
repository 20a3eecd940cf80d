package org.lanin.engine.func.array;

import java.util.Comparator;
import java.util.function.IntPredicate;
import org.lanin.engine.type.ArrayValue;

/**
 * {@code x op ANY (array)} and {@code x op ALL (array)} (ScalarArrayOpExpr) with SQL's
 * three-valued logic: ANY is true when some comparison is true, else NULL when some was NULL
 * (a NULL element or a NULL {@code x} over a non-empty array), else false; ALL the dual. Over the
 * empty array ANY is false and ALL is true, even for a NULL {@code x}.
 */
public final class ArrayQuantifier {
    private ArrayQuantifier() {
    }

    /** {@code test} reads the comparator's result (e.g. {@code c -> c == 0} for =). */
    public static Boolean evaluate(Object x, ArrayValue a, boolean all, Comparator<Object> cmp, IntPredicate test) {
        if (a == null) {
            return null;
        }
        if (a.isEmpty()) {
            return all;
        }
        if (x == null) {
            return null;
        }
        boolean sawNull = false;
        for (int i = 0; i < a.size(); i++) {
            Object e = a.get(i);
            if (e == null) {
                sawNull = true;
                continue;
            }
            boolean r = test.test(cmp.compare(x, e));
            if (r != all) {
                return r;
            }
        }
        return sawNull ? null : all;
    }
}
