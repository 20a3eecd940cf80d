package org.lanin.planner.compile;

import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.func.LikeMatcher;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Like;

/** LIKE / ILIKE: a constant pattern is compiled once per plan, others once per row. */
final class LikeCompiler {
    private LikeCompiler() {
    }

    static RowExpr compile(Like l) {
        RowExpr input = ExprCompiler.compile(l.input());
        boolean neg = l.negated();
        boolean ci = l.caseInsensitive();
        String escape = l.escape() instanceof BoundExpr.Literal lit ? (String) lit.value() : "\\";
        if (l.pattern() instanceof BoundExpr.Literal lit && lit.value() != null) {
            LikeMatcher m = LikeMatcher.compile((String) lit.value(), escape, ci);
            return (row, ctx) -> {
                Object v = input.eval(row, ctx);
                return v == null ? null : m.matches((String) v) != neg;
            };
        }
        RowExpr pattern = ExprCompiler.compile(l.pattern());
        return (row, ctx) -> {
            Object v = input.eval(row, ctx);
            Object p = pattern.eval(row, ctx);
            if (v == null || p == null) {
                return null;
            }
            return LikeMatcher.compile((String) p, escape, ci).matches((String) v) != neg;
        };
    }
}
