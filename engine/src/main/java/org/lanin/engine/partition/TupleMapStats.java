package org.lanin.engine.partition;

import java.util.concurrent.atomic.AtomicLong;

/** Counters of one (parent, partition) pair, shown by the lanin_stat_tuple_maps view. */
public final class TupleMapStats {
    private final String parentName;
    private final String partitionName;
    private volatile boolean mapNeeded;
    private final AtomicLong builds = new AtomicLong();
    private final AtomicLong nameComparisons = new AtomicLong();
    private final AtomicLong cacheHits = new AtomicLong();

    TupleMapStats(String parentName, String partitionName) {
        this.parentName = parentName;
        this.partitionName = partitionName;
    }

    void built(TupleConversionMap m) {
        mapNeeded = m.needed();
        builds.incrementAndGet();
        nameComparisons.addAndGet(m.nameComparisons());
    }

    void hit() {
        cacheHits.incrementAndGet();
    }

    void reset() {
        builds.set(0);
        nameComparisons.set(0);
        cacheHits.set(0);
    }

    public String parentName() {
        return parentName;
    }

    public String partitionName() {
        return partitionName;
    }

    public boolean mapNeeded() {
        return mapNeeded;
    }

    public long builds() {
        return builds.get();
    }

    public long nameComparisons() {
        return nameComparisons.get();
    }

    public long cacheHits() {
        return cacheHits.get();
    }
}
