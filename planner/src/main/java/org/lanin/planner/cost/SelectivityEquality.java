package org.lanin.planner.cost;

import java.util.List;
import org.lanin.engine.stats.ColumnStatistics;

/**
 * Equality estimates (selfuncs.c's eqsel, neqsel and scalararraysel for {@code = ANY} /
 * {@code <> ALL}).
 *
 * <p>{@code column = constant} (var_eq_const): a unique column matches one row; a constant in the
 * MCV list matches its frequency; any other constant shares what the MCVs and NULLs leave equally
 * with the other distinct values, {@code (1 - sum(mcv) - nullfrac) / (n_distinct - n_mcv)}, but
 * never more than the least common MCV. Without statistics: {@code 1 / n_distinct}.
 *
 * <p>{@code column = value not known at plan time} (a parameter; var_eq_non_const):
 * {@code (1 - nullfrac) / n_distinct}, at most the most common value's frequency.
 */
public final class SelectivityEquality {
    private SelectivityEquality() {
    }

    /** {@code column = value}; a NULL value matches nothing. */
    public static double eqConst(SelectivityColumn c, Object value) {
        if (value == null) {
            return 0.0;
        }
        double selec;
        if (c.unique() && c.relTuples() >= 1.0) {
            selec = 1.0 / c.relTuples();
        } else if (c.hasStats()) {
            selec = fromStatistics(c, value);
        } else {
            selec = 1.0 / c.numDistinct();
        }
        return SelectivityDefaults.clamp(selec);
    }

    /** {@code column <> value}: what equality and NULLs leave. */
    public static double neqConst(SelectivityColumn c, Object value) {
        if (value == null) {
            return 0.0;
        }
        return SelectivityDefaults.clamp(1.0 - eqConst(c, value) - c.nullFrac());
    }

    /** {@code column = $1}: a value not known when planning (or another column of the same row). */
    public static double eqUnknown(SelectivityColumn c) {
        double selec;
        if (c.unique() && c.relTuples() >= 1.0) {
            selec = 1.0 / c.relTuples();
        } else if (c.hasStats()) {
            selec = 1.0 - c.nullFrac();
            double nd = c.numDistinct();
            if (nd > 1) {
                selec /= nd;
            }
            ColumnStatistics s = c.stats();
            if (s.mcvCount() > 0 && selec > s.mcvFreq(0)) {
                selec = s.mcvFreq(0);
            }
        } else {
            selec = 1.0 / c.numDistinct();
        }
        return SelectivityDefaults.clamp(selec);
    }

    /** {@code column <> $1}. */
    public static double neqUnknown(SelectivityColumn c) {
        return SelectivityDefaults.clamp(1.0 - eqUnknown(c) - c.nullFrac());
    }

    /**
     * {@code column IN (v1, v2, ...)}: the sum of the equalities when it stays a probability (the
     * values are assumed distinct, so the matches are disjoint), else their independent OR. NULLs
     * in the list match nothing.
     */
    public static double in(SelectivityColumn c, List<?> values) {
        double or = 0.0;
        double disjoint = 0.0;
        for (Object v : values) {
            double s = eqConst(c, v);
            or = or + s - or * s;
            disjoint += s;
        }
        return SelectivityDefaults.clamp(disjoint >= 0.0 && disjoint <= 1.0 ? disjoint : or);
    }

    /**
     * {@code column NOT IN (v1, v2, ...)} ({@code <> ALL}): {@code 1 + sum(neq - 1)} when it stays a
     * probability, else the product of the inequalities. A NULL in the list makes it never true.
     */
    public static double notIn(SelectivityColumn c, List<?> values) {
        double and = 1.0;
        double disjoint = 1.0;
        for (Object v : values) {
            double s = neqConst(c, v);
            and *= s;
            disjoint += s - 1.0;
        }
        return SelectivityDefaults.clamp(disjoint >= 0.0 && disjoint <= 1.0 ? disjoint : and);
    }

    private static double fromStatistics(SelectivityColumn c, Object value) {
        ColumnStatistics s = c.stats();
        for (int i = 0; i < s.mcvCount(); i++) {
            if (c.compare(s.mcvValue(i), value) == 0) {
                return s.mcvFreq(i);
            }
        }
        double selec = SelectivityDefaults.clamp(1.0 - s.mcvFreqSum() - s.nullFrac());
        double otherDistinct = c.numDistinct() - s.mcvCount();
        if (otherDistinct > 1) {
            selec /= otherDistinct;
        }
        if (s.mcvCount() > 0 && selec > s.mcvFreq(s.mcvCount() - 1)) {
            selec = s.mcvFreq(s.mcvCount() - 1);
        }
        return selec;
    }
}
