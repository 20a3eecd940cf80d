package org.lanin.engine.type;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import org.lanin.engine.error.LaninException;

/**
 * exp, ln, log and non-trivial powers of numeric values, computed in decimal arithmetic (never
 * through double) and rounded half away from zero to the result scale PostgreSQL 15's numeric.c
 * chooses: {@code numeric_exp}, {@code numeric_ln} with {@code estimate_ln_dweight},
 * {@code log_var}, {@code power_var} and {@code power_var_int}. Where numeric.c computes with
 * guard digits and rounds intermediate results, this computes each result to well beyond its
 * scale and rounds once, so it is the correctly rounded value; the two agree except in the rare
 * case where PostgreSQL's own result is off by one in its last digit. The recorded answers of
 * PostgreSQL 15 for a range of inputs are checked in the tests.
 *
 * <p>Kernels: exp by halving the argument until it is below 2^-10, a Taylor series, then squaring
 * back; ln by Halley's iteration on exp from a double-precision start (each step triples the
 * correct digits); square roots exactly through {@link BigInteger#sqrt}.
 */
final class NumericTranscendental {
    /** NUMERIC_MIN_SIG_DIGITS. */
    static final int MIN_SIG_DIGITS = 16;
    /** NUMERIC_MAX_DISPLAY_SCALE. */
    static final int MAX_DISPLAY_SCALE = 1000;
    /** NUMERIC_MAX_RESULT_SCALE. */
    static final int MAX_RESULT_SCALE = 2000;
    /** Digits computed beyond what the rounding needs. */
    private static final int GUARD = 12;
    private static final double LOG10_E = 0.434294481903252;

    private NumericTranscendental() {
    }

    static int clampScale(int s) {
        return Math.min(Math.max(s, 0), MAX_DISPLAY_SCALE);
    }

    // ---- the SQL functions ---------------------------------------------------------------------

