package org.lanin.planner.func;

import java.math.BigDecimal;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.Aggregate;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.NumericMath;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/**
 * PostgreSQL's statistical aggregates. The variance family ({@code var_pop, var_samp, variance,
 * stddev_pop, stddev_samp, stddev}) is numeric over integers and numeric, as
 * numeric_stddev_internal computes it (exact N, sum and sum of squares; the quotient at
 * select_div_scale, the root at that scale), and double precision over real and double precision,
 * accumulated as float8_accum does (the Youngs-Cramer update, so results match PostgreSQL's to the
 * last bit). The regression family ({@code corr, covar_pop, covar_samp, regr_*}) takes (Y, X) in
 * double precision, skips a row where either is NULL, and accumulates as float8_regr_accum.
 */
public final class StatisticalAggregates {
    static final Set<String> VARIANCE = Set.of("var_pop", "var_samp", "variance", "stddev_pop", "stddev_samp", "stddev");
    static final Set<String> REGRESSION = Set.of("corr", "covar_pop", "covar_samp", "regr_avgx", "regr_avgy",
            "regr_count", "regr_intercept", "regr_r2", "regr_slope", "regr_sxx", "regr_sxy", "regr_syy");

    private StatisticalAggregates() {
    }

    /** True for the two-argument (Y, X) aggregates, whose arguments the binder pairs as doubles. */
    public static boolean isRegression(String name) {
        return REGRESSION.contains(name);
    }

