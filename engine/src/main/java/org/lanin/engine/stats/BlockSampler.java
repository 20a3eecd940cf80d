package org.lanin.engine.stats;

import java.util.SplittableRandom;

/**
 * Chooses {@code n} of {@code N} pages uniformly at random, in increasing order, in one pass:
 * Knuth's Algorithm S (TAOCP 3.4.2), as PostgreSQL's BlockSampler (utils/misc/sampling.c).
 * ANALYZE reads only the chosen pages, so its cost is bounded by the sample size, not the table.
 */
final class BlockSampler {
    private final int total;
    private final int wanted;
    private final SplittableRandom random;
    private int next;
    private int chosen;

    BlockSampler(int totalPages, int wantedPages, SplittableRandom random) {
        this.total = totalPages;
        this.wanted = wantedPages;
        this.random = random;
    }

    boolean hasMore() {
        return next < total && chosen < wanted;
    }

    /** The next chosen page; call only while {@link #hasMore()}. */
    int nextPage() {
        int remaining = total - next;
        int needed = wanted - chosen;
        if (needed >= remaining) {
            chosen++;
            return next++;
        }
        double v = random.nextDouble();
        double skip = 1.0 - (double) needed / remaining;
        while (v < skip) {
            next++;
            remaining--;
            skip *= 1.0 - (double) needed / remaining;
        }
        chosen++;
        return next++;
    }

    /** Pages chosen so far. */
    int chosen() {
        return chosen;
    }
}
