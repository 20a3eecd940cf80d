package org.lanin.planner.physical;

import java.util.ArrayList;
import java.util.List;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.SubqueryPlan;

/** The subqueries inside a node's expressions, in the order EXPLAIN numbers them. */
final class Subplans {
    private Subplans() {
    }

    static List<SubqueryPlan> of(BoundExpr... exprs) {
        List<SubqueryPlan> out = new ArrayList<>();
        for (BoundExpr e : exprs) {
            if (e != null) {
                BoundExprs.collectSubqueries(e, out);
            }
        }
        return out;
    }

    static List<SubqueryPlan> of(List<BoundExpr> exprs) {
        return of(exprs.toArray(new BoundExpr[0]));
    }
}
