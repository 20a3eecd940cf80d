package org.lanin.bench.workload;

import java.util.List;
import org.lanin.bench.engine.EngineSpec;

/**
 * A named benchmark: its schema and statement mix (printed above its table), the unit it
 * reports, and which engines or thread counts cannot run it. Two shapes exist:
 * {@link ThroughputWorkload} (N threads run an operation for a fixed time; ops/s) and
 * {@link MemoryWorkload} (heap bytes per loaded row). To add a workload, extend
 * {@link ThroughputWorkload} in one class and list it in {@link Workloads#ALL}.
 */
public interface Workload {

    /** Short lower-case name: the {@code --workloads} key and the results file name. */
    String name();

    /** Schema, load and statement mix, in words and SQL; shown above the results table. */
    String description();

    default Unit unit() {
        return Unit.OPS_PER_SEC;
    }

    /** Why {@code engine} cannot run this workload with {@code threads} threads, or null. */
    default String unsupported(EngineSpec engine, int threads) {
        return null;
    }

    /** The thread counts this workload runs at, given the ones asked for. */
    default List<Integer> threadCounts(List<Integer> requested) {
        return requested;
    }

    /**
     * True when {@code --workloads all} runs this workload. Studies of one Lanin feature (the
     * partition family) say false: they are run by name or prefix, with their own variants.
     */
    default boolean inAll() {
        return true;
    }

    /**
     * The workload this one is a variant of (its table gets a "vs" column: this workload's median
     * over the baseline's, same engine and thread count, when the baseline ran earlier in the
     * same run), or null. The partition family names its plain-table workload.
     */
    default String baseline() {
        return null;
    }

    /** True when the ConcurrentSkipListMap floor is added beside the engines by default. */
    default boolean hasFloor() {
        return false;
    }
}
