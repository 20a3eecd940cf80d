package org.lanin.engine.type;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import org.lanin.engine.error.LaninException;

/**
 * Conversions between the numeric kinds with PostgreSQL's rounding and range errors:
 * numeric rounds half away from zero, float rounds half to even ({@code rint}), and a value
 * that does not fit raises 22003 naming the target type.
 */
public final class Numbers {
    private static final MathContext DBL_DIG = new MathContext(15, RoundingMode.HALF_EVEN);
    private static final MathContext FLT_DIG = new MathContext(6, RoundingMode.HALF_EVEN);
    private static final BigDecimal LONG_MIN = BigDecimal.valueOf(Long.MIN_VALUE);
    private static final BigDecimal LONG_MAX = BigDecimal.valueOf(Long.MAX_VALUE);

    private Numbers() {
    }

    /**
     * A finite number as numeric. NaN and the infinities have no BigDecimal: code that may meet
     * them reads {@link #toNumeric} or checks first; reaching here with one is 0A000 naming it.
     */
    public static BigDecimal toBigDecimal(Number n) {
        if (n instanceof BigDecimal d) {
            return d;
        }
        if (n instanceof NumericSpecial s) {
            throw LaninException.of(TypeMsg.NUMERIC_SPECIAL_UNSUPPORTED, s, "this operation");
        }
        if (n instanceof Double || n instanceof Float) {
            return fromDouble(n.doubleValue(), n instanceof Float);
        }
        return BigDecimal.valueOf(n.longValue());
    }

    /** Any number as a numeric value: a BigDecimal, or NaN / an infinity as {@link NumericSpecial}. */
    public static Number toNumeric(Number n) {
        if (n instanceof BigDecimal || n instanceof NumericSpecial) {
            return n;
        }
        if (n instanceof Double || n instanceof Float) {
            NumericSpecial s = NumericSpecial.ofDouble(n.doubleValue());
            if (s != null) {
                return s;
            }
        }
        return toBigDecimal(n);
    }

    /**
     * float to numeric as PostgreSQL does it: print with DBL_DIG (15) or FLT_DIG (6) significant
     * digits, so 0.1::float8::numeric is 0.1, not the exact binary value.
     */
    public static BigDecimal fromDouble(double d, boolean isFloat4) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            throw LaninException.of(TypeMsg.NUMERIC_SPECIAL_UNSUPPORTED, NumericSpecial.ofDouble(d), "this operation");
        }
        if (d == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal bd = new BigDecimal(isFloat4 ? (double) (float) d : d).round(isFloat4 ? FLT_DIG : DBL_DIG).stripTrailingZeros();
        return bd.scale() < 0 ? bd.setScale(0) : bd;
    }

    public static short toShort(long v) {
        if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
            throw LaninException.of(TypeMsg.SMALLINT_OUT_OF_RANGE);
        }
        return (short) v;
    }

    public static int toInt(long v) {
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw LaninException.of(TypeMsg.INTEGER_OUT_OF_RANGE);
        }
        return (int) v;
    }

    /** Converts any number to an integral kind's class, rounding like PostgreSQL. */
    public static Object toIntegral(Number n, TypeKind target) {
        if (n instanceof Long && target == TypeKind.BIGINT || n instanceof Integer && target == TypeKind.INTEGER
                || n instanceof Short && target == TypeKind.SMALLINT) {
            return n; // already the target's value: boxing it again was a twentieth of an insert's garbage
        }
        long v;
        if (n instanceof NumericSpecial s) {
            throw s.cannotConvert(target);
        }
        if (n instanceof BigDecimal d) {
            v = numericToLong(d, target);
        } else if (n instanceof Double || n instanceof Float) {
            v = doubleToLong(n.doubleValue(), target);
        } else {
            v = n.longValue();
        }
        return switch (target) {
            case SMALLINT -> toShort(v);
            case INTEGER -> toInt(v);
            default -> v;
        };
    }

    private static long numericToLong(BigDecimal d, TypeKind target) {
        BigDecimal r = d.setScale(0, RoundingMode.HALF_UP);
        if (r.compareTo(LONG_MIN) < 0 || r.compareTo(LONG_MAX) > 0) {
            throw outOfRange(target);
        }
        return r.longValue();
    }

    private static long doubleToLong(double d, TypeKind target) {
        double r = Math.rint(d);
        // 2^63 itself is not representable as a long; NaN fails both tests.
        if (!(r >= -9.223372036854775808E18 && r < 9.223372036854775808E18)) {
            throw outOfRange(target);
        }
        return (long) r;
    }

    static LaninException outOfRange(TypeKind integral) {
        return LaninException.of(switch (integral) {
            case SMALLINT -> TypeMsg.SMALLINT_OUT_OF_RANGE;
            case INTEGER -> TypeMsg.INTEGER_OUT_OF_RANGE;
            default -> TypeMsg.BIGINT_OUT_OF_RANGE;
        });
    }

    /**
     * Numeric typmod: round half away from zero to {@code scale}, then check the precision. NaN
     * fits any typmod; an infinity none (apply_typmod_special).
     */
    public static Number applyTypmod(Number n, DataType t) {
        if (!t.hasLength()) {
            return n;
        }
        if (n instanceof NumericSpecial s) {
            if (s.isNaN()) {
                return s;
            }
            throw LaninException.of(TypeMsg.NUMERIC_FIELD_INFINITE, t.length(), Math.max(t.scale(), 0));
        }
        BigDecimal d = (BigDecimal) n;
        int precision = t.length();
        int scale = Math.max(t.scale(), 0);
        BigDecimal r = d.scale() == scale ? d : d.setScale(scale, RoundingMode.HALF_UP);
        int maxDigits = precision - scale; // negative when the scale exceeds the precision (PostgreSQL 15)
        if (r.signum() != 0 && r.precision() - r.scale() > maxDigits) {
            throw LaninException.of(TypeMsg.NUMERIC_FIELD_OVERFLOW, precision, scale,
                    maxDigits != 0 ? "10^" : "", maxDigits != 0 ? maxDigits : 1);
        }
        return r;
    }

    /** double to real, with PostgreSQL's overflow/underflow checks. */
    public static float toFloat(double d) {
        float f = (float) d;
        if (Float.isInfinite(f) && !Double.isInfinite(d)) {
            throw LaninException.of(TypeMsg.FLOAT_OVERFLOW);
        }
        if (f == 0f && d != 0) {
            throw LaninException.of(TypeMsg.FLOAT_UNDERFLOW);
        }
        return f;
    }

    /** numeric to double, raising 22003 where the value exceeds double's range. */
    public static double toDouble(BigDecimal d) {
        double v = d.doubleValue();
        if (Double.isInfinite(v)) {
            throw LaninException.of(TypeMsg.TEXT_OUT_OF_RANGE_FOR_TYPE, d.toPlainString(), "double precision");
        }
        return v;
    }

    /** Checks a float result: infinity from finite inputs is overflow (PostgreSQL 22003). */
    public static double checkFloat(double r, boolean inputsInfinite, boolean zeroAllowed) {
        if (Double.isInfinite(r) && !inputsInfinite) {
            throw LaninException.of(TypeMsg.FLOAT_OVERFLOW);
        }
        if (r == 0 && !zeroAllowed) {
            throw LaninException.of(TypeMsg.FLOAT_UNDERFLOW);
        }
        return r;
    }
}
