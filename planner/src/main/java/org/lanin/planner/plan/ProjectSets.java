package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.planner.bind.SetCalls;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectSetNode;

/**
 * Set-returning calls in a select list, ORDER BY or GROUP BY (PostgreSQL 10's split_pathtarget_at_srfs):
 * every call becomes a column of a ProjectSet node under the projection, the expressions around
 * it read that column ({@code generate_series(1, 3) + 1} adds 1 to each row). Calls nested in
 * another call's arguments run in a ProjectSet of their own below the outer one's, as PostgreSQL
 * stacks them. Without a set-returning call nothing changes.
 */
final class ProjectSets {
    private ProjectSets() {
    }

    /** The node to project from and the expressions over its rows. */
    record Result(PhysicalNode node, List<BoundExpr> exprs) {
    }

    static boolean any(List<BoundExpr> exprs) {
        for (BoundExpr e : exprs) {
            if (SetCalls.contains(e)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param minWidth input columns kept in every row even when no expression reads them (an
     *                 aggregation above reads its arguments' columns)
     */
    static Result apply(PhysicalNode input, List<BoundExpr> exprs, int minWidth) {
        if (!any(exprs)) {
            return new Result(input, exprs);
        }
        int width = Math.max(minWidth, widthRead(exprs));
        PhysicalNode node = input;
        List<BoundExpr> current = exprs;
        while (any(current)) {
            List<BoundExpr.Call> level = new ArrayList<>();
            List<BoundExpr> next = new ArrayList<>();
            for (BoundExpr e : current) {
                next.add(innermostToColumns(e, width, level));
            }
            node = new ProjectSetNode(node, width, level);
            width += level.size();
            current = next;
        }
        return new Result(node, current);
    }

    /** One past the highest input column any expression reads. */
    private static int widthRead(List<BoundExpr> exprs) {
        int w = 0;
        for (BoundExpr e : exprs) {
            BitSet cols = BoundExprs.columns(e);
            w = Math.max(w, cols.length());
        }
        return w;
    }

    /** {@code e} with each call whose arguments hold no set-returning call replaced by the column it gets. */
    private static BoundExpr innermostToColumns(BoundExpr e, int base, List<BoundExpr.Call> level) {
        if (!SetCalls.contains(e)) {
            return e;
        }
        if (SetCalls.isCall(e) && !any(((BoundExpr.Call) e).args())) {
            BoundExpr.Call c = (BoundExpr.Call) e;
            level.add(c);
            return new BoundExpr.ColumnRef(base + level.size() - 1, c.type(), c.function().name(), "");
        }
        return BoundExprs.mapChildren(e, child -> innermostToColumns(child, base, level));
    }
}
