package org.lanin.planner.compile;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.RowKey;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * Uncorrelated subqueries: each runs at most once per statement execution (memoised in the
 * execution context), however many rows consult it.
 */
final class SubqueryCompiler {
    private SubqueryCompiler() {
    }

    /** Runs {@code compute} once per execution, or (correlated) once per outer row with that row pushed. */
    static Object once(Object key, SubqueryPlan plan, Object[] row, org.lanin.engine.exec.ExecContext ctx,
                               java.util.function.Supplier<Object> compute) {
        if (!plan.correlated()) {
            return ctx.memo(key, compute);
        }
        ctx.pushOuterRow(row);
        try {
            return compute.get();
        } finally {
            ctx.popOuterRow();
        }
    }

    static RowExpr compile(BoundExpr e) {
        if (e instanceof ScalarSubquery s) {
            return (row, ctx) -> once(s, s.plan(), row, ctx, () -> {
                List<Object[]> rows = CallCompiler.run(s.plan(), ctx, 2);
                if (rows.size() > 1) {
                    throw CallCompiler.tooManyRows();
                }
                return rows.isEmpty() ? null : rows.get(0)[0];
            });
        }
        if (e instanceof Exists x) {
            boolean neg = x.negated();
            return (row, ctx) -> ((Boolean) once(x, x.plan(), row, ctx,
                    () -> !CallCompiler.run(x.plan(), ctx, 1).isEmpty())) != neg;
        }
        if (e instanceof InSubquery in) {
            return in.input() instanceof Call c && c.function() instanceof org.lanin.planner.func.RowConstruct
                    ? RowInSubquery.compile(in, ExprCompiler.compile(in.input())) : inSubquery(in);
        }
        throw ExprCompiler.unknown(e);
    }

    private record InSet(Set<RowKey> values, boolean hasNull) {
    }

    private static RowExpr inSubquery(InSubquery in) {
        RowExpr input = ExprCompiler.compile(in.input());
        boolean neg = in.negated();
        return (row, ctx) -> {
            Object v = input.eval(row, ctx);
            InSet set = (InSet) once(in, in.plan(), row, ctx, () -> {
                Set<RowKey> values = new HashSet<>();
                boolean hasNull = false;
                for (Object[] r : CallCompiler.run(in.plan(), ctx)) {
                    if (r[0] == null) {
                        hasNull = true;
                    } else {
                        values.add(new RowKey(new Object[] {r[0]}));
                    }
                }
                return new InSet(values, hasNull);
            });
            if (set.values().isEmpty() && !set.hasNull()) {
                return neg; // x IN (empty) is false even for a NULL x
            }
            if (v == null) {
                return null;
            }
            if (set.values().contains(new RowKey(new Object[] {v}))) {
                return !neg;
            }
            return set.hasNull() ? null : neg;
        };
    }
}
