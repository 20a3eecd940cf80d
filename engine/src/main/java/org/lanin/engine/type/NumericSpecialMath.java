package org.lanin.engine.type;

import java.math.BigDecimal;
import org.lanin.engine.error.LaninException;

/**
 * numeric arithmetic where an operand is NaN or an infinity, following PostgreSQL 14's numeric.c:
 * NaN in gives NaN out (except {@code NaN ^ 0} and {@code 1 ^ NaN}, which are 1), an undefined
 * result ({@code Inf - Inf}, {@code Inf * 0}, {@code Inf / Inf}, {@code Inf % x}) is NaN, and the
 * errors a finite operand would raise still come first (division by zero, zero to a negative
 * power, the logarithm of a negative number). Each method expects at least one operand special.
 */
public final class NumericSpecialMath {
    private NumericSpecialMath() {
    }

    /** -1, 0 or 1 for a number or an infinity (numeric_sign_internal); NaN is not asked. */
    private static int sign(Number v) {
        return v instanceof NumericSpecial s ? s.sign() : ((BigDecimal) v).signum();
    }

    private static boolean isNaN(Number v) {
        return v instanceof NumericSpecial s && s.isNaN();
    }

    /** {@code a op b} for + - * / %; {@code div()} answers as {@code /} does. */
    public static Number apply(ArithOp op, Number a, Number b) {
        if (isNaN(a) || isNaN(b)) {
            return op == ArithOp.POWER ? power(a, b) : NumericSpecial.NAN;
        }
        return switch (op) {
            case ADD -> add(a, b);
            case SUBTRACT -> add(a, negate(b));
            case MULTIPLY -> multiply(a, b);
            case DIVIDE -> divide(a, b);
            case MODULO -> modulo(a, b);
            case POWER -> power(a, b);
            case CONCAT -> throw new org.lanin.engine.error.EngineBug("numeric ||");
        };
    }

    public static Number negate(Number v) {
        if (v instanceof NumericSpecial s) {
            return s.isNaN() ? s : NumericSpecial.infinity(-s.sign());
        }
        return ((BigDecimal) v).negate();
    }

    private static Number add(Number a, Number b) {
        if (a instanceof NumericSpecial x && b instanceof NumericSpecial y) {
            return x == y ? x : NumericSpecial.NAN;
        }
        return a instanceof NumericSpecial ? a : b;
    }

    private static Number multiply(Number a, Number b) {
        int s = sign(a) * sign(b);
        return s == 0 ? NumericSpecial.NAN : NumericSpecial.infinity(s);
    }

    private static Number divide(Number a, Number b) {
        if (a instanceof NumericSpecial x) {
            if (b instanceof NumericSpecial) {
                return NumericSpecial.NAN;
            }
            int s = sign(b);
            if (s == 0) {
                throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
            }
            return NumericSpecial.infinity(x.sign() * s);
        }
        return BigDecimal.ZERO; // finite / infinity
    }

    private static Number modulo(Number a, Number b) {
        if (a instanceof NumericSpecial) {
            if (sign(b) == 0) {
                throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
            }
            return NumericSpecial.NAN;
        }
        return a; // finite % infinity
    }

    /**
     * numeric_power with a special operand. Past the NaN rules and the errors, the result is
     * POSIX pow()'s, which depends only on the base's sign and whether its magnitude is below,
     * at or above 1, and on the exponent's sign and parity: those classes are read through
     * representative doubles.
     */
    public static Number power(Number base, Number exp) {
        if (isNaN(base)) {
            return !(exp instanceof NumericSpecial) && sign(exp) == 0 ? BigDecimal.ONE : NumericSpecial.NAN;
        }
        if (isNaN(exp)) {
            return base instanceof BigDecimal d && d.compareTo(BigDecimal.ONE) == 0 ? BigDecimal.ONE : NumericSpecial.NAN;
        }
        if (sign(base) == 0 && sign(exp) < 0) {
            throw LaninException.of(TypeMsg.ZERO_TO_NEGATIVE_POWER);
        }
        if (sign(base) < 0 && exp instanceof BigDecimal e && !isIntegral(e)) {
            throw LaninException.of(TypeMsg.NEGATIVE_TO_FRACTIONAL_POWER);
        }
        double b = representative(base);
        if (Math.abs(b) == 1 && exp instanceof NumericSpecial) {
            return BigDecimal.ONE; // pow(+-1, +-Inf) = 1 in POSIX (Java's Math.pow says NaN)
        }
        double r = Math.pow(b, exp instanceof BigDecimal e ? exponentRepresentative(e) : exp.doubleValue());
        NumericSpecial s = NumericSpecial.ofDouble(r);
        return s != null ? s : r == 0 ? BigDecimal.ZERO : BigDecimal.ONE;
    }

    private static boolean isIntegral(BigDecimal e) {
        return e.signum() == 0 || e.stripTrailingZeros().scale() <= 0;
    }

    private static double representative(Number base) {
        if (base instanceof NumericSpecial s) {
            return s.doubleValue();
        }
        BigDecimal d = (BigDecimal) base;
        int c = d.abs().compareTo(BigDecimal.ONE);
        return d.signum() * (d.signum() == 0 ? 0 : c < 0 ? 0.5 : c == 0 ? 1 : 2);
    }

    private static double exponentRepresentative(BigDecimal e) {
        if (!isIntegral(e)) {
            return e.signum() * 0.5;
        }
        return e.signum() * (e.signum() == 0 ? 0 : e.toBigInteger().testBit(0) ? 3 : 2);
    }

    /** sqrt: NaN and Infinity are their own roots; -Infinity is negative. */
    public static Number sqrt(NumericSpecial x) {
        if (x.sign() < 0) {
            throw LaninException.of(TypeMsg.SQRT_OF_NEGATIVE);
        }
        return x;
    }

    /** exp: e^-Infinity is 0. */
    public static Number exp(NumericSpecial x) {
        return x.sign() < 0 ? BigDecimal.ZERO : x;
    }

    /** ln and log10: of Infinity is Infinity; of -Infinity an error. */
    public static Number ln(NumericSpecial x) {
        if (x.sign() < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
        return x;
    }

    /** log(base, x) where one is special (numeric_log). */
    public static Number log(Number base, Number x) {
        if (isNaN(base) || isNaN(x)) {
            return NumericSpecial.NAN;
        }
        if (sign(base) < 0 || sign(x) < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
        if (sign(base) == 0 || sign(x) == 0) {
            throw LaninException.of(TypeMsg.LOG_OF_ZERO);
        }
        if (base instanceof NumericSpecial) {
            return x instanceof NumericSpecial ? NumericSpecial.NAN : BigDecimal.ZERO;
        }
        return NumericSpecial.POSITIVE_INFINITY;
    }
}
