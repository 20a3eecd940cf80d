package org.lanin.planner.compile;

import java.util.function.DoubleBinaryOperator;
import java.util.function.LongBinaryOperator;
import org.lanin.engine.exec.DoubleRowExpr;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.LongRowExpr;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.Numbers;
import org.lanin.engine.type.PrimitiveArithmetic;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/**
 * The unboxed forms of integral (smallint, integer, bigint → long) and double precision
 * expressions: leaves, arithmetic, unary minus and numeric casts. Results and errors are the
 * boxed path's ({@link PrimitiveArithmetic} holds the same kernels). NULL travels in the
 * execution context's flag, so the closures keep no state and a plan may run on several
 * threads. A child this class does not specialise (a CASE, a function call) is evaluated
 * boxed and unboxed once; its own allocation stays, the parent's goes.
 */
final class PrimitiveCompiler {
    private PrimitiveCompiler() {
    }

    static boolean isIntegral(TypeKind k) {
        return k == TypeKind.SMALLINT || k == TypeKind.INTEGER || k == TypeKind.BIGINT;
    }

    static boolean isNumber(TypeKind k) {
        return isIntegral(k) || k == TypeKind.DOUBLE || k == TypeKind.REAL || k == TypeKind.NUMERIC;
    }

    /** A {@link LongRowExpr} or {@link DoubleRowExpr} for {@code e}, or null when it has no primitive form. */
    static RowExpr tryCompile(BoundExpr e) {
        boolean leaf = e instanceof ColumnRef || e instanceof Literal || e instanceof Param || e instanceof OuterRef;
        if (!leaf && !(e instanceof Arith || e instanceof Negate || e instanceof Cast)) {
            return null;
        }
        TypeKind k = e.type().kind();
        if (isIntegral(k)) {
            LongFn f = leaf ? longLeaf(e, k) : longComputed(e, k);
            return f == null ? null : new LongNode(leaf ? ExprCompiler.compileBoxed(e) : null, f, k);
        }
        if (k == TypeKind.DOUBLE) {
            DoubleFn f = leaf ? doubleLeaf(e) : doubleComputed(e);
            return f == null ? null : new DoubleNode(leaf ? ExprCompiler.compileBoxed(e) : null, f);
        }
        return null;
    }

    /** The long form of an integral-typed expression, unboxing a child that has none. */
    static LongFn longFn(BoundExpr e) {
        RowExpr r = ExprCompiler.compile(e);
        if (r instanceof LongNode n) {
            return n.fn;
        }
        if (r instanceof LongRowExpr l) {
            return l::evalLong;
        }
        TypeKind k = e.type().kind();
        return (row, ctx) -> readLong(r.eval(row, ctx), ctx, k);
    }

    /**
     * The double form of a numeric-typed expression as an operand of double arithmetic or a
     * comparison with a double; {@code exact} converts numeric like {@link Arithmetic} does
     * (22003 beyond double's range), otherwise like the comparators (BigDecimal#doubleValue).
     */
    static DoubleFn doubleFn(BoundExpr e, boolean exact) {
        TypeKind k = e.type().kind();
        if (isIntegral(k)) {
            LongFn l = longFn(e);
            return (row, ctx) -> l.evalLong(row, ctx);
        }
        RowExpr r = ExprCompiler.compile(e);
        if (r instanceof DoubleNode n) {
            return n.fn;
        }
        if (r instanceof DoubleRowExpr d) {
            return d::evalDouble;
        }
        if (e instanceof Literal l && l.value() instanceof Number n) {
            Double c = constantDouble(n, exact);
            if (c != null) {
                double v = c;
                return (row, ctx) -> {
                    ctx.setWasNull(false);
                    return v;
                };
            }
        }
        return exact ? (row, ctx) -> readDouble(r.eval(row, ctx), ctx, true)
                : (row, ctx) -> readDouble(r.eval(row, ctx), ctx, false);
    }

    private static Double constantDouble(Number n, boolean exact) {
        try {
            return exact ? PrimitiveArithmetic.toDouble(n) : n.doubleValue();
        } catch (RuntimeException e) {
            return null; // out of range: leave the error to execution time, as before
        }
    }

    private static LongFn longLeaf(BoundExpr e, TypeKind k) {
        if (e instanceof ColumnRef c) {
            int i = c.index();
            return (row, ctx) -> readLong(row[i], ctx, k);
        }
        if (e instanceof Literal l) {
            if (l.value() == null) {
                return PrimitiveCompiler::nullLong;
            }
            if (!(l.value() instanceof Integer || l.value() instanceof Long || l.value() instanceof Short)) {
                return null;
            }
            long v = ((Number) l.value()).longValue();
            return (row, ctx) -> {
                ctx.setWasNull(false);
                return v;
            };
        }
        RowExpr r = ExprCompiler.compileBoxed(e);
        return (row, ctx) -> readLong(r.eval(row, ctx), ctx, k);
    }

