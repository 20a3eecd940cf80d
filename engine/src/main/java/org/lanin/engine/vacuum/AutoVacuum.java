package org.lanin.engine.vacuum;

import java.util.function.Supplier;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapStats;
import org.lanin.engine.txn.TransactionManager;

/**
 * The autovacuum worker of one database: a daemon thread that wakes every {@link #NAPTIME_MILLIS}
 * and vacuums each table whose dead-version estimate exceeds PostgreSQL's trigger,
 * {@code threshold + scaleFactor * live}. It runs {@link TableVacuum}, which takes only page
 * latches one at a time, so writers never wait on it, under the table's SHARE UPDATE EXCLUSIVE
 * lock, skipping a table whose lock is taken ({@link LockedVacuum}). Off: the thread keeps sleeping.
 */
public final class AutoVacuum {
    /** autovacuum_naptime (PostgreSQL: 1 min; an embedded database's tables churn faster). */
    public static final long NAPTIME_MILLIS = 200;
    /** autovacuum_vacuum_threshold. */
    public static final long THRESHOLD = 50;
    /** autovacuum_vacuum_scale_factor. */
    public static final double SCALE_FACTOR = 0.2;

    private final Supplier<CatalogSnapshot> catalog;
    private final TransactionManager tm;
    private final org.lanin.engine.lock.LockManager locks;
    private final org.lanin.engine.lock.LockProc proc;
    private volatile boolean enabled = true;
    private volatile boolean stopped;
    private final Thread worker;

    public AutoVacuum(String databaseName, Supplier<CatalogSnapshot> catalog, TransactionManager tm,
                      org.lanin.engine.lock.LockManager locks) {
        this.catalog = catalog;
        this.tm = tm;
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

    /** True when the table's dead versions call for a vacuum. */
    public static boolean needsVacuum(HeapStats s) {
        return s.deadTuples() > THRESHOLD + SCALE_FACTOR * s.liveTuples();
    }

    /** One pass over every table; returns how many were vacuumed. */
    public int runOnce() {
        int n = 0;
        for (TableDef t : catalog.get().tables()) {
            if (!t.isPartitioned() && t.heap() != null && needsVacuum(t.heap().stats())
                    && LockedVacuum.run(t, catalog, tm, locks, proc, org.lanin.engine.lock.LockWait.NO_WAIT, true) != null) {
                n++;
            }
        }
        return n;
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
