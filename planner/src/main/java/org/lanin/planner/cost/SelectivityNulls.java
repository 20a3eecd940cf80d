package org.lanin.planner.cost;

import org.lanin.engine.stats.ColumnStatistics;

/**
 * NULL tests and boolean columns (selfuncs.c's nulltestsel, boolvarsel, booltestsel): from the
 * NULL fraction and, for booleans, the MCV list's frequency of true or false; without
 * statistics 0.005 for IS NULL and one half for a boolean.
 */
public final class SelectivityNulls {
    /** The boolean tests {@code IS [NOT] TRUE | FALSE | UNKNOWN}. */
    public enum BoolTest { IS_TRUE, IS_NOT_TRUE, IS_FALSE, IS_NOT_FALSE, IS_UNKNOWN, IS_NOT_UNKNOWN }

    private SelectivityNulls() {
    }

    public static double isNull(SelectivityColumn c) {
        return c.hasStats() ? c.nullFrac() : SelectivityDefaults.UNK_SEL;
    }

    public static double isNotNull(SelectivityColumn c) {
        return c.hasStats() ? SelectivityDefaults.clamp(1.0 - c.nullFrac()) : SelectivityDefaults.NOT_UNK_SEL;
    }

    /** A boolean column as a whole condition ({@code WHERE active}): as {@code active = true}. */
    public static double booleanColumn(SelectivityColumn c) {
        return c.hasStats() ? SelectivityEquality.eqConst(c, Boolean.TRUE) : SelectivityDefaults.BOOL_SEL;
    }

    /** {@code column IS [NOT] TRUE | FALSE | UNKNOWN} on a boolean column. */
    public static double booleanTest(SelectivityColumn c, BoolTest test) {
        ColumnStatistics s = c.stats();
        if (s == null) {
            return switch (test) {
                case IS_UNKNOWN -> SelectivityDefaults.UNK_SEL;
                case IS_NOT_UNKNOWN -> SelectivityDefaults.NOT_UNK_SEL;
                case IS_TRUE, IS_NOT_FALSE -> SelectivityDefaults.BOOL_SEL;
                case IS_FALSE, IS_NOT_TRUE -> 1.0 - SelectivityDefaults.BOOL_SEL;
            };
        }
        double nulls = s.nullFrac();
        if (s.mcvCount() == 0) {
            return SelectivityDefaults.clamp(switch (test) {
                case IS_UNKNOWN -> nulls;
                case IS_NOT_UNKNOWN -> 1.0 - nulls;
                case IS_TRUE, IS_FALSE -> (1.0 - nulls) / 2.0;
                case IS_NOT_TRUE, IS_NOT_FALSE -> (nulls + 1.0) / 2.0;
            });
        }
        double trues = Boolean.TRUE.equals(s.mcvValue(0)) ? s.mcvFreq(0) : 1.0 - s.mcvFreq(0) - nulls;
        double falses = 1.0 - trues - nulls;
        return SelectivityDefaults.clamp(switch (test) {
            case IS_UNKNOWN -> nulls;
            case IS_NOT_UNKNOWN -> 1.0 - nulls;
            case IS_TRUE -> trues;
            case IS_NOT_TRUE -> 1.0 - trues;
            case IS_FALSE -> falses;
            case IS_NOT_FALSE -> 1.0 - falses;
        });
    }
}
