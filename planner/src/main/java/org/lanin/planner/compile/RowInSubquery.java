package org.lanin.planner.compile;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.RowKey;
import org.lanin.planner.expr.BoundExpr.InSubquery;

/**
 * {@code (a, b) [NOT] IN (SELECT x, y ...)} with PostgreSQL's NULL rules (ExecScanSubPlan over a
 * row comparison): true when some subquery row equals the row in every field; else NULL when
 * some subquery row is not unequal in any field but has a NULL pair; else false (also for an
 * empty subquery, whatever the row holds). Subquery rows without NULLs are hashed; the ones with
 * NULLs are kept aside and scanned only when the hash misses.
 */
final class RowInSubquery {
    private RowInSubquery() {
    }

    private record RowSet(Set<RowKey> complete, List<Object[]> withNulls, List<Object[]> all) {
    }

    static RowExpr compile(InSubquery in, RowExpr input) {
        boolean neg = in.negated();
        return (row, ctx) -> {
            Object[] v = (Object[]) input.eval(row, ctx);
            RowSet set = (RowSet) SubqueryCompiler.once(in, in.plan(), row, ctx, () -> load(in, ctx));
            if (set.all().isEmpty()) {
                return neg;
            }
            boolean vHasNull = hasNull(v);
            if (!vHasNull && set.complete().contains(new RowKey(v))) {
                return !neg;
            }
            // a NULL-containing row of the subquery, or any row when v has NULLs, may compare as NULL
            for (Object[] r : vHasNull ? set.all() : set.withNulls()) {
                if (maybeEqual(v, r)) {
                    return null;
                }
            }
            return neg;
        };
    }

    private static RowSet load(InSubquery in, org.lanin.engine.exec.ExecContext ctx) {
        Set<RowKey> complete = new HashSet<>();
        List<Object[]> withNulls = new ArrayList<>();
        List<Object[]> all = new ArrayList<>();
        for (Object[] r : CallCompiler.run(in.plan(), ctx)) {
            Object[] copy = r.clone();
            all.add(copy);
            if (hasNull(copy)) {
                withNulls.add(copy);
            } else {
                complete.add(new RowKey(copy));
            }
        }
        return new RowSet(complete, withNulls, all);
    }

    /** No field pair is unequal (the row comparison is NULL, or true). */
    private static boolean maybeEqual(Object[] v, Object[] r) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] != null && r[i] != null && !RowKey.same(v[i], r[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasNull(Object[] v) {
        for (Object o : v) {
            if (o == null) {
                return true;
            }
        }
        return false;
    }
}
