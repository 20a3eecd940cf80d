package org.lanin.planner.compile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BinaryOperator;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/**
 * Turns bound expressions into closures, once per plan. Each node becomes one lambda that
 * captures its children's lambdas and any per-node constant (comparator, cast target,
 * arithmetic kernel), so evaluation does no type dispatch or tree walking per row.
 */
public final class ExprCompiler {
    private ExprCompiler() {
    }

    public static RowExpr[] compileAll(List<BoundExpr> exprs) {
        RowExpr[] out = new RowExpr[exprs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = compile(exprs.get(i));
        }
        return out;
    }

    /**
     * The closure for {@code e}. Integral and double precision arithmetic, casts and leaves
     * also carry an unboxed form ({@link org.lanin.engine.exec.LongRowExpr},
     * {@link org.lanin.engine.exec.DoubleRowExpr}) that parents and aggregates use.
     */
    public static RowExpr compile(BoundExpr e) {
        if (e == null) {
            return null;
        }
        RowExpr primitive = PrimitiveCompiler.tryCompile(e);
        return primitive != null ? primitive : compileBoxed(e);
    }

    /** The boxed-only closure for {@code e}. */
    static RowExpr compileBoxed(BoundExpr e) {
        if (e instanceof ColumnRef c) {
            int i = c.index();
            return (row, ctx) -> row[i];
        }
        if (e instanceof Literal l) {
            return RowExpr.constant(l.value());
        }
        if (e instanceof OuterRef o) {
            int depth = o.depth();
            int i = o.index();
            return (row, ctx) -> ctx.outerRow(depth)[i];
        }
        if (e instanceof Rebased r) {
            RowExpr in = compile(r.expr());
            int[] sources = r.sources();
            int width = r.width();
            int[] at = r.computedAt();
            RowExpr[] computed = compileAll(r.computed());
            return (row, ctx) -> {
                Object[] rebuilt = new Object[width];
                for (int i = 0; i < width; i++) {
                    if (sources[i] >= 0) {
                        rebuilt[i] = row[sources[i]];
                    }
                }
                for (int i = 0; i < at.length; i++) {
                    rebuilt[at[i]] = computed[i].eval(row, ctx);
                }
                return in.eval(rebuilt, ctx);
            };
        }
        if (e instanceof ExecParam p) {
            int slot = p.slot();
            return (row, ctx) -> ctx.execParam(slot);
        }
        if (e instanceof Param p) {
            return param(p);
        }
        if (e instanceof Cast c) {
            return cast(c);
        }
        if (e instanceof Arith a) {
            return arith(a);
        }
        if (e instanceof Negate n) {
            RowExpr in = compile(n.input());
            return (row, ctx) -> {
                Object v = in.eval(row, ctx);
                return v == null ? null : Arithmetic.negate(v);
            };
        }
        if (e instanceof Compare c) {
            return compare(c);
        }
        return LogicCompiler.compile(e);
    }

    private static RowExpr cast(Cast c) {
        RowExpr in = compile(c.input());
        DataType source = c.input().type();
        DataType target = c.type();
        if (source.kind() == org.lanin.engine.type.TypeKind.UNKNOWN) {
            // An untyped literal carried through a row (INSERT ... SELECT 'x'): read it as text input.
            return (row, ctx) -> {
                Object v = in.eval(row, ctx);
                return v == null ? null : Casts.cast(v, target);
            };
        }
        return (row, ctx) -> {
            Object v = in.eval(row, ctx);
            return v == null ? null : Casts.cast(v, source, target);
        };
    }

    private static RowExpr arith(Arith a) {
        RowExpr l = compile(a.left());
        RowExpr r = compile(a.right());
        BinaryOperator<Object> op = Arithmetic.operator(a.op(), a.left().type(), a.right().type());
        return (row, ctx) -> {
            Object x = l.eval(row, ctx);
            if (x == null) {
                return null;
            }
            Object y = r.eval(row, ctx);
            return y == null ? null : op.apply(x, y);
        };
    }

    /** The comparator for two operands the binder gave a common type (mixed numerics fall back to value comparison). */
    static Comparator<Object> comparatorFor(DataType left, DataType right) {
        if (left.kind() == right.kind()) {
            return ValueComparators.forType(left);
        }
        return ValueComparators::compare;
    }

    /**
     * A parameter's value as its node's type. One extracted literal can be typed differently by two of
     * its uses (a simple CASE's operand compared with WHEN values of several numeric types, BIGINT
     * in one and NUMERIC in another), while the session casts it once, to the last type the binder
     * chose; so a number of another class is cast here, as the folded literal would have been.
     */
    private static RowExpr param(Param p) {
        int i = p.index();
        TypeKind k = p.type().kind();
        if (!PrimitiveCompiler.isNumber(k)) {
            return (row, ctx) -> ctx.param(i);
        }
        Class<?> javaClass = k.javaClass();
        DataType type = p.type();
        return (row, ctx) -> {
            Object v = ctx.param(i);
            return v == null || javaClass.isInstance(v) || !(v instanceof Number) ? v : Casts.cast(v, type);
        };
    }

    private static RowExpr compare(Compare c) {
        RowExpr primitive = PrimitiveCompare.compile(c);
        if (primitive != null) {
            return primitive;
        }
        RowExpr crossType = DateTimestampCompare.compile(c);
        if (crossType != null) {
            return crossType;
        }
        RowExpr l = compile(c.left());
        RowExpr r = compile(c.right());
        Comparator<Object> cmp = comparatorFor(c.left().type(), c.right().type());
        return switch (c.op()) {
            case EQ -> (row, ctx) -> test(l, r, row, ctx, cmp, 0);
            case NE -> (row, ctx) -> test(l, r, row, ctx, cmp, 1);
            case LT -> (row, ctx) -> test(l, r, row, ctx, cmp, 2);
            case LE -> (row, ctx) -> test(l, r, row, ctx, cmp, 3);
            case GT -> (row, ctx) -> test(l, r, row, ctx, cmp, 4);
            case GE -> (row, ctx) -> test(l, r, row, ctx, cmp, 5);
        };
    }

    private static Boolean test(RowExpr l, RowExpr r, Object[] row, org.lanin.engine.exec.ExecContext ctx,
                                Comparator<Object> cmp, int op) {
        Object x = l.eval(row, ctx);
        if (x == null) {
            return null;
        }
        Object y = r.eval(row, ctx);
        if (y == null) {
            return null;
        }
        int c = cmp.compare(x, y);
        return switch (op) {
            case 0 -> c == 0;
            case 1 -> c != 0;
            case 2 -> c < 0;
            case 3 -> c <= 0;
            case 4 -> c > 0;
            default -> c >= 0;
        };
    }

    static List<RowExpr> compileList(List<BoundExpr> exprs) {
        List<RowExpr> out = new ArrayList<>(exprs.size());
        for (BoundExpr b : exprs) {
            out.add(compile(b));
        }
        return out;
    }

    static EngineBug unknown(BoundExpr e) {
        return new EngineBug("no compiler for " + e.getClass().getSimpleName());
    }
}