    private static DoubleFn doubleLeaf(BoundExpr e) {
        if (e instanceof ColumnRef c) {
            int i = c.index();
            return (row, ctx) -> readDouble(row[i], ctx, true);
        }
        if (e instanceof Literal l && l.value() == null) {
            return (row, ctx) -> {
                ctx.setWasNull(true);
                return 0;
            };
        }
        RowExpr r = ExprCompiler.compileBoxed(e);
        return (row, ctx) -> readDouble(r.eval(row, ctx), ctx, true);
    }

    private static long nullLong(Object[] row, ExecContext ctx) {
        ctx.setWasNull(true);
        return 0;
    }

    static long readLong(Object v, ExecContext ctx, TypeKind k) {
        if (v == null) {
            ctx.setWasNull(true);
            return 0;
        }
        ctx.setWasNull(false);
        if (v instanceof Integer i) {
            return i;
        }
        if (v instanceof Long l) {
            return l;
        }
        if (v instanceof Short s) {
            return s;
        }
        return ((Number) Casts.cast(v, DataType.of(k))).longValue();
    }

    static double readDouble(Object v, ExecContext ctx, boolean exact) {
        if (v == null) {
            ctx.setWasNull(true);
            return 0;
        }
        ctx.setWasNull(false);
        if (v instanceof Double d) {
            return d;
        }
        if (v instanceof Number n) {
            return exact ? PrimitiveArithmetic.toDouble(n) : n.doubleValue();
        }
        return (Double) Casts.cast(v, DataType.DOUBLE);
    }

    private static LongFn longComputed(BoundExpr e, TypeKind k) {
        if (e instanceof Arith a) {
            TypeKind ka = a.left().type().kind();
            TypeKind kb = a.right().type().kind();
            if (!isIntegral(ka) || !isIntegral(kb)
                    || Arithmetic.resultType(a.op(), a.left().type(), a.right().type()).kind() != k) {
                return null;
            }
            LongBinaryOperator op = PrimitiveArithmetic.longKernel(a.op(), k);
            return op == null ? null : longBinary(longFn(a.left()), longFn(a.right()), op);
        }
        if (e instanceof Negate n) {
            if (n.input().type().kind() != k) {
                return null;
            }
            LongFn in = longFn(n.input());
            return (row, ctx) -> {
                long v = in.evalLong(row, ctx);
                return ctx.wasNull() ? 0 : PrimitiveArithmetic.negate(v, k);
            };
        }
        Cast c = (Cast) e;
        TypeKind source = c.input().type().kind();
        if (!isIntegral(source)) {
            return null;
        }
        LongFn in = longFn(c.input());
        if (rank(source) <= rank(k)) {
            return in;
        }
        // Narrowing: the range check of Casts (Numbers.toInt / toShort), same errors.
        if (k == TypeKind.SMALLINT) {
            return (row, ctx) -> {
                long v = in.evalLong(row, ctx);
                return ctx.wasNull() ? 0 : Numbers.toShort(v);
            };
        }
        return (row, ctx) -> {
            long v = in.evalLong(row, ctx);
            return ctx.wasNull() ? 0 : Numbers.toInt(v);
        };
    }

    private static int rank(TypeKind k) {
        return k == TypeKind.SMALLINT ? 0 : k == TypeKind.INTEGER ? 1 : 2;
    }

    private static LongFn longBinary(LongFn l, LongFn r, LongBinaryOperator op) {
        return (row, ctx) -> {
            long x = l.evalLong(row, ctx);
            if (ctx.wasNull()) {
                return 0;
            }
            long y = r.evalLong(row, ctx);
            return ctx.wasNull() ? 0 : op.applyAsLong(x, y);
        };
    }

    private static DoubleFn doubleComputed(BoundExpr e) {
        if (e instanceof Arith a) {
            if (!isNumber(a.left().type().kind()) || !isNumber(a.right().type().kind())
                    || Arithmetic.resultType(a.op(), a.left().type(), a.right().type()).kind() != TypeKind.DOUBLE) {
                return null;
            }
            DoubleBinaryOperator op = PrimitiveArithmetic.doubleKernel(a.op());
            return op == null ? null : doubleBinary(doubleFn(a.left(), true), doubleFn(a.right(), true), op);
        }
        if (e instanceof Negate n) {
            if (n.input().type().kind() != TypeKind.DOUBLE) {
                return null;
            }
            DoubleFn in = doubleFn(n.input(), true);
            return (row, ctx) -> -in.evalDouble(row, ctx);
        }
        Cast c = (Cast) e;
        // Casts.cast to double: Double as is, numeric with the 22003 range check, others by doubleValue.
        return isNumber(c.input().type().kind()) ? doubleFn(c.input(), true) : null;
    }

    private static DoubleFn doubleBinary(DoubleFn l, DoubleFn r, DoubleBinaryOperator op) {
        return (row, ctx) -> {
            double x = l.evalDouble(row, ctx);
            if (ctx.wasNull()) {
                return 0;
            }
            double y = r.evalDouble(row, ctx);
            return ctx.wasNull() ? 0 : op.applyAsDouble(x, y);
        };
    }
}
