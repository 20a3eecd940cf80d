package org.lanin.planner.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.lanin.engine.stats.ColumnStatistics;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.engine.type.DataType;

/**
 * A column of known values: its statistics as ANALYZE would compute them from a random sample
 * (or the whole column when it is small), and the true fraction of rows a predicate keeps.
 */
final class Data {
    final List<Object> values;
    final SelectivityColumn column;

    private Data(List<Object> values, SelectivityColumn column) {
        this.values = values;
        this.column = column;
    }

    static Data of(DataType type, List<Object> values, long seed) {
        return of(type, values, 100, seed, false);
    }

    static Data of(DataType type, List<Object> values, int target, long seed, boolean unique) {
        List<Object> sample = sample(values, 300 * target, seed);
        ColumnStatistics s = TableAnalyzer.analyzeSample(type, target, sample, values.size());
        return new Data(values, new SelectivityColumn(s, type, values.size(), unique));
    }

    /** The same column without statistics. */
    SelectivityColumn unanalysed() {
        return new SelectivityColumn(null, column.type(), values.size(), column.unique());
    }

    double truth(Predicate<Object> p) {
        long n = values.stream().filter(v -> v != null && p.test(v)).count();
        return (double) n / values.size();
    }

    private static List<Object> sample(List<Object> values, int k, long seed) {
        if (values.size() <= k) {
            return values;
        }
        SplittableRandom r = new SplittableRandom(seed);
        List<Object> out = new ArrayList<>(k);
        int needed = k;
        for (int i = 0; i < values.size() && needed > 0; i++) {
            if (r.nextInt(values.size() - i) < needed) {
                out.add(values.get(i));
                needed--;
            }
        }
        return out;
    }

    static List<Object> uniform(int n, int distinct, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(1 + r.nextInt(distinct));
        }
        return out;
    }

    static List<Object> zipf(int n, int ranks, long seed) {
        double[] cdf = new double[ranks];
        double sum = 0;
        for (int k = 1; k <= ranks; k++) {
            sum += 1.0 / k;
            cdf[k - 1] = sum;
        }
        SplittableRandom r = new SplittableRandom(seed);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            double u = r.nextDouble() * sum;
            int idx = java.util.Arrays.binarySearch(cdf, u);
            out.add((idx >= 0 ? idx : -idx - 1) + 1);
        }
        return out;
    }

    static List<Object> sequence(int n) {
        List<Object> out = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            out.add(i);
        }
        return out;
    }
}