    static Aggregates.Resolved variance(String name, DataType arg) {
        TypeKind k = arg == null ? null : arg.kind();
        if (k == null || !(k.isNumeric() || k == TypeKind.UNKNOWN)) {
            throw LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name,
                    arg == null ? "" : arg.displayName());
        }
        boolean sample = !name.endsWith("_pop");
        boolean root = name.startsWith("stddev");
        if (k == TypeKind.REAL || k == TypeKind.DOUBLE) {
            return new Aggregates.Resolved(new DoubleVariance(sample, root), DataType.DOUBLE, DataType.DOUBLE);
        }
        return new Aggregates.Resolved(new NumericVariance(sample, root), DataType.NUMERIC, DataType.NUMERIC);
    }

    static Aggregates.Resolved regression(String name) {
        DataType result = name.equals("regr_count") ? DataType.BIGINT : DataType.DOUBLE;
        return new Aggregates.Resolved(new Regression(name), DataType.DOUBLE, result);
    }

    private static LaninException overflow() {
        return LaninException.of(TypeMsg.FLOAT_OVERFLOW);
    }

    /**
     * N, sum and sum of squares, exact (numeric_accum's state). NaN and the infinities count in N
     * but not in the sums: any of them makes the result NaN, as numeric_stddev_internal's
     * NaNcount / pInfcount / nInfcount do.
     */
    private static final class NumericState {
        long n;
        long specials;
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal sumSquares = BigDecimal.ZERO;
    }

    private static final class NumericVariance implements Aggregate {
        private final boolean sample;
        private final boolean root;

        NumericVariance(boolean sample, boolean root) {
            this.sample = sample;
            this.root = root;
        }

        @Override
        public Object newState() {
            return new NumericState();
        }

        @Override
        public Object accumulate(Object state, Object value) {
            NumericState s = (NumericState) state;
            s.n++;
            if (value instanceof NumericSpecial) {
                s.specials++;
                return s;
            }
            BigDecimal x = (BigDecimal) value;
            s.sum = s.sum.add(x);
            s.sumSquares = s.sumSquares.add(x.multiply(x));
            return s;
        }

        @Override
        public Object finish(Object state) {
            NumericState s = (NumericState) state;
            if (s.n == 0 || sample && s.n <= 1) {
                return null;
            }
            if (s.specials > 0) {
                return NumericSpecial.NAN;
            }
            BigDecimal n = BigDecimal.valueOf(s.n);
            BigDecimal numerator = n.multiply(s.sumSquares).subtract(s.sum.multiply(s.sum));
            if (numerator.signum() <= 0) {
                return BigDecimal.ZERO;
            }
            BigDecimal denominator = n.multiply(sample ? BigDecimal.valueOf(s.n - 1) : n);
            BigDecimal variance = NumericMath.divide(numerator, denominator);
            return root ? NumericMath.sqrt(variance, variance.scale()) : variance;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            NumericState a = (NumericState) state;
            NumericState b = (NumericState) other;
            a.n += b.n;
            a.specials += b.specials;
            a.sum = a.sum.add(b.sum);
            a.sumSquares = a.sumSquares.add(b.sumSquares);
            return a;
        }
    }

    /** float8_accum's state: N, Sx and Sxx (the sum of squared differences from the mean). */
    private static final class DoubleState {
        double n;
        double sx;
        double sxx;
    }

    private static final class DoubleVariance implements Aggregate {
        private final boolean sample;
        private final boolean root;

        DoubleVariance(boolean sample, boolean root) {
            this.sample = sample;
            this.root = root;
        }

        @Override
        public Object newState() {
            return new DoubleState();
        }

        @Override
        public Object accumulate(Object state, Object value) {
            DoubleState s = (DoubleState) state;
            double x = ((Number) value).doubleValue();
            double oldN = s.n;
            double oldSx = s.sx;
            s.n += 1.0;
            s.sx += x;
            if (oldN > 0.0) {
                double tmp = x * s.n - s.sx;
                s.sxx += tmp * tmp / (s.n * oldN);
                if (Double.isInfinite(s.sx) || Double.isInfinite(s.sxx)) {
                    if (!Double.isInfinite(oldSx) && !Double.isInfinite(x)) {
                        throw overflow();
                    }
                    s.sxx = Double.NaN;
                }
            } else if (Double.isNaN(x) || Double.isInfinite(x)) {
                s.sxx = Double.NaN;
            }
            return s;
        }

        @Override
        public Object finish(Object state) {
            DoubleState s = (DoubleState) state;
            if (s.n == 0.0 || sample && s.n <= 1.0) {
                return null;
            }
            double variance = s.sxx / (sample ? s.n - 1.0 : s.n);
            return root ? Math.sqrt(variance) : variance;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            DoubleState a = (DoubleState) state;
            DoubleState b = (DoubleState) other;
            if (b.n == 0.0) {
                return a;
            }
            if (a.n == 0.0) {
                return b;
            }
            double n = a.n + b.n;
            double sx = a.sx + b.sx;
            double tmp = a.sx / a.n - b.sx / b.n;
            a.sxx = a.sxx + b.sxx + a.n * b.n * tmp * tmp / n;
            a.n = n;
            a.sx = sx;
            return a;
        }
    }

    /** float8_regr_accum's state: N, Sx, Sxx, Sy, Syy, Sxy. */
    private static final class RegressionState {
        double n;
        double sx;
        double sxx;
        double sy;
        double syy;
        double sxy;
    }

    private static final class Regression implements Aggregate {
        private final String name;

        Regression(String name) {
            this.name = name;
        }

        @Override
        public Object newState() {
            return new RegressionState();
        }

        /** {@code value}: the (Y, X) pair, both non-null. */
        @Override
        public Object accumulate(Object state, Object value) {
            RegressionState s = (RegressionState) state;
            Object[] pair = (Object[]) value;
            double y = ((Number) pair[0]).doubleValue();
            double x = ((Number) pair[1]).doubleValue();
            double oldN = s.n;
            double oldSx = s.sx;
            double oldSy = s.sy;
            s.n += 1.0;
            s.sx += x;
            s.sy += y;
            if (oldN > 0.0) {
                double tmpX = x * s.n - s.sx;
                double tmpY = y * s.n - s.sy;
                double scale = 1.0 / (s.n * oldN);
                s.sxx += tmpX * tmpX * scale;
                s.syy += tmpY * tmpY * scale;
                s.sxy += tmpX * tmpY * scale;
                if (Double.isInfinite(s.sx) || Double.isInfinite(s.sxx) || Double.isInfinite(s.sy)
                        || Double.isInfinite(s.syy) || Double.isInfinite(s.sxy)) {
                    boolean finiteX = !Double.isInfinite(oldSx) && !Double.isInfinite(x);
                    boolean finiteY = !Double.isInfinite(oldSy) && !Double.isInfinite(y);
                    if ((Double.isInfinite(s.sx) || Double.isInfinite(s.sxx)) && finiteX
                            || (Double.isInfinite(s.sy) || Double.isInfinite(s.syy)) && finiteY
                            || Double.isInfinite(s.sxy) && finiteX && finiteY) {
                        throw overflow();
                    }
                    if (Double.isInfinite(s.sxx)) {
                        s.sxx = Double.NaN;
                    }
                    if (Double.isInfinite(s.syy)) {
                        s.syy = Double.NaN;
                    }
                    if (Double.isInfinite(s.sxy)) {
                        s.sxy = Double.NaN;
                    }
                }
            } else {
                if (Double.isNaN(x) || Double.isInfinite(x)) {
                    s.sxx = Double.NaN;
                    s.sxy = Double.NaN;
                }
                if (Double.isNaN(y) || Double.isInfinite(y)) {
                    s.syy = Double.NaN;
                    s.sxy = Double.NaN;
                }
            }
            return s;
        }

        @Override
        public Object finish(Object state) {
            RegressionState s = (RegressionState) state;
            if (name.equals("regr_count")) {
                return (long) s.n;
            }
            if (s.n < 1.0 || name.equals("covar_samp") && s.n < 2.0) {
                return null;
            }
            return switch (name) {
                case "regr_sxx" -> s.sxx;
                case "regr_syy" -> s.syy;
                case "regr_sxy" -> s.sxy;
                case "regr_avgx" -> s.sx / s.n;
                case "regr_avgy" -> s.sy / s.n;
                case "covar_pop" -> s.sxy / s.n;
                case "covar_samp" -> s.sxy / (s.n - 1.0);
                case "corr" -> s.sxx == 0 || s.syy == 0 ? null : s.sxy / Math.sqrt(s.sxx * s.syy);
                case "regr_r2" -> s.sxx == 0 ? null : s.syy == 0 ? (Object) 1.0 : s.sxy * s.sxy / (s.sxx * s.syy);
                case "regr_slope" -> s.sxx == 0 ? null : s.sxy / s.sxx;
                default -> s.sxx == 0 ? null : (s.sy - s.sx * s.sxy / s.sxx) / s.n; // regr_intercept
            };
        }
    }
}
