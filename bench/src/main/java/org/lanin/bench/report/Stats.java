package org.lanin.bench.report;

import java.util.Arrays;
import java.util.List;

/** Median, min and max of a sample list (the measured rounds of one engine at one thread count). */
public record Stats(double median, double min, double max, int n) {

    public static Stats of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        int mid = v.length / 2;
        double median = v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
        return new Stats(median, v[0], v[v.length - 1], v.length);
    }
}
