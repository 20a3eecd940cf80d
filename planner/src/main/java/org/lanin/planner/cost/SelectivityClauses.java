package org.lanin.planner.cost;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Combining clause estimates (clausesel.c): AND multiplies (the clauses are assumed
 * independent), OR is {@code s1 + s2 - s1*s2}, NOT is {@code 1 - s}. Within an AND, a lower and
 * an upper bound on the same column form a range ({@code x > 10 AND x < 20}), estimated as
 * {@code upper + lower - 1} plus the NULL fraction (both sides excluded the NULLs), as PostgreSQL's
 * addRangeClause does; two bounds on the same side keep the more selective one. Use a
 * {@link Conjunction} to collect the clauses of one AND.
 */
public final class SelectivityClauses {
    private SelectivityClauses() {
    }

    public static double and(double... selectivities) {
        double s = 1.0;
        for (double x : selectivities) {
            s *= x;
        }
        return SelectivityDefaults.clamp(s);
    }

    public static double or(double s1, double s2) {
        return SelectivityDefaults.clamp(s1 + s2 - s1 * s2);
    }

    public static double or(double... selectivities) {
        double s = 0.0;
        for (double x : selectivities) {
            s = s + x - s * x;
        }
        return SelectivityDefaults.clamp(s);
    }

    public static double not(double s) {
        return SelectivityDefaults.clamp(1.0 - s);
    }

    /**
     * A lower bound's and an upper bound's selectivities on one column combined into the range's.
     * If either is the no-statistics default (1/3), the default range estimate 0.005; a result
     * at or below zero is a very tight range (1e-10), or, below -0.01, defaults that were not
     * recognised (0.005).
     */
    static double rangePair(double lower, double upper, double nullFrac) {
        if (lower == SelectivityDefaults.INEQ_SEL || upper == SelectivityDefaults.INEQ_SEL) {
            return SelectivityDefaults.RANGE_INEQ_SEL;
        }
        double s = upper + lower - 1.0 + nullFrac;
        if (s <= 0.0) {
            return s < -0.01 ? SelectivityDefaults.RANGE_INEQ_SEL : 1.0e-10;
        }
        return s;
    }

    /** The clauses of one AND, with range bounds paired per column; {@link #selectivity()} combines them. */
    public static final class Conjunction {
        private double product = 1.0;
        private final Map<Object, Range> ranges = new LinkedHashMap<>();

        private static final class Range {
            private final SelectivityColumn column;
            private double lower = -1;
            private double upper = -1;

            Range(SelectivityColumn column) {
                this.column = column;
            }
        }

        /** Any clause that is not a bound on a column. */
        public Conjunction add(double selectivity) {
            product *= selectivity;
            return this;
        }

        /**
         * A bound on a column: {@code lowerBound} for {@code >}/{@code >=} (column on the left),
         * else an upper bound; {@code selectivity} from {@link SelectivityRange#compare}.
         * {@code columnKey} identifies the column (equal keys: the same column of the same table).
         */
        public Conjunction addBound(Object columnKey, SelectivityColumn column, boolean lowerBound, double selectivity) {
            Range r = ranges.computeIfAbsent(columnKey, k -> new Range(column));
            if (lowerBound) {
                r.lower = r.lower < 0 ? selectivity : Math.min(r.lower, selectivity);
            } else {
                r.upper = r.upper < 0 ? selectivity : Math.min(r.upper, selectivity);
            }
            return this;
        }

        /** The selectivity of the whole AND. */
        public double selectivity() {
            double s = product;
            for (Range r : ranges.values()) {
                if (r.lower >= 0 && r.upper >= 0) {
                    s *= rangePair(r.lower, r.upper, SelectivityNulls.isNull(r.column));
                } else {
                    s *= r.lower >= 0 ? r.lower : r.upper;
                }
            }
            return SelectivityDefaults.clamp(s);
        }
    }
}
