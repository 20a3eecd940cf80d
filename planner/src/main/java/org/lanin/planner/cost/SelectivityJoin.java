package org.lanin.planner.cost;

import java.util.List;
import org.lanin.engine.stats.ColumnStatistics;
import org.lanin.engine.type.ValueComparators;

/**
 * {@code a.x = b.y} as a join condition (selfuncs.c's eqjoinsel_inner): the fraction of the
 * cross product that matches. When both columns have MCV lists, the lists are matched value by
 * value: matched pairs contribute the product of their frequencies, and the rest is spread over
 * the remaining distinct values from each side's point of view; the smaller of the two
 * estimates wins. Otherwise {@code (1 - nullfrac1)(1 - nullfrac2) / max(nd1, nd2)}. Inner
 * joins only: semi and anti joins (PostgreSQL's eqjoinsel_semi) are not estimated here yet.
 */
public final class SelectivityJoin {
    private SelectivityJoin() {
    }

    public static double equiJoin(SelectivityColumn a, SelectivityColumn b) {
        double nd1 = a.numDistinct();
        double nd2 = b.numDistinct();
        ColumnStatistics s1 = a.stats();
        ColumnStatistics s2 = b.stats();
        double selec;
        if (s1 != null && s2 != null && s1.mcvCount() > 0 && s2.mcvCount() > 0) {
            selec = withMcvs(a, b, nd1, nd2);
        } else {
            selec = (1.0 - a.nullFrac()) * (1.0 - b.nullFrac());
            selec /= Math.max(nd1, nd2);
        }
        return SelectivityDefaults.clamp(selec);
    }

    /**
     * Equality clauses {@code aKeys[i] = bKeys[i]} between two relations, estimated together
     * rather than as independent clauses. A side whose columns hold a unique key of its table
     * ({@code aUnique}) has one row per combination, and the other side is assumed to draw its
     * combinations from it, as from a referenced key: {@code 1 / rows} of the key's table, the
     * estimate PostgreSQL makes when a foreign key matches the clauses. Otherwise each side has
     * at most the product of its columns' distinct counts and at most as many combinations as
     * its table has rows, and the side with fewer finds all of them on the other
     * ({@code 1 / max(nd1, nd2)}, as for one column). Either way only the relations' own
     * columns and tables count, so the estimate is the same whichever join order reaches it.
     */
    public static double multiKey(List<SelectivityColumn> aKeys, List<SelectivityColumn> bKeys,
                                  double aTableRows, double bTableRows, boolean aUnique, boolean bUnique) {
        double nonNull = 1;
        double nd1 = 1;
        double nd2 = 1;
        for (int i = 0; i < aKeys.size(); i++) {
            nd1 *= aKeys.get(i).numDistinct();
            nd2 *= bKeys.get(i).numDistinct();
            nonNull *= (1.0 - aKeys.get(i).nullFrac()) * (1.0 - bKeys.get(i).nullFrac());
        }
        nd1 = Math.max(1, Math.min(nd1, aTableRows));
        nd2 = Math.max(1, Math.min(nd2, bTableRows));
        if (aUnique || bUnique) {
            double key = Math.max(aUnique ? Math.max(1, aTableRows) : 1, bUnique ? Math.max(1, bTableRows) : 1);
            return SelectivityDefaults.clamp(nonNull / key);
        }
        return SelectivityDefaults.clamp(nonNull / Math.max(nd1, nd2));
    }

    private static double withMcvs(SelectivityColumn a, SelectivityColumn b, double nd1, double nd2) {
        ColumnStatistics s1 = a.stats();
        ColumnStatistics s2 = b.stats();
        int n1 = s1.mcvCount();
        int n2 = s2.mcvCount();
        boolean[] matched1 = new boolean[n1];
        boolean[] matched2 = new boolean[n2];
        double matchProdFreq = 0.0;
        int matches = 0;
        for (int i = 0; i < n1; i++) {
            for (int j = 0; j < n2; j++) {
                if (!matched2[j] && equal(a, s1.mcvValue(i), s2.mcvValue(j))) {
                    matched1[i] = true;
                    matched2[j] = true;
                    matchProdFreq += s1.mcvFreq(i) * s2.mcvFreq(j);
                    matches++;
                    break;
                }
            }
        }
        matchProdFreq = SelectivityDefaults.clamp(matchProdFreq);
        double[] f1 = split(s1, matched1);
        double[] f2 = split(s2, matched2);
        double other1 = SelectivityDefaults.clamp(1.0 - s1.nullFrac() - f1[0] - f1[1]);
        double other2 = SelectivityDefaults.clamp(1.0 - s2.nullFrac() - f2[0] - f2[1]);
        double total1 = matchProdFreq;
        if (nd2 > n2) {
            total1 += f1[1] * other2 / (nd2 - n2);
        }
        if (nd2 > matches) {
            total1 += other1 * (other2 + f2[1]) / (nd2 - matches);
        }
        double total2 = matchProdFreq;
        if (nd1 > n1) {
            total2 += f2[1] * other1 / (nd1 - n1);
        }
        if (nd1 > matches) {
            total2 += other2 * (other1 + f1[1]) / (nd1 - matches);
        }
        return Math.min(total1, total2);
    }

    /** {matched frequency, unmatched frequency} of one MCV list. */
    private static double[] split(ColumnStatistics s, boolean[] matched) {
        double m = 0.0;
        double u = 0.0;
        for (int i = 0; i < matched.length; i++) {
            if (matched[i]) {
                m += s.mcvFreq(i);
            } else {
                u += s.mcvFreq(i);
            }
        }
        return new double[] {m, u};
    }

    private static boolean equal(SelectivityColumn a, Object x, Object y) {
        return x.getClass() == y.getClass() ? a.order().compare(x, y) == 0 : ValueComparators.compare(x, y) == 0;
    }
}
