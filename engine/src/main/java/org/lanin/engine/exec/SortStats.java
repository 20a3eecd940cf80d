package org.lanin.engine.exec;

import java.util.concurrent.atomic.LongAdder;

/**
 * Process-wide sort counters (each sort counts in plain fields and adds its totals here when it
 * finishes): comparisons settled by the abbreviated keys alone, comparisons that needed the full
 * value comparison, and runs and bytes spilled to temporary files.
 */
public final class SortStats {
    private static final LongAdder ABBREVIATED = new LongAdder();
    private static final LongAdder FULL = new LongAdder();
    private static final LongAdder RUNS = new LongAdder();
    private static final LongAdder SPILLED_BYTES = new LongAdder();

    private SortStats() {
    }

    /** Comparisons decided by the abbreviated keys alone. */
    public static long abbreviatedComparisons() {
        return ABBREVIATED.sum();
    }

    /** Comparisons that ran the full value comparators. */
    public static long fullComparisons() {
        return FULL.sum();
    }

    /** Sorted runs written to temporary files. */
    public static long spilledRuns() {
        return RUNS.sum();
    }

    public static long spilledBytes() {
        return SPILLED_BYTES.sum();
    }

    static void add(long abbreviated, long full, long runs, long bytes) {
        ABBREVIATED.add(abbreviated);
        FULL.add(full);
        RUNS.add(runs);
        SPILLED_BYTES.add(bytes);
    }
}
