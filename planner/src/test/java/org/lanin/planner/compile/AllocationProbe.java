package org.lanin.planner.compile;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/**
 * Bytes the current thread allocates while a query runs, via HotSpot's per-thread counter
 * ({@code com.sun.management.ThreadMXBean#getThreadAllocatedBytes}). The counter is exact
 * (TLAB-accounted), so one warmed-up run gives a stable figure; the JIT only changes it
 * where escape analysis removes a box, which makes the boxed path look better, never worse.
 */
final class AllocationProbe {
    private static final com.sun.management.ThreadMXBean MX =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private AllocationProbe() {
    }

    static boolean supported() {
        return MX.isThreadAllocatedMemorySupported() && MX.isThreadAllocatedMemoryEnabled();
    }

    /** Allocated bytes per row of one run of {@code sql}, the smallest of {@code runs} runs after {@code warmups}. */
    static double bytesPerRow(Session s, String sql, int rows, int warmups, int runs) {
        for (int i = 0; i < warmups; i++) {
            TestSql.rows(s, sql);
        }
        long best = Long.MAX_VALUE;
        long tid = Thread.currentThread().getId();
        for (int i = 0; i < runs; i++) {
            long before = MX.getThreadAllocatedBytes(tid);
            TestSql.rows(s, sql);
            best = Math.min(best, MX.getThreadAllocatedBytes(tid) - before);
        }
        return (double) best / rows;
    }

    /** Median nanoseconds per row of {@code runs} runs (noisy; for reports only). */
    static double nanosPerRow(Session s, String sql, int rows, int runs) {
        long[] t = new long[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            TestSql.rows(s, sql);
            t[i] = System.nanoTime() - start;
        }
        Arrays.sort(t);
        return (double) t[runs / 2] / rows;
    }
}