    static BigDecimal exp(BigDecimal x) {
        double val = x.doubleValue() * LOG10_E;
        val = Math.min(Math.max(val, -MAX_RESULT_SCALE), MAX_RESULT_SCALE);
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - (int) val, x.scale()));
        return expRounded(x, rscale);
    }

    /** exp_var: exp(x) rounded to {@code rscale}; 22003 past e^6000, zero below e^-6000. */
    private static BigDecimal expRounded(BigDecimal x, int rscale) {
        double val = x.doubleValue();
        if (Math.abs(val) >= MAX_RESULT_SCALE * 3) {
            if (val > 0) {
                throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
            }
            return BigDecimal.ZERO.setScale(rscale);
        }
        int resultWeight = (int) Math.floor(val * LOG10_E);
        int digits = Math.max(resultWeight + 1 + rscale, 1) + GUARD;
        return NumericLimits.check(expKernel(x, digits).setScale(rscale, RoundingMode.HALF_UP));
    }

    static BigDecimal ln(BigDecimal x) {
        checkLogArgument(x);
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS - estimateLnDweight(x), x.scale()));
        return lnKernel(x, rscale + GUARD).setScale(rscale, RoundingMode.HALF_UP);
    }

    /** log(x) with one argument: PostgreSQL defines it as log(10, x). */
    static BigDecimal log10(BigDecimal x) {
        return log(BigDecimal.TEN, x);
    }

    /** log_var: log of {@code num} to base {@code base}. */
    static BigDecimal log(BigDecimal base, BigDecimal num) {
        checkLogArgument(base);
        checkLogArgument(num);
        int baseDweight = estimateLnDweight(base);
        int numDweight = estimateLnDweight(num);
        int resultDweight = numDweight - baseDweight;
        int rscale = clampScale(Math.max(Math.max(MIN_SIG_DIGITS - resultDweight, base.scale()), num.scale()));
        BigDecimal lnBase = lnKernel(base, Math.max(rscale + resultDweight - baseDweight + 8, 0) + GUARD);
        BigDecimal lnNum = lnKernel(num, Math.max(rscale + resultDweight - numDweight + 8, 0) + GUARD);
        if (lnBase.signum() == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return lnNum.divide(lnBase, rscale, RoundingMode.HALF_UP);
    }

    /** power_var for an exponent that is not an integer (or does not fit in an int). */
    static BigDecimal powerReal(BigDecimal base, BigDecimal exp) {
        if (base.signum() == 0) {
            return BigDecimal.ZERO.setScale(MIN_SIG_DIGITS);
        }
        if (base.signum() < 0) {
            throw LaninException.of(TypeMsg.NEGATIVE_TO_FRACTIONAL_POWER);
        }
        int lnDweight = estimateLnDweight(base);
        int localRscale = clampScale(8 - lnDweight);
        BigDecimal lnBase = lnKernel(base, localRscale + GUARD).setScale(localRscale, RoundingMode.HALF_UP);
        double val = lnBase.multiply(exp).setScale(localRscale, RoundingMode.HALF_UP).doubleValue();
        if (Math.abs(val) > MAX_RESULT_SCALE * 3.01) {
            if (val > 0) {
                throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
            }
            return BigDecimal.ZERO.setScale(MAX_DISPLAY_SCALE);
        }
        val *= LOG10_E;
        int rscale = clampScale(Math.max(Math.max(MIN_SIG_DIGITS - (int) val, base.scale()), exp.scale()));
        int lnScale = Math.max(rscale + (int) val - lnDweight + 8, 0) + GUARD + digitsOf(exp);
        BigDecimal lnNum = lnKernel(base, lnScale).multiply(exp);
        return expRounded(lnNum, rscale);
    }

    /** power_var_int as PostgreSQL 15 calls it: the result scale is max(16, base's scale). */
    static BigDecimal powerInt(BigDecimal base, int exp) {
        int rscale = clampScale(Math.max(MIN_SIG_DIGITS, base.scale()));
        if (exp == 0) {
            return BigDecimal.ONE.setScale(rscale);
        }
        if (base.signum() == 0) {
            if (exp < 0) {
                throw LaninException.of(TypeMsg.ZERO_TO_NEGATIVE_POWER);
            }
            return BigDecimal.ZERO.setScale(rscale);
        }
        double f = exp * (Math.log10(base.abs().unscaledValue().doubleValue()) - base.scale());
        if (Double.isNaN(f) || Double.isInfinite(f)) {
            f = exp * estimateLog10(base.abs());
        }
        if (f > 3 * Short.MAX_VALUE * 4) {
            throw LaninException.of(TypeMsg.NUMERIC_OVERFLOW);
        }
        if (f + 1 < -rscale) {
            return BigDecimal.ZERO.setScale(rscale);
        }
        int sig = Math.max(1 + rscale + (int) f, 1) + (int) Math.log(Math.abs((double) exp)) + 8 + GUARD;
        MathContext mc = new MathContext(sig, RoundingMode.HALF_EVEN);
        BigDecimal magnitude = Math.abs((long) exp) <= MAX_POW_EXPONENT ? base.pow(Math.abs(exp), mc)
                : powBySquaring(base, Math.abs((long) exp), sig);
        BigDecimal r = exp > 0 ? magnitude.setScale(rscale, RoundingMode.HALF_UP)
                : BigDecimal.ONE.divide(magnitude, new MathContext(sig, RoundingMode.HALF_EVEN))
                        .setScale(rscale, RoundingMode.HALF_UP);
        return NumericLimits.check(r);
    }

    /** BigDecimal.pow(n, mc) refuses exponents beyond this ("Invalid operation"). */
    private static final int MAX_POW_EXPONENT = 999_999_999;

    /**
     * base^n by repeated squaring, as power_var_int does, for exponents BigDecimal.pow refuses:
     * about 2·log2(n) roundings, so 10 digits beyond {@code sig} keep the result exact to it.
     */
    private static BigDecimal powBySquaring(BigDecimal base, long n, int sig) {
        MathContext mc = new MathContext(sig + 10, RoundingMode.HALF_EVEN);
        BigDecimal result = BigDecimal.ONE;
        BigDecimal x = base;
        for (long k = n; k > 0; k >>= 1) {
            if ((k & 1) == 1) {
                result = result.multiply(x, mc);
            }
            if (k > 1) {
                x = x.multiply(x, mc);
            }
        }
        return result.round(new MathContext(sig, RoundingMode.HALF_EVEN));
    }

    /** sqrt_var: the square root rounded half up to {@code rscale}, exactly. */
    static BigDecimal sqrt(BigDecimal x, int rscale) {
        if (x.signum() == 0) {
            return BigDecimal.ZERO.setScale(rscale);
        }
        // floor(sqrt(x) * 10^(rscale+1)) decides the rounding at rscale: the true root's digits
        // beyond it only add, so its last digit is 5 or more exactly when the root rounds up.
        BigInteger n = x.movePointRight(2 * (rscale + 1)).setScale(0, RoundingMode.DOWN).toBigIntegerExact();
        BigInteger root = n.sqrt();
        BigInteger[] qr = root.divideAndRemainder(BigInteger.TEN);
        BigInteger q = qr[1].intValue() >= 5 ? qr[0].add(BigInteger.ONE) : qr[0];
        return new BigDecimal(q, rscale);
    }

    static void checkLogArgument(BigDecimal x) {
        if (x.signum() == 0) {
            throw LaninException.of(TypeMsg.LOG_OF_ZERO);
        }
        if (x.signum() < 0) {
            throw LaninException.of(TypeMsg.LOG_OF_NEGATIVE);
        }
    }

    // ---- estimates, exactly as numeric.c makes them (they choose result scales) -----------------

    /** estimate_ln_dweight: the decimal weight of ln(x), x > 0. */
    static int estimateLnDweight(BigDecimal x) {
        if (x.compareTo(new BigDecimal("0.9")) >= 0 && x.compareTo(new BigDecimal("1.1")) <= 0) {
            BigDecimal d = x.subtract(BigDecimal.ONE);
            // weight * DEC_DIGITS + log10(first base-10000 digit) is the leading decimal position
            return d.signum() == 0 ? 0 : d.precision() - d.scale() - 1;
        }
        int e = x.precision() - x.scale() - 1;
        int weight = Math.floorDiv(e, 4);
        BigDecimal groups = x.movePointLeft(4 * weight);
        int digits = groups.intValue();
        int dweight = weight * 4;
        BigDecimal below = groups.subtract(BigDecimal.valueOf(digits));
        if (below.signum() != 0) {
            digits = digits * 10000 + below.movePointRight(4).intValue();
            dweight -= 4;
        }
        double lnVar = Math.log(digits) + dweight * 2.302585092994046;
        return (int) Math.log10(Math.abs(lnVar));
    }

    private static double estimateLog10(BigDecimal positive) {
        return positive.precision() - positive.scale() - 1;
    }

    private static int digitsOf(BigDecimal x) {
        return Math.max(x.precision() - x.scale(), 0);
    }

    // ---- kernels -----------------------------------------------------------------------------

    /** exp(x) with at least {@code digits} correct significant digits. */
    static BigDecimal expKernel(BigDecimal x, int digits) {
        if (x.signum() == 0) {
            return BigDecimal.ONE;
        }
        // halve k times so |r| < 2^-10; each squaring back doubles the relative error
        int k = Math.max(0, (int) Math.ceil(Math.log(Math.abs(x.doubleValue()) + 1) / Math.log(2))) + 10;
        int p = digits + (int) (k * 0.30103) + 10 + digitsOf(x);
        MathContext mc = new MathContext(p, RoundingMode.HALF_EVEN);
        BigDecimal r = x.divide(BigDecimal.valueOf(2).pow(k), mc);
        BigDecimal sum = BigDecimal.ONE;
        BigDecimal term = BigDecimal.ONE;
        BigDecimal eps = BigDecimal.ONE.movePointLeft(p + 2);
        for (int i = 1; term.abs().compareTo(eps) > 0; i++) {
            term = term.multiply(r, mc).divide(BigDecimal.valueOf(i), mc);
            sum = sum.add(term, mc);
        }
        for (int i = 0; i < k; i++) {
            sum = sum.multiply(sum, mc);
        }
        return sum;
    }

    /** ln(x), x > 0, with an absolute error below 10^-{@code scale}. */
    static BigDecimal lnKernel(BigDecimal x, int scale) {
        if (x.compareTo(BigDecimal.ONE) == 0) {
            return BigDecimal.ZERO;
        }
        double start = Math.log(x.doubleValue());
        if (Double.isInfinite(start) || Double.isNaN(start) || x.doubleValue() == 0) {
            // beyond double's range: x = m * 10^e with m from the leading digits
            int e = x.precision() - x.scale() - 1;
            start = Math.log(x.movePointLeft(e).doubleValue()) + e * Math.log(10);
        }
        BigDecimal y = new BigDecimal(start);
        int p = scale + 10 + digitsOf(y) + 2;
        MathContext mc = new MathContext(p, RoundingMode.HALF_EVEN);
        BigDecimal eps = BigDecimal.ONE.movePointLeft(scale + 4);
        for (int i = 0; i < 64; i++) {
            BigDecimal ey = expKernel(y, p);
            // Halley: y += 2 (x - e^y) / (x + e^y); the step is relative, so exp needs p digits
            BigDecimal step = x.subtract(ey, mc).multiply(BigDecimal.valueOf(2)).divide(x.add(ey, mc), mc);
            y = y.add(step, mc);
            if (step.abs().compareTo(eps) < 0) {
                break;
            }
        }
        return y;
    }
}
