package org.lanin.engine.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Seeded value distributions for the statistics tests. */
final class Distributions {
    private Distributions() {
    }

    /** {@code n} draws of a Zipf(s = 1) distribution over ranks 1..{@code ranks}. */
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
            int lo = 0;
            int hi = ranks - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (cdf[mid] < u) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            out.add(lo + 1);
        }
        return out;
    }

    /** {@code n} uniform draws from 1..{@code distinct}. */
    static List<Object> uniform(int n, int distinct, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Object> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(1 + r.nextInt(distinct));
        }
        return out;
    }

    /** A uniform random sample (without replacement) of {@code k} of {@code population}'s elements, in their order. */
    static List<Object> sample(List<Object> population, int k, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Object> out = new ArrayList<>(k);
        int needed = k;
        for (int i = 0; i < population.size() && needed > 0; i++) {
            if (r.nextInt(population.size() - i) < needed) {
                out.add(population.get(i));
                needed--;
            }
        }
        return out;
    }
}
