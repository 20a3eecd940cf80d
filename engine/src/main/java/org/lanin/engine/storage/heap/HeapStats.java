package org.lanin.engine.storage.heap;

import java.time.OffsetDateTime;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * Per-table activity counts (PostgreSQL's pg_stat_all_tables, the vacuum part): estimates of
 * live and dead versions, kept by the writers and set exactly by each VACUUM, and when VACUUM
 * last ran. The estimates drive autovacuum; they count changes when made, not when committed
 * (an aborted insert stays "live" until the next VACUUM counts it dead).
 */
public final class HeapStats {
    private final LongAdder live = new LongAdder();
    private final LongAdder dead = new LongAdder();
    private final AtomicLong vacuumCount = new AtomicLong();
    private final AtomicLong autovacuumCount = new AtomicLong();
    private volatile OffsetDateTime lastVacuum;
    private volatile OffsetDateTime lastAutovacuum;

    void inserted() {
        live.increment();
    }

    /** A version was deleted or replaced (an update also calls {@link #inserted}). */
    void deleted() {
        live.decrement();
        dead.increment();
    }

    public long liveTuples() {
        return Math.max(0, live.sum());
    }

    public long deadTuples() {
        return Math.max(0, dead.sum());
    }

    public long vacuumCount() {
        return vacuumCount.get();
    }

    public long autovacuumCount() {
        return autovacuumCount.get();
    }

    /** Null if never. */
    public OffsetDateTime lastVacuum() {
        return lastVacuum;
    }

    public OffsetDateTime lastAutovacuum() {
        return lastAutovacuum;
    }

    /**
     * After a VACUUM: the exact counts it found. Changes made while it ran are lost from the
     * estimates (as in PostgreSQL); the next VACUUM corrects them.
     */
    public void vacuumed(long liveFound, long deadLeft, boolean auto) {
        live.reset();
        live.add(liveFound);
        dead.reset();
        dead.add(deadLeft);
        OffsetDateTime now = OffsetDateTime.now(java.time.ZoneOffset.UTC);
        if (auto) {
            autovacuumCount.incrementAndGet();
            lastAutovacuum = now;
        } else {
            vacuumCount.incrementAndGet();
            lastVacuum = now;
        }
    }

    /** lanin_stat_reset(): the vacuum counts and times; the live/dead estimates stay (autovacuum needs them). */
    public void reset() {
        vacuumCount.set(0);
        autovacuumCount.set(0);
        lastVacuum = null;
        lastAutovacuum = null;
    }
}
