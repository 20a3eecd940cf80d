package org.lanin.engine.vacuum;

import java.util.function.Supplier;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.StorageOptions;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.lock.LockManager;
import org.lanin.engine.lock.LockProc;
import org.lanin.engine.lock.LockWait;
import org.lanin.engine.stats.StatisticsStore;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.engine.stats.TableStatistics;
import org.lanin.engine.storage.heap.HeapStats;
import org.lanin.engine.txn.TransactionManager;

/**
 * The autovacuum worker of one database: a daemon thread that wakes every {@link #NAPTIME_MILLIS}
 * and, per table, vacuums when its dead-version estimate exceeds PostgreSQL's trigger,
 * {@code threshold + scaleFactor * live}, then analyses when the rows changed since its last
 * ANALYZE exceed {@code autovacuum_analyze_threshold + autovacuum_analyze_scale_factor *
 * reltuples} (relation_needs_vacanalyze). It runs {@link TableVacuum}, which takes only page
 * latches one at a time, and {@link TableAnalyzer}, which only reads, so writers never wait on
 * it. Each runs under the table's SHARE UPDATE EXCLUSIVE lock, in a transaction of its own, and
 * skips a table whose lock is taken (autovacuum's SKIP_LOCKED; {@link LockedVacuum}). Partitioned
 * tables are not analysed automatically (their partitions are), as in PostgreSQL.
 * Off: the thread keeps sleeping.
 */
public final class AutoVacuum {
    /** autovacuum_naptime (PostgreSQL: 1 min; an embedded database's tables churn faster). */
    public static final long NAPTIME_MILLIS = 200;
    /** autovacuum_vacuum_threshold. */
    public static final long THRESHOLD = 50;
    /** autovacuum_vacuum_scale_factor. */
    public static final double SCALE_FACTOR = 0.2;
    /** autovacuum_analyze_threshold's default. */
    public static final long ANALYZE_THRESHOLD = 50;
    /** autovacuum_analyze_scale_factor's default. */
    public static final double ANALYZE_SCALE_FACTOR = 0.1;
    /**
     * A table is autoanalysed at most this often. PostgreSQL visits each database once per
     * autovacuum_naptime (a minute); Lanin's rounds come every 200 ms, and a busy table would
     * otherwise be re-sampled several times a second.
     */
    public static final long ANALYZE_MIN_INTERVAL_MILLIS = 1000;

    private final Supplier<CatalogSnapshot> catalog;
    private final TransactionManager tm;
    private final StatisticsStore statistics;
    private final LockManager locks;
    private final LockProc proc;
    private volatile boolean enabled = true;
    private volatile long analyzeThreshold = ANALYZE_THRESHOLD;
    private volatile double analyzeScaleFactor = ANALYZE_SCALE_FACTOR;
    private volatile int statisticsTarget = TableAnalyzer.DEFAULT_TARGET;
    private volatile boolean stopped;
    private final Thread worker;

    public AutoVacuum(String databaseName, Supplier<CatalogSnapshot> catalog, TransactionManager tm,
                      StatisticsStore statistics, LockManager locks) {
        this.catalog = catalog;
        this.tm = tm;
        this.statistics = statistics;
        this.locks = locks;
        this.proc = locks.register();
        this.worker = new Thread(this::loop, "lanin-autovacuum-" + databaseName);
        worker.setDaemon(true);
    }

    public void start() {
        worker.start();
    }

    /** Ends the worker (the database is gone); returns without waiting for it. */
    public void stop() {
        stopped = true;
        worker.interrupt();
        proc.close();
    }

    public void setEnabled(boolean on) {
        enabled = on;
    }

    public boolean enabled() {
        return enabled;
    }

    /** autovacuum_analyze_threshold: changed rows needed beyond the scaled part. */
    public void setAnalyzeThreshold(long rows) {
        analyzeThreshold = rows;
    }

    /** autovacuum_analyze_scale_factor: the fraction of reltuples that must change. */
    public void setAnalyzeScaleFactor(double fraction) {
        analyzeScaleFactor = fraction;
    }

    /** The statistics target autoanalyze samples with. */
    public void setStatisticsTarget(int target) {
        statisticsTarget = target;
    }

    /** True when the table's dead versions call for a vacuum. */
    public static boolean needsVacuum(HeapStats s) {
        return needsVacuum(s, null);
    }

    /** The same under the table's storage parameters (autovacuum_vacuum_threshold and _scale_factor override the defaults). */
    static boolean needsVacuum(HeapStats s, java.util.List<String> reloptions) {
        double threshold = StorageOptions.number(reloptions, "autovacuum_vacuum_threshold", THRESHOLD);
        double scale = StorageOptions.number(reloptions, "autovacuum_vacuum_scale_factor", SCALE_FACTOR);
        return s.deadTuples() > threshold + scale * s.liveTuples();
    }

    /**
     * True when enough rows changed since the table's last ANALYZE (reltuples counts 0 if never
     * analysed or unknown) and its last autoanalyze is at least {@link #ANALYZE_MIN_INTERVAL_MILLIS} old.
     */
    public boolean needsAnalyze(TableDef table) {
        HeapStats activity = table.heap().stats();
        java.time.OffsetDateTime last = activity.lastAutoanalyze();
        if (last != null && last.plusNanos(ANALYZE_MIN_INTERVAL_MILLIS * 1_000_000).isAfter(
                java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC))) {
            return false;
        }
        TableStatistics s = statistics.table(table);
        double relTuples = s == null ? 0 : Math.max(0, s.relTuples());
        double threshold = StorageOptions.number(table.reloptions(), "autovacuum_analyze_threshold", analyzeThreshold);
        double scale = StorageOptions.number(table.reloptions(), "autovacuum_analyze_scale_factor", analyzeScaleFactor);
        return activity.changedSinceAnalyze() > threshold + scale * relTuples;
    }

    /** One pass over every table; returns how many were vacuumed or analysed. */
    public int runOnce() {
        int n = 0;
        CatalogSnapshot snap = catalog.get();
        for (TableDef t : snap.tables()) {
            if (t.isPartitioned() || t.heap() == null || !StorageOptions.bool(t.reloptions(), "autovacuum_enabled", true)) {
                continue; // autovacuum_enabled = off: no autovacuum or autoanalyze (VACUUM and ANALYZE by hand still run)
            }
            if (needsVacuum(t.heap().stats(), t.reloptions())
                    && LockedVacuum.run(t, catalog, tm, locks, proc, LockWait.NO_WAIT, true) != null) {
                n++;
            }
            if (needsAnalyze(t) && analyze(t)) {
                n++;
            }
        }
        statistics.prune();
        return n;
    }

    /** ANALYZE of {@code t} under its lock, taken only if free ({@link LockedAnalyze}); false when skipped. */
    private boolean analyze(TableDef t) {
        TableAnalyzer analyzer = new TableAnalyzer(statistics, statisticsTarget, () -> checkStopped());
        return LockedAnalyze.run(t, table -> null, catalog, tm, locks, proc, LockWait.NO_WAIT, analyzer, true) != null;
    }

    private void checkStopped() {
        if (stopped) {
            throw new IllegalStateException("autovacuum stopped");
        }
    }

    private void loop() {
        while (!stopped) {
            try {
                Thread.sleep(NAPTIME_MILLIS);
                if (enabled && !stopped) {
                    runOnce();
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // a table dropped mid-vacuum or similar: try again next round, never kill the worker
            }
        }
    }
}
