package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.engine.func.Volatility;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * Which conditions a parallel worker may evaluate (PostgreSQL's parallel-safe expressions):
 * operators, casts and immutable functions over the row, constants and parameters, and the
 * transaction's clock. Subqueries, outer references, sequences, session calls, the wall clock and
 * functions that are not immutable stay with the leader, so a rel filtered by any of them is
 * not scanned in parallel.
 */
public final class ParallelSafety {
    private ParallelSafety() {
    }

    public static boolean safe(List<BoundExpr> conditions) {
        for (BoundExpr c : conditions) {
            if (!safe(c)) {
                return false;
            }
        }
        return true;
    }

    public static boolean safe(BoundExpr e) {
        if (e == null) {
            return true;
        }
        boolean node = e instanceof BoundExpr.ColumnRef || e instanceof BoundExpr.Literal || e instanceof BoundExpr.Param
                || e instanceof BoundExpr.Cast || e instanceof BoundExpr.Arith || e instanceof BoundExpr.Negate
                || e instanceof BoundExpr.Compare || e instanceof BoundExpr.Logic || e instanceof BoundExpr.Not
                || e instanceof BoundExpr.IsNull || e instanceof BoundExpr.IsBool || e instanceof BoundExpr.Distinct
                || e instanceof BoundExpr.Like || e instanceof BoundExpr.InList || e instanceof BoundExpr.Case
                || e instanceof BoundExpr.Coalesce || e instanceof BoundExpr.NullIf || e instanceof BoundExpr.Extreme
                || e instanceof BoundExpr.Call call && call.function().volatility() == Volatility.IMMUTABLE
                || e instanceof BoundExpr.Clock clock && clock.kind() != BoundExpr.ClockKind.CLOCK_TIMESTAMP;
        if (!node) {
            return false;
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            if (!safe(child)) {
                return false;
            }
        }
        return true;
    }
}
