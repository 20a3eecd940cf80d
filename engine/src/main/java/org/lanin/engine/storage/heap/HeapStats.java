package org.lanin.engine.storage.heap;

import java.time.OffsetDateTime;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * Per-table activity counts (PostgreSQL's pg_stat_all_tables, the vacuum and analyze parts):
 * estimates of live and dead versions, kept by the writers and set exactly by each VACUUM; rows
 * changed since the last ANALYZE (n_mod_since_analyze: an insert, update or delete counts one);
 * when VACUUM and ANALYZE last ran and how often. The estimates drive autovacuum; they count
 * changes when made, not when committed (an aborted insert stays "live" until the next VACUUM
 * counts it dead, and counts as a change for autoanalyze).
 */
public final class HeapStats {
    private final LongAdder live = new LongAdder();
    private final LongAdder dead = new LongAdder();
    private final LongAdder changedSinceAnalyze = new LongAdder();
    private final LongAdder updates = new LongAdder();
    private final LongAdder hotUpdates = new LongAdder();
    private final LongAdder prunedVersions = new LongAdder();
    private final LongAdder prunedFromMiddle = new LongAdder();
    private final LongAdder prunes = new LongAdder();
    private final AtomicLong analyzeCount = new AtomicLong();
    private final AtomicLong autoanalyzeCount = new AtomicLong();
    private volatile OffsetDateTime lastAnalyze;
    private volatile OffsetDateTime lastAutoanalyze;
    private final AtomicLong vacuumCount = new AtomicLong();
    private final AtomicLong autovacuumCount = new AtomicLong();
    private volatile OffsetDateTime lastVacuum;
    private volatile OffsetDateTime lastAutovacuum;

    void inserted() {
        live.increment();
        changedSinceAnalyze.increment();
    }

    /** A version was deleted. */
    void deleted() {
        live.decrement();
        dead.increment();
        changedSinceAnalyze.increment();
    }

    /** A version was replaced by a new one: one dead version more, one row changed. */
    void updated(boolean hot) {
        dead.increment();
        changedSinceAnalyze.increment();
        updates.increment();
        if (hot) {
            hotUpdates.increment();
        }
    }

    /** Pruning removed {@code versions} dead versions (PostgreSQL subtracts them from n_dead_tup too). */
    void pruned(int versions) {
        if (versions > 0) {
            dead.add(-versions);
            prunedVersions.add(versions);
            prunes.increment();
        }
    }

    /** Of the pruned versions, {@code versions} came from the middle of a chain (above the horizon). */
    void prunedFromMiddle(int versions) {
        if (versions > 0) {
            prunedFromMiddle.add(versions);
        }
    }

    /** Versions pruned from the middle of HOT chains: invisible to every snapshot, above the horizon. */
    public long prunedFromMiddle() {
        return prunedFromMiddle.sum();
    }

    /** Rows updated (PostgreSQL's n_tup_upd; counted when made, not when committed). */
    public long updates() {
        return updates.sum();
    }

    /** Of {@link #updates()}, those that were HOT (n_tup_hot_upd). */
    public long hotUpdates() {
        return hotUpdates.sum();
    }

    /** Dead versions removed by in-page pruning, by scans, updates and VACUUM alike. */
    public long prunedVersions() {
        return prunedVersions.sum();
    }

    /** Page prunes that removed at least one version. */
    public long prunes() {
        return prunes.sum();
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

    /** Rows inserted, updated or deleted since the last ANALYZE (PostgreSQL's n_mod_since_analyze). */
    public long changedSinceAnalyze() {
        return Math.max(0, changedSinceAnalyze.sum());
    }

    public long analyzeCount() {
        return analyzeCount.get();
    }

    public long autoanalyzeCount() {
        return autoanalyzeCount.get();
    }

    /** Null if never. */
    public OffsetDateTime lastAnalyze() {
        return lastAnalyze;
    }

    public OffsetDateTime lastAutoanalyze() {
        return lastAutoanalyze;
    }

    /**
     * After an ANALYZE that began when {@link #changedSinceAnalyze()} read {@code changesSeen}:
     * only those changes are forgotten, so rows changed while it sampled still count towards the
     * next autoanalyze (PostgreSQL resets the counter to zero and loses them).
     */
    public void analyzed(long changesSeen, boolean auto) {
        changedSinceAnalyze.add(-changesSeen);
        OffsetDateTime now = OffsetDateTime.now(java.time.ZoneOffset.UTC);
        if (auto) {
            autoanalyzeCount.incrementAndGet();
            lastAutoanalyze = now;
        } else {
            analyzeCount.incrementAndGet();
            lastAnalyze = now;
        }
    }

    /**
     * lanin_stat_reset(): the vacuum and analyze counts and times; the live/dead estimates and
     * the changes since ANALYZE stay (autovacuum needs them).
     */
    public void reset() {
        updates.reset();
        hotUpdates.reset();
        prunedVersions.reset();
        prunedFromMiddle.reset();
        prunes.reset();
        vacuumCount.set(0);
        autovacuumCount.set(0);
        lastVacuum = null;
        lastAutovacuum = null;
        analyzeCount.set(0);
        autoanalyzeCount.set(0);
        lastAnalyze = null;
        lastAutoanalyze = null;
    }
}
