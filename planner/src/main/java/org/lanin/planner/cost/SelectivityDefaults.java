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

    /** PostgreSQL's DEFAULT_CONTAIN_SEL (array_selfuncs.c: arraycontsel without element statistics). */
    public static final double CONTAIN_SEL = 0.005;
    /** PostgreSQL's DEFAULT_MATCHING_SEL (selfuncs.c: matchingsel, jsonb's @> ? ?| ?& without statistics). */
    public static final double MATCHING_SEL = 0.010;
    /** PostgreSQL's DEFAULT_TS_MATCH_SEL (tsvector_op.c: tsmatchsel). */
    public static final double TS_MATCH_SEL = 0.005;

    /**
     * The estimate of a containment / existence / text-search operator with left operand of
     * {@code left}'s type, or null for another operator: PostgreSQL's defaults (Lanin's ANALYZE
     * gathers no element statistics, so they are what PostgreSQL itself falls back to).
     */
    public static Double containment(String op, org.lanin.engine.type.DataType left) {
        return switch (op) {
            case "@>", "<@", "&&" -> left.isArray() ? CONTAIN_SEL
                    : left.kind() == org.lanin.engine.type.TypeKind.JSONB ? MATCHING_SEL : null;
            case "?", "?|", "?&" -> MATCHING_SEL;
            case "@@" -> TS_MATCH_SEL;
            default -> null;
        };
    }
}
