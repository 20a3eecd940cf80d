package org.lanin.engine.type;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import org.lanin.engine.error.LaninException;

/**
 * Result scales of numeric operations after PostgreSQL's {@code numeric.c}. Division follows
 * {@code select_div_scale} exactly (at least 16 significant digits, never fewer decimals than
 * either input); sqrt, powers, exp, ln and log are computed in decimal arithmetic and rounded to
 * PostgreSQL 15's result scales ({@link NumericTranscendental}).
 */
public final class NumericMath {
    static final int MIN_SIG_DIGITS = 16;
    static final int MAX_DISPLAY_SCALE = 1000;

    private NumericMath() {
    }

    public static BigDecimal divide(BigDecimal a, BigDecimal b) {
        if (b.signum() == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return a.divide(b, divScale(a, b), RoundingMode.HALF_UP);
    }

    /** PostgreSQL's select_div_scale, with weights and first digits in base 10000. */
    static int divScale(BigDecimal a, BigDecimal b) {
        int w1 = weight(a);
        int w2 = weight(b);
        int qweight = w1 - w2;
        if (firstDigit(a, w1) <= firstDigit(b, w2)) {
            qweight--;
        }
        int rscale = MIN_SIG_DIGITS - qweight * 4;
        rscale = Math.max(rscale, Math.max(a.scale(), b.scale()));
        return Math.min(Math.max(rscale, 0), MAX_DISPLAY_SCALE);
    }

    private static int weight(BigDecimal x) {
        return x.signum() == 0 ? 0 : Math.floorDiv(x.precision() - x.scale() - 1, 4);
    }

    private static int firstDigit(BigDecimal x, int weight) {
        return x.signum() == 0 ? 0 : x.abs().movePointLeft(4 * weight).intValue();
    }

    /** Truncating remainder with the dividend's sign; scale is the larger input scale. */
    public static BigDecimal mod(BigDecimal a, BigDecimal b) {
        if (b.signum() == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return a.remainder(b).setScale(Math.max(a.scale(), b.scale()), RoundingMode.UNNECESSARY);
    }

    public static BigDecimal sqrt(BigDecimal x) {
        if (x.signum() < 0) {
            throw LaninException.of(TypeMsg.SQRT_OF_NEGATIVE);
        }
        int sweight = (weight(x) + 1) * 4 / 2 - 1;
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - sweight, x.scale()));
        return NumericTranscendental.sqrt(x, rscale);
    }

    /** The square root rounded to {@code rscale} digits (PostgreSQL's sqrt_var, as numeric_stddev_internal calls it). */
    public static BigDecimal sqrt(BigDecimal x, int rscale) {
        if (x.signum() < 0) {
            throw LaninException.of(TypeMsg.SQRT_OF_NEGATIVE);
        }
        return NumericTranscendental.sqrt(x, rscale);
    }

    /** numeric_power: integral exponents that fit in an int multiply, others go through exp and ln. */
    public static BigDecimal power(BigDecimal base, BigDecimal exp) {
        if (base.signum() == 0 && exp.signum() < 0) {
            throw LaninException.of(TypeMsg.ZERO_TO_NEGATIVE_POWER);
        }
        boolean integral = exp.signum() == 0 || exp.stripTrailingZeros().scale() <= 0;
        if (base.signum() < 0 && !integral) {
            throw LaninException.of(TypeMsg.NEGATIVE_TO_FRACTIONAL_POWER);
        }
        if (integral && exp.compareTo(INT_MIN) >= 0 && exp.compareTo(INT_MAX) <= 0) {
            return NumericTranscendental.powerInt(base, exp.intValue());
        }
        if (base.signum() < 0) {
            // an integral exponent too large for an int: the sign follows its parity
            BigDecimal r = NumericTranscendental.powerReal(base.negate(), exp);
            return exp.toBigInteger().testBit(0) ? r.negate() : r;
        }
        return NumericTranscendental.powerReal(base, exp);
    }

    private static final BigDecimal INT_MIN = BigDecimal.valueOf(Integer.MIN_VALUE);
    private static final BigDecimal INT_MAX = BigDecimal.valueOf(Integer.MAX_VALUE);

    public static BigDecimal exp(BigDecimal x) {
        return NumericTranscendental.exp(x);
    }

    public static BigDecimal ln(BigDecimal x) {
        return NumericTranscendental.ln(x);
    }

    /** log(x): PostgreSQL's log(10, x). */
    public static BigDecimal log10(BigDecimal x) {
        return NumericTranscendental.log10(x);
    }

    /** log(b, x). */
    public static BigDecimal log(BigDecimal base, BigDecimal x) {
        return NumericTranscendental.log(base, x);
    }

    static void checkLogArgument(BigDecimal x) {
        if (x.signum() == 0) {
            throw LaninException.of(TypeMsg.LOG_OF_ZERO);
        }
        if (x.signum() < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
    }

    private static int clampScale(int s) {
        return Math.min(Math.max(s, 0), MAX_DISPLAY_SCALE);
    }
}
