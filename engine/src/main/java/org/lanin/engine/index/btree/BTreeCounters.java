package org.lanin.engine.index.btree;

import java.util.concurrent.atomic.LongAdder;

/** Per-tree counters; LongAdder so that counting is never a contention point. */
final class BTreeCounters {
    final LongAdder inserts = new LongAdder();
    final LongAdder sharedLatches = new LongAdder();
    final LongAdder exclusiveLatches = new LongAdder();
    final LongAdder relocks = new LongAdder();
    final LongAdder moveRights = new LongAdder();
    final LongAdder splits = new LongAdder();
    final LongAdder fastpathInserts = new LongAdder();
    final LongAdder indexScans = new LongAdder();
    final LongAdder heapFetches = new LongAdder();
    final LongAdder itemsKilled = new LongAdder();
    final LongAdder killedRemoved = new LongAdder();
    final LongAdder optimisticReads = new LongAdder();

    BTreeStats snapshot() {
        return new BTreeStats(inserts.sum(), sharedLatches.sum(), exclusiveLatches.sum(), relocks.sum(),
                moveRights.sum(), splits.sum(), fastpathInserts.sum(), indexScans.sum(), heapFetches.sum(),
                itemsKilled.sum(), killedRemoved.sum(), optimisticReads.sum());
    }

    void reset() {
        for (LongAdder a : new LongAdder[] {inserts, sharedLatches, exclusiveLatches, relocks, moveRights,
                splits, fastpathInserts, indexScans, heapFetches, itemsKilled, killedRemoved, optimisticReads}) {
            a.reset();
        }
    }
}
