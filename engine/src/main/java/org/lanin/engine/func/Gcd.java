package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.BIGINT;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.NUMERIC;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.Numbers;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.TypeMsg;

/**
 * gcd/lcm for integer, bigint and numeric. Results are non-negative; a result that does not
 * fit the type (gcd(MIN, 0)) raises 22003. Numeric gcd works on the unscaled integers at the
 * larger input scale, as PostgreSQL's does.
 */
final class Gcd {
    private Gcd() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn("gcd", DataType.INTEGER, (c, a) -> Numbers.toInt(gcdLong((Integer) a[0], (Integer) a[1], true)), INTEGER, INTEGER);
        b.fn("gcd", DataType.BIGINT, (c, a) -> gcdLong((Long) a[0], (Long) a[1], false), BIGINT, BIGINT);
        b.fn("gcd", DataType.NUMERIC, (c, a) -> MathFunctions.special(a) ? NumericSpecial.NAN
                : numeric((BigDecimal) a[0], (BigDecimal) a[1], false), NUMERIC, NUMERIC);
        b.fn("lcm", DataType.INTEGER, (c, a) -> Numbers.toInt(lcmLong((Integer) a[0], (Integer) a[1])), INTEGER, INTEGER);
        b.fn("lcm", DataType.BIGINT, (c, a) -> lcmLong((Long) a[0], (Long) a[1]), BIGINT, BIGINT);
        b.fn("lcm", DataType.NUMERIC, (c, a) -> MathFunctions.special(a) ? NumericSpecial.NAN
                : numeric((BigDecimal) a[0], (BigDecimal) a[1], true), NUMERIC, NUMERIC);
    }

    private static long gcdLong(long a, long b, boolean fromInt) {
        BigInteger g = BigInteger.valueOf(a).gcd(BigInteger.valueOf(b));
        if (g.bitLength() > 63) {
            throw LaninException.of(fromInt ? TypeMsg.INTEGER_OUT_OF_RANGE : TypeMsg.BIGINT_OUT_OF_RANGE);
        }
        return g.longValue();
    }

    private static long lcmLong(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        BigInteger l = BigInteger.valueOf(a).divide(BigInteger.valueOf(a).gcd(BigInteger.valueOf(b))).multiply(BigInteger.valueOf(b)).abs();
        if (l.bitLength() > 63) {
            throw LaninException.of(TypeMsg.BIGINT_OUT_OF_RANGE);
        }
        return l.longValue();
    }

    private static BigDecimal numeric(BigDecimal a, BigDecimal b, boolean lcm) {
        int scale = Math.max(a.scale(), b.scale());
        BigInteger x = a.setScale(scale).unscaledValue();
        BigInteger y = b.setScale(scale).unscaledValue();
        BigInteger g = x.gcd(y);
        BigInteger r = !lcm ? g : x.signum() == 0 || y.signum() == 0 ? BigInteger.ZERO : x.divide(g).multiply(y).abs();
        return new BigDecimal(r, scale);
    }
}
