package org.lanin.planner.plan;

import java.util.List;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/** Splitting predicates at AND, and telling which expressions do not depend on the row. */
final class Conjuncts {
    private Conjuncts() {
    }

    static void split(BoundExpr e, List<BoundExpr> out) {
        if (e == null) {
            return;
        }
        if (e instanceof Logic l && l.and()) {
            for (BoundExpr a : l.args()) {
                split(a, out);
            }
        } else {
            out.add(e);
        }
    }

    /** True for constants, parameters and casts of them: values an index scan can compute before it starts. */
    static boolean rowIndependent(BoundExpr e) {
        if (e instanceof Literal || e instanceof Param || e instanceof OuterRef) {
            return true;
        }
        if (e instanceof Cast c) {
            return rowIndependent(c.input());
        }
        if (e instanceof Negate n) {
            return rowIndependent(n.input());
        }
        // a nest loop's value for its inner side: fixed for one opening of the scan, so it prunes then
        return e instanceof Clock || e instanceof BoundExpr.ExecParam;
    }
}
