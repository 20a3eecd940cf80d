package org.lanin.planner.compile;

import java.util.Comparator;
import java.util.List;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/** Closures for boolean logic (three-valued), NULL tests, CASE, COALESCE and friends. */
final class LogicCompiler {
    private LogicCompiler() {
    }

    static RowExpr compile(BoundExpr e) {
        if (e instanceof Logic l) {
            RowExpr[] args = ExprCompiler.compileList(l.args()).toArray(new RowExpr[0]);
            return l.and() ? (row, ctx) -> and(args, row, ctx) : (row, ctx) -> or(args, row, ctx);
        }
        if (e instanceof Not n) {
            RowExpr in = ExprCompiler.compile(n.input());
            return (row, ctx) -> {
                Object v = in.eval(row, ctx);
                return v == null ? null : !(Boolean) v;
            };
        }
        if (e instanceof IsNull n) {
            RowExpr in = ExprCompiler.compile(n.input());
            boolean neg = n.negated();
            if (n.input().type().kind() == org.lanin.engine.type.TypeKind.RECORD) {
                // a row IS NULL when every field is, IS NOT NULL when none is (both false for a mixed row)
                return (row, ctx) -> {
                    Object v = in.eval(row, ctx);
                    org.lanin.engine.type.RowValue r = (org.lanin.engine.type.RowValue) v;
                    return neg ? v != null && r.noneNull() : v == null || r.allNull();
                };
            }
            return (row, ctx) -> (in.eval(row, ctx) == null) != neg;
        }
        if (e instanceof IsBool b) {
            RowExpr in = ExprCompiler.compile(b.input());
            Boolean want = b.value();
            boolean neg = b.negated();
            return (row, ctx) -> java.util.Objects.equals(in.eval(row, ctx), want) != neg;
        }
        if (e instanceof Distinct d) {
            return distinct(d);
        }
        if (e instanceof InList in) {
            return inList(in);
        }
        return ConditionalCompiler.compile(e);
    }

    private static Object and(RowExpr[] args, Object[] row, org.lanin.engine.exec.ExecContext ctx) {
        boolean sawNull = false;
        for (RowExpr a : args) {
            Object v = a.eval(row, ctx);
            if (v == null) {
                sawNull = true;
            } else if (!(Boolean) v) {
                return Boolean.FALSE;
            }
        }
        return sawNull ? null : Boolean.TRUE;
    }

    private static Object or(RowExpr[] args, Object[] row, org.lanin.engine.exec.ExecContext ctx) {
        boolean sawNull = false;
        for (RowExpr a : args) {
            Object v = a.eval(row, ctx);
            if (v == null) {
                sawNull = true;
            } else if ((Boolean) v) {
                return Boolean.TRUE;
            }
        }
        return sawNull ? null : Boolean.FALSE;
    }

    private static RowExpr distinct(Distinct d) {
        RowExpr l = ExprCompiler.compile(d.left());
        RowExpr r = ExprCompiler.compile(d.right());
        Comparator<Object> cmp = ExprCompiler.comparatorFor(d.left().type(), d.right().type());
        boolean neg = d.negated();
        return (row, ctx) -> {
            Object x = l.eval(row, ctx);
            Object y = r.eval(row, ctx);
            boolean isDistinct = (x == null || y == null) ? x != y : cmp.compare(x, y) != 0;
            return isDistinct != neg;
        };
    }

    private static RowExpr inList(InList in) {
        RowExpr input = ExprCompiler.compile(in.input());
        RowExpr[] items = ExprCompiler.compileList(in.list()).toArray(new RowExpr[0]);
        Comparator<Object> cmp = ExprCompiler.comparatorFor(in.input().type(),
                in.list().isEmpty() ? in.input().type() : in.list().get(0).type());
        Comparator<Object> any = ValueComparators::compare;
        boolean neg = in.negated();
        return (row, ctx) -> {
            Object v = input.eval(row, ctx);
            if (v == null) {
                return null;
            }
            boolean sawNull = false;
            for (RowExpr item : items) {
                Object x = item.eval(row, ctx);
                if (x == null) {
                    sawNull = true;
                } else if ((x.getClass() == v.getClass() ? cmp : any).compare(v, x) == 0) {
                    return !neg;
                }
            }
            return sawNull ? null : neg;
        };
    }

    static RowExpr[] array(List<BoundExpr> exprs) {
        return ExprCompiler.compileList(exprs).toArray(new RowExpr[0]);
    }
}
