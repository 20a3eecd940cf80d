package org.lanin.engine.type;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import org.lanin.engine.error.LaninException;

/**
 * Result scales of numeric operations after PostgreSQL's {@code numeric.c}. Division follows
 * {@code select_div_scale} exactly (at least 16 significant digits, never fewer decimals than
 * either input); sqrt and integer powers are exact to their PostgreSQL scale; non-integer
 * powers, exp and ln are computed in double precision and rounded to PostgreSQL's scale, so
 * their last digits may differ from PostgreSQL's.
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
        if (x.signum() == 0) {
            return BigDecimal.ZERO.setScale(rscale);
        }
        int intDigits = Math.max(x.precision() - x.scale(), 1);
        return x.sqrt(new MathContext(rscale + intDigits + 4)).setScale(rscale, RoundingMode.HALF_UP);
    }

    public static BigDecimal power(BigDecimal base, BigDecimal exp) {
        if (base.signum() == 0 && exp.signum() < 0) {
            throw LaninException.of(TypeMsg.ZERO_TO_NEGATIVE_POWER);
        }
        boolean integral = exp.signum() == 0 || exp.stripTrailingZeros().scale() <= 0;
        if (base.signum() < 0 && !integral) {
            throw LaninException.of(TypeMsg.NEGATIVE_TO_FRACTIONAL_POWER);
        }
        double log10 = base.signum() == 0 ? 0 : exp.doubleValue() * Math.log10(Math.abs(base.doubleValue()));
        if (log10 > 131072 || log10 < -16383 * 4) {
            throw LaninException.of(TypeMsg.FLOAT_OVERFLOW);
        }
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - (int) log10, Math.max(base.scale(), exp.scale())));
        if (integral && Math.abs(exp.doubleValue()) <= 10_000) {
            int n = exp.intValue();
            BigDecimal r = base.pow(Math.abs(n));
            return n >= 0 ? r.setScale(rscale, RoundingMode.HALF_UP) : BigDecimal.ONE.divide(r, rscale, RoundingMode.HALF_UP);
        }
        return fromDouble(Math.pow(base.doubleValue(), exp.doubleValue()), rscale);
    }

    public static BigDecimal exp(BigDecimal x) {
        double v = x.doubleValue() * 0.434294481903252;
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - (int) v, x.scale()));
        return fromDouble(Math.exp(x.doubleValue()), rscale);
    }

    public static BigDecimal ln(BigDecimal x) {
        checkLogArgument(x);
        double ln = Math.log(x.doubleValue());
        int dweight = ln == 0 ? 0 : (int) Math.log10(Math.abs(ln));
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - dweight, x.scale()));
        return fromDouble(ln, rscale);
    }

    public static BigDecimal log10(BigDecimal x) {
        checkLogArgument(x);
        double l = Math.log10(x.doubleValue());
        double ln = Math.log(x.doubleValue());
        int dweight = ln == 0 ? 0 : (int) Math.log10(Math.abs(ln));
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - dweight, x.scale()));
        return fromDouble(l, rscale);
    }

    static void checkLogArgument(BigDecimal x) {
        if (x.signum() == 0) {
            throw LaninException.of(TypeMsg.LOG_OF_ZERO);
        }
        if (x.signum() < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
    }

    private static BigDecimal fromDouble(double d, int scale) {
        if (Double.isInfinite(d) || Double.isNaN(d)) {
            throw LaninException.of(TypeMsg.FLOAT_OVERFLOW);
        }
        return BigDecimal.valueOf(d).setScale(scale, RoundingMode.HALF_UP);
    }

    private static int clampScale(int s) {
        return Math.min(Math.max(s, 0), MAX_DISPLAY_SCALE);
    }
}
