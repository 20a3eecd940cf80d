package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.BIGINT;
import static org.lanin.engine.type.TypeKind.DOUBLE;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.NUMERIC;
import static org.lanin.engine.type.TypeKind.REAL;
import static org.lanin.engine.type.TypeKind.SMALLINT;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.ArithOp;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.NumericMath;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.NumericSpecialMath;
import org.lanin.engine.type.Numbers;
import org.lanin.engine.type.TypeMsg;
import org.lanin.engine.type.ValueComparators;

/**
 * Numeric functions with PostgreSQL's overloads: abs and mod keep the argument type; ceil,
 * floor, round, trunc, sqrt, exp, ln, log, power and sign come in numeric and double variants
 * (an integer argument resolves to double precision, as in PostgreSQL); round and trunc with a
 * scale are numeric only. Float results that overflow raise 22003.
 */
final class MathFunctions {
    private MathFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn("abs", DataType.SMALLINT, (c, a) -> Numbers.toShort(Math.abs((long) (Short) a[0])), SMALLINT);
        b.fn("abs", DataType.INTEGER, (c, a) -> Numbers.toInt(Math.abs((long) (Integer) a[0])), INTEGER);
        b.fn("abs", DataType.BIGINT, (c, a) -> absLong((Long) a[0]), BIGINT);
        b.fn("abs", DataType.NUMERIC, (c, a) -> a[0] instanceof NumericSpecial s ? (s.isNaN() ? s : NumericSpecial.POSITIVE_INFINITY) : num(a, 0).abs(), NUMERIC);
        b.fn("abs", DataType.REAL, (c, a) -> Math.abs((Float) a[0]), REAL);
        b.fn("abs", DataType.DOUBLE, (c, a) -> Math.abs(dbl(a, 0)), DOUBLE);
        b.fn(new String[] {"ceil", "ceiling"}, DataType.DOUBLE, (c, a) -> Math.ceil(dbl(a, 0)), DOUBLE);
        b.fn(new String[] {"ceil", "ceiling"}, DataType.NUMERIC, (c, a) -> special(a) ? a[0] : num(a, 0).setScale(0, RoundingMode.CEILING), NUMERIC);
        b.fn("floor", DataType.DOUBLE, (c, a) -> Math.floor(dbl(a, 0)), DOUBLE);
        b.fn("floor", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : num(a, 0).setScale(0, RoundingMode.FLOOR), NUMERIC);
        b.fn("round", DataType.DOUBLE, (c, a) -> Math.rint(dbl(a, 0)), DOUBLE);
        b.fn("round", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : num(a, 0).setScale(0, RoundingMode.HALF_UP), NUMERIC);
        b.fn("round", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : scaled(num(a, 0), (Integer) a[1], RoundingMode.HALF_UP), NUMERIC, INTEGER);
        b.fn("trunc", DataType.DOUBLE, (c, a) -> truncDouble(dbl(a, 0)), DOUBLE);
        b.fn("trunc", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : num(a, 0).setScale(0, RoundingMode.DOWN), NUMERIC);
        b.fn("trunc", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : scaled(num(a, 0), (Integer) a[1], RoundingMode.DOWN), NUMERIC, INTEGER);
        b.fn("mod", DataType.SMALLINT, (c, a) -> Arithmetic.apply(ArithOp.MODULO, a[0], a[1]), SMALLINT, SMALLINT);
        b.fn("mod", DataType.INTEGER, (c, a) -> Arithmetic.modInt((Integer) a[0], (Integer) a[1]), INTEGER, INTEGER);
        b.fn("mod", DataType.BIGINT, (c, a) -> Arithmetic.modLong((Long) a[0], (Long) a[1]), BIGINT, BIGINT);
        b.fn("mod", DataType.NUMERIC, (c, a) -> special(a) ? NumericSpecialMath.apply(ArithOp.MODULO, (Number) a[0], (Number) a[1])
                : NumericMath.mod(num(a, 0), num(a, 1)), NUMERIC, NUMERIC);
        b.fn("numeric_inc", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : num(a, 0).add(BigDecimal.ONE), NUMERIC);
        b.fn("factorial", DataType.NUMERIC, (c, a) -> factorial((Long) a[0]), BIGINT);
        b.fn("div", DataType.NUMERIC, (c, a) -> special(a) ? NumericSpecialMath.apply(ArithOp.DIVIDE, (Number) a[0], (Number) a[1])
                : div(num(a, 0), num(a, 1)), NUMERIC, NUMERIC);
        String[] power = {"power", "pow"};
        b.fn(power, DataType.DOUBLE, (c, a) -> Arithmetic.power(dbl(a, 0), dbl(a, 1)), DOUBLE, DOUBLE);
        b.fn(power, DataType.NUMERIC, (c, a) -> special(a) ? NumericSpecialMath.power((Number) a[0], (Number) a[1])
                : NumericMath.power(num(a, 0), num(a, 1)), NUMERIC, NUMERIC);
        b.fn("sqrt", DataType.DOUBLE, (c, a) -> sqrt(dbl(a, 0)), DOUBLE);
        b.fn("sqrt", DataType.NUMERIC, (c, a) -> a[0] instanceof NumericSpecial s ? NumericSpecialMath.sqrt(s) : NumericMath.sqrt(num(a, 0)), NUMERIC);
        b.fn("cbrt", DataType.DOUBLE, (c, a) -> Math.cbrt(dbl(a, 0)), DOUBLE);
        b.fn("exp", DataType.DOUBLE, (c, a) -> Numbers.checkFloat(Math.exp(dbl(a, 0)), Double.isInfinite(dbl(a, 0)), true), DOUBLE);
        b.fn("exp", DataType.NUMERIC, (c, a) -> a[0] instanceof NumericSpecial s ? NumericSpecialMath.exp(s) : NumericMath.exp(num(a, 0)), NUMERIC);
        b.fn("ln", DataType.DOUBLE, (c, a) -> Math.log(logArg(dbl(a, 0))), DOUBLE);
        b.fn("ln", DataType.NUMERIC, (c, a) -> a[0] instanceof NumericSpecial s ? NumericSpecialMath.ln(s) : NumericMath.ln(num(a, 0)), NUMERIC);
        String[] log = {"log", "log10"};
        b.fn(log, DataType.DOUBLE, (c, a) -> Math.log10(logArg(dbl(a, 0))), DOUBLE);
        b.fn(log, DataType.NUMERIC, (c, a) -> a[0] instanceof NumericSpecial s ? NumericSpecialMath.ln(s) : NumericMath.log10(num(a, 0)), NUMERIC);
        b.fn("log", DataType.NUMERIC, (c, a) -> special(a) ? NumericSpecialMath.log((Number) a[0], (Number) a[1])
                : NumericMath.log(num(a, 0), num(a, 1)), NUMERIC, NUMERIC);
        b.fn("sign", DataType.DOUBLE, (c, a) -> Math.signum(dbl(a, 0)), DOUBLE);
        b.fn("sign", DataType.NUMERIC, (c, a) -> a[0] instanceof NumericSpecial s ? (s.isNaN() ? s : BigDecimal.valueOf(s.sign()))
                : BigDecimal.valueOf(num(a, 0).signum()), NUMERIC);
        // scale: digits after the point as stored; min_scale: as few as represent the value exactly;
        // trim_scale: the value at min_scale (PostgreSQL 13's numeric functions).
        b.fn("scale", DataType.INTEGER, (c, a) -> special(a) ? null : Math.max(num(a, 0).scale(), 0), NUMERIC);
        b.fn("min_scale", DataType.INTEGER, (c, a) -> special(a) ? null : minScale(num(a, 0)), NUMERIC);
        b.fn("trim_scale", DataType.NUMERIC, (c, a) -> special(a) ? a[0] : num(a, 0).setScale(minScale(num(a, 0))), NUMERIC);
        b.fn("pi", DataType.DOUBLE, (c, a) -> Math.PI);
        b.fn("degrees", DataType.DOUBLE, (c, a) -> Math.toDegrees(dbl(a, 0)), DOUBLE);
        b.fn("radians", DataType.DOUBLE, (c, a) -> Math.toRadians(dbl(a, 0)), DOUBLE);
        b.add(new FunctionDef("random", List.of(), FunctionDef.Variadic.NONE, DataType.DOUBLE, true, Volatility.VOLATILE,
                (c, a) -> c.random().nextDouble()));
        Gcd.register(b);
        for (String name : new String[] {"greatest", "least"}) {
            boolean greatest = name.equals("greatest");
            b.add(new FunctionDef(name, List.of(), FunctionDef.Variadic.COMMON, null, false, Volatility.IMMUTABLE,
                    (c, a) -> extreme(a, greatest)));
        }
    }

    static BigDecimal num(Object[] a, int i) {
        return (BigDecimal) a[i];
    }

    /** Whether a numeric argument is NaN or an infinity, which the BigDecimal kernels do not take. */
    static boolean special(Object[] a) {
        for (Object v : a) {
            if (v instanceof NumericSpecial) {
                return true;
            }
        }
        return false;
    }

    static double dbl(Object[] a, int i) {
        return (Double) a[i];
    }

    private static long absLong(long v) {
        if (v == Long.MIN_VALUE) {
            throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
        }
        return Math.abs(v);
    }

    /** round/trunc to {@code s} decimals; a negative {@code s} rounds left of the point, scale 0. */
    private static BigDecimal scaled(BigDecimal v, int s, RoundingMode mode) {
        BigDecimal r = v.setScale(Math.min(s, NumericMathLimits.MAX_SCALE), mode);
        return r.scale() < 0 ? r.setScale(0) : r;
    }

    private static int minScale(BigDecimal v) {
        return v.signum() == 0 ? 0 : Math.max(v.stripTrailingZeros().scale(), 0);
    }

    /** numeric_fac: 1 up to 1; past 32177! the result has more than numeric's 131072 digits. */
    private static BigDecimal factorial(long n) {
        if (n < 0) {
            throw LaninException.of(TypeMsg.FACTORIAL_OF_NEGATIVE);
        }
        if (n > 32177) {
            throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
        }
        java.math.BigInteger r = java.math.BigInteger.ONE;
        for (long i = 2; i <= n; i++) {
            r = r.multiply(java.math.BigInteger.valueOf(i));
        }
        return new BigDecimal(r);
    }

    private static double truncDouble(double d) {
        return d < 0 ? Math.ceil(d) : Math.floor(d);
    }

    private static BigDecimal div(BigDecimal a, BigDecimal b) {
        if (b.signum() == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return a.divideToIntegralValue(b).setScale(0, RoundingMode.DOWN);
    }

    private static double sqrt(double d) {
        if (d < 0) {
            throw LaninException.of(TypeMsg.SQRT_OF_NEGATIVE);
        }
        return Math.sqrt(d);
    }

    private static double logArg(double d) {
        if (d == 0) {
            throw LaninException.of(TypeMsg.LOG_OF_ZERO);
        }
        if (d < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
        return d;
    }

    /** greatest/least ignore nulls; null only when every argument is null. */
    private static Object extreme(Object[] a, boolean greatest) {
        Object best = null;
        for (Object v : a) {
            if (v != null) {
                int c = best == null ? 0 : ValueComparators.compare(v, best);
                if (best == null || (greatest ? c > 0 : c < 0)) {
                    best = v;
                }
            }
        }
        return best;
    }
}
