package org.lanin.planner.compile;

import java.util.Comparator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/** Closures for CASE, COALESCE, NULLIF, GREATEST/LEAST and LIKE. */
final class ConditionalCompiler {
    private ConditionalCompiler() {
    }

    static RowExpr compile(BoundExpr e) {
        if (e instanceof Case c) {
            RowExpr[] whens = LogicCompiler.array(c.whens());
            RowExpr[] thens = LogicCompiler.array(c.thens());
            RowExpr otherwise = c.otherwise() == null ? RowExpr.constant(null) : ExprCompiler.compile(c.otherwise());
            return (row, ctx) -> {
                for (int i = 0; i < whens.length; i++) {
                    if (whens[i].eval(row, ctx) == Boolean.TRUE) {
                        return thens[i].eval(row, ctx);
                    }
                }
                return otherwise.eval(row, ctx);
            };
        }
        if (e instanceof Coalesce c) {
            RowExpr[] args = LogicCompiler.array(c.args());
            return (row, ctx) -> {
                for (RowExpr a : args) {
                    Object v = a.eval(row, ctx);
                    if (v != null) {
                        return v;
                    }
                }
                return null;
            };
        }
        if (e instanceof NullIf n) {
            RowExpr l = ExprCompiler.compile(n.left());
            RowExpr r = ExprCompiler.compile(n.right());
            Comparator<Object> cmp = ExprCompiler.comparatorFor(n.left().type(), n.right().type());
            return (row, ctx) -> {
                Object x = l.eval(row, ctx);
                Object y = r.eval(row, ctx);
                return x != null && y != null && cmp.compare(x, y) == 0 ? null : x;
            };
        }
        if (e instanceof Extreme x) {
            RowExpr[] args = LogicCompiler.array(x.args());
            Comparator<Object> cmp = ValueComparators.forType(x.type());
            boolean greatest = x.greatest();
            return (row, ctx) -> {
                Object best = null;
                for (RowExpr a : args) {
                    Object v = a.eval(row, ctx);
                    if (v != null && (best == null || (cmp.compare(v, best) > 0) == greatest && cmp.compare(v, best) != 0)) {
                        best = v;
                    }
                }
                return best;
            };
        }
        if (e instanceof Like l) {
            return LikeCompiler.compile(l);
        }
        return CallCompiler.compile(e);
    }
}
