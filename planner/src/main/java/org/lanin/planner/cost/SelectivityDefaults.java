package org.lanin.planner.cost;

/**
 * The guesses PostgreSQL makes without statistics (src/include/utils/selfuncs.h) and its two
 * clamps. Every estimator here falls back on these, so an unanalysed table is planned as
 * PostgreSQL would plan it.
 */
public final class SelectivityDefaults {
    /** column = value. */
    public static final double EQ_SEL = 0.005;
    /** column < value (and the other inequalities). */
    public static final double INEQ_SEL = 1.0 / 3.0;
    /** lo < column < hi, a pair of inequalities on one column. */
    public static final double RANGE_INEQ_SEL = 0.005;
    /** LIKE and other pattern matches. */
    public static final double MATCH_SEL = 0.005;
    /** Distinct values of a column of a table of unknown size. */
    public static final double NUM_DISTINCT = 200;
    /** IS NULL (IS UNKNOWN). */
    public static final double UNK_SEL = 0.005;
    /** IS NOT NULL. */
    public static final double NOT_UNK_SEL = 1.0 - UNK_SEL;
    /** A boolean column used as a condition. */
    public static final double BOOL_SEL = 0.5;

    private SelectivityDefaults() {
    }

    /** CLAMP_PROBABILITY: into [0, 1]; NaN reads as 0. */
    public static double clamp(double p) {
        if (!(p >= 0.0)) {
            return 0.0;
        }
        return Math.min(p, 1.0);
    }

    /** clamp_row_est: a row count rounded to a whole number, at least 1. */
    public static double clampRows(double rows) {
        if (!(rows > 1.0)) {
            return 1.0;
        }
        return Math.rint(rows);
    }
}
