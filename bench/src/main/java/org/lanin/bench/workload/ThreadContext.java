package org.lanin.bench.workload;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What one worker thread of one sample gets: its index, the thread count, a random source seeded
 * only by (workload, thread count, round, thread) so every engine sees the same keys, and a
 * counter shared by all threads of the sample (for serial-like keys).
 */
public record ThreadContext(int thread, int threads, SplittableRandom random, AtomicLong sequence) {

    /** The fixed seed for one thread of one sample; engines differ only in what runs the keys. */
    public static long seed(String workload, int threads, int round, int thread) {
        long h = 0x9E3779B97F4A7C15L;
        for (char ch : workload.toCharArray()) {
            h = (h ^ ch) * 0x100000001B3L;
        }
        return h ^ (threads * 1_000_003L) ^ (round * 7_919L) ^ thread;
    }

    /** Uniform in [1, bound]. */
    public long nextKey(long bound) {
        return 1 + random.nextLong(bound);
    }
}
