package org.lanin.planner.cost;

import java.util.List;
import org.lanin.engine.stats.ColumnStatistics;

/**
 * {@code column < | <= | > | >= constant} (selfuncs.c's scalarineqsel): the MCVs that satisfy
 * the comparison count with their frequencies; the rest of the non-null rows with the fraction
 * of the histogram below (or above) the constant, found by binary search and linear
 * interpolation inside its bucket ({@link SelectivityScalar}); without a histogram, half of them.
 * Without statistics: 1/3. A two-sided range is {@link #between}.
 *
 * <p>Departure: PostgreSQL replaces the histogram's first or last bound by the column's actual
 * minimum or maximum read from an index (get_actual_variable_range) when the constant falls near
 * an end, which helps for ever-growing keys between ANALYZEs; here the stored bounds are used.
 */
public final class SelectivityRange {
    /** The comparison, with the column on the left. */
    public enum Op {
        LT(false, false), LE(false, true), GT(true, false), GE(true, true);

        final boolean greater;
        final boolean orEqual;

        Op(boolean greater, boolean orEqual) {
            this.greater = greater;
            this.orEqual = orEqual;
        }

        /** The same comparison with the sides swapped: {@code 5 < col} is {@code col > 5}. */
        public Op commuted() {
            return switch (this) {
                case LT -> GT;
                case LE -> GE;
                case GT -> LT;
                case GE -> LE;
            };
        }

        boolean test(int cmp) {
            return switch (this) {
                case LT -> cmp < 0;
                case LE -> cmp <= 0;
                case GT -> cmp > 0;
                case GE -> cmp >= 0;
            };
        }
    }

    private SelectivityRange() {
    }

    /** {@code column op value}; a NULL value matches nothing. */
    public static double compare(SelectivityColumn c, Op op, Object value) {
        if (value == null) {
            return 0.0;
        }
        ColumnStatistics s = c.stats();
        if (s == null) {
            return SelectivityDefaults.INEQ_SEL;
        }
        double mcvSelec = 0.0;
        double sumCommon = 0.0;
        for (int i = 0; i < s.mcvCount(); i++) {
            if (op.test(c.compare(s.mcvValue(i), value))) {
                mcvSelec += s.mcvFreq(i);
            }
            sumCommon += s.mcvFreq(i);
        }
        double histSelec = histogramFraction(c, op, value);
        double selec = 1.0 - s.nullFrac() - sumCommon;
        selec *= histSelec >= 0.0 ? histSelec : 0.5;
        return SelectivityDefaults.clamp(selec + mcvSelec);
    }

    /**
     * {@code lo <(=) column <(=) hi} (BETWEEN is both inclusive): the two one-sided estimates
     * paired as PostgreSQL's clauselist_selectivity pairs them. A NULL bound matches nothing.
     */
    public static double between(SelectivityColumn c, Object lo, boolean loInclusive, Object hi, boolean hiInclusive) {
        if (lo == null || hi == null) {
            return 0.0;
        }
        double lower = compare(c, loInclusive ? Op.GE : Op.GT, lo);
        double upper = compare(c, hiInclusive ? Op.LE : Op.LT, hi);
        return SelectivityClauses.rangePair(lower, upper, SelectivityNulls.isNull(c));
    }

    /**
     * ineq_histogram_selectivity: the fraction of the histogram's population satisfying
     * {@code column op value}, or -1 without a histogram. Estimates are kept a hundredth of a
     * bucket away from 0 and 1: the bounds are approximate and may be stale.
     */
    static double histogramFraction(SelectivityColumn c, Op op, Object value) {
        ColumnStatistics s = c.stats();
        if (s == null || !s.hasHistogram()) {
            return -1.0;
        }
        List<Object> bounds = s.histogramBounds();
        int n = bounds.size();
        int lo = 0;
        int hi = n;
        while (lo < hi) {
            int probe = (lo + hi) >>> 1;
            // the right end of the bucket holding value: the first bound where "<"/"<=" fails or ">"/">=" holds
            boolean lt = op.test(c.compare(bounds.get(probe), value)) != op.greater;
            if (lt) {
                lo = probe + 1;
            } else {
                hi = probe;
            }
        }
        double histFrac;
        if (lo <= 0) {
            histFrac = 0.0;
        } else if (lo >= n) {
            histFrac = 1.0;
        } else {
            histFrac = insideBucket(c, op, value, lo, bounds);
        }
        double selec = op.greater ? 1.0 - histFrac : histFrac;
        double cutoff = 0.01 / (n - 1);
        return Math.max(cutoff, Math.min(1.0 - cutoff, selec));
    }

    /** Fraction of the histogram at or below {@code value}, which lies in bucket [i-1, i]. */
    private static double insideBucket(SelectivityColumn c, Op op, Object value, int i, List<Object> bounds) {
        double eqSelec = 0.0;
        if (i == 1 || op.greater == op.orEqual) {
            double otherDistinct = c.numDistinct() - c.stats().mcvCount();
            if (otherDistinct > 1) {
                eqSelec = 1.0 / otherDistinct;
            }
        }
        double binFrac = 0.5;
        double[] scaled = SelectivityScalar.convert(value, bounds.get(i - 1), bounds.get(i));
        if (scaled != null) {
            double val = scaled[0];
            double low = scaled[1];
            double high = scaled[2];
            if (high <= low) {
                binFrac = 0.5;
            } else if (val <= low) {
                binFrac = 0.0;
            } else if (val >= high) {
                binFrac = 1.0;
            } else {
                binFrac = (val - low) / (high - low);
                if (Double.isNaN(binFrac) || binFrac < 0.0 || binFrac > 1.0) {
                    binFrac = 0.5;
                }
            }
        }
        double histFrac = (i - 1 + binFrac) / (bounds.size() - 1);
        if (i == 1) {
            histFrac += eqSelec * (1.0 - binFrac);
        }
        if (op.greater == op.orEqual) {
            histFrac -= eqSelec;
        }
        return histFrac;
    }
}
