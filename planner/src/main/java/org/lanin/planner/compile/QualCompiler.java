package org.lanin.planner.compile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.BoundExprs;

/**
 * A condition a node filters its rows by (a qual list, in PostgreSQL's words): only TRUE keeps
 * a row, so the AND-ed parts are evaluated cheapest first and evaluation stops at the first part
 * that is not TRUE, NULL included (PostgreSQL's order_qual_clauses and ExecQual). Beyond speed
 * this decides which parts a row never evaluates: {@code a <> ALL ('{-1,NULL}') AND a <> b / 0}
 * stops at the first part, which is never TRUE. The closure answers FALSE where three-valued
 * logic would say NULL; callers test for TRUE only.
 */
public final class QualCompiler {
    /** Per-row cost of a subquery relative to one operator: PostgreSQL costs SubPlans by their plans. */
    private static final double SUBQUERY_COST = 1_000;

    private QualCompiler() {
    }

    public static RowExpr compile(BoundExpr condition) {
        if (!(condition instanceof Logic l) || !l.and()) {
            return ExprCompiler.compile(condition);
        }
        List<BoundExpr> parts = new ArrayList<>(l.args());
        parts.sort(Comparator.comparingDouble(QualCompiler::cost)); // stable: equal costs keep their order
        RowExpr[] compiled = ExprCompiler.compileAll(parts).clone();
        return (row, ctx) -> {
            for (RowExpr part : compiled) {
                if (!Boolean.TRUE.equals(part.eval(row, ctx))) {
                    return Boolean.FALSE;
                }
            }
            return Boolean.TRUE;
        };
    }

    /** Operators and function calls counted once each (cpu_operator_cost units); IN lists by half their length. */
    static double cost(BoundExpr e) {
        if (BoundExprs.isSubquery(e)) {
            return SUBQUERY_COST;
        }
        double own = 0;
        if (e instanceof Arith || e instanceof Negate || e instanceof Compare || e instanceof Cast || e instanceof Like
                || e instanceof Call || e instanceof Distinct || e instanceof NullIf) {
            own = 1;
        } else if (e instanceof Extreme x) {
            own = x.args().size();
        } else if (e instanceof InList in) {
            own = Math.max(1, in.list().size() * 0.5);
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            own += cost(child);
        }
        return own;
    }
}
