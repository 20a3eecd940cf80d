package org.lanin.planner.compile;

import java.util.function.IntPredicate;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.CompareOp;

/**
 * Comparisons of two integral operands (as longs) or of a double precision operand with any
 * number (as doubles in PostgreSQL's float8 order, NaN above all and -0 = 0): the same answers
 * as {@link ValueComparators}, without boxing either side. The result is a cached Boolean or
 * null, so a WHERE clause allocates nothing per row.
 */
final class PrimitiveCompare {
    private PrimitiveCompare() {
    }

    static RowExpr compile(Compare c) {
        TypeKind lk = c.left().type().kind();
        TypeKind rk = c.right().type().kind();
        IntPredicate test = tester(c.op());
        if (PrimitiveCompiler.isIntegral(lk) && PrimitiveCompiler.isIntegral(rk)) {
            LongFn l = PrimitiveCompiler.longFn(c.left());
            LongFn r = PrimitiveCompiler.longFn(c.right());
            return (row, ctx) -> {
                long x = l.evalLong(row, ctx);
                if (ctx.wasNull()) {
                    return null;
                }
                long y = r.evalLong(row, ctx);
                return ctx.wasNull() ? null : test.test(Long.compare(x, y));
            };
        }
        boolean oneDouble = lk == TypeKind.DOUBLE || rk == TypeKind.DOUBLE;
        if (oneDouble && PrimitiveCompiler.isNumber(lk) && PrimitiveCompiler.isNumber(rk)) {
            DoubleFn l = PrimitiveCompiler.doubleFn(c.left(), false);
            DoubleFn r = PrimitiveCompiler.doubleFn(c.right(), false);
            return (row, ctx) -> {
                double x = l.evalDouble(row, ctx);
                if (ctx.wasNull()) {
                    return null;
                }
                double y = r.evalDouble(row, ctx);
                return ctx.wasNull() ? null : test.test(ValueComparators.compareDouble(x, y));
            };
        }
        return null;
    }

    /** The test of a three-way comparison's result that {@code op} makes. */
    static IntPredicate tester(CompareOp op) {
        return switch (op) {
            case EQ -> r -> r == 0;
            case NE -> r -> r != 0;
            case LT -> r -> r < 0;
            case LE -> r -> r <= 0;
            case GT -> r -> r > 0;
            case GE -> r -> r >= 0;
        };
    }
}
