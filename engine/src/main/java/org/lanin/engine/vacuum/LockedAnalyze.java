package org.lanin.engine.vacuum;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.lock.LockManager;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.lock.LockProc;
import org.lanin.engine.lock.LockWait;
import org.lanin.engine.stats.AnalyzeReport;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/**
 * ANALYZE of one table in a transaction of its own (a virtual one), as analyze.c's analyze_rel
 * does outside a transaction block (VACUUM ANALYZE, autovacuum): SHARE UPDATE EXCLUSIVE on the
 * table (no DDL, CREATE INDEX, VACUUM or other ANALYZE of it meanwhile; reads and writes go on),
 * ACCESS SHARE on the tables below a partitioned one (its sample reads them), all released when
 * the table is done. The sample is judged as acquire_sample_rows judges it, under no registered
 * snapshot ({@link TransactionManager#sampleSnapshot}). Autovacuum takes the locks only if they are free and skips the table otherwise.
 */
public final class LockedAnalyze {
    private LockedAnalyze() {
    }

    /**
     * Analyses the table named as {@code table} is, if it still exists after the lock is taken (the
     * same relation: same oid), the columns {@code columns} gives for it (null: all); null when
     * skipped (gone, or autovacuum found a lock taken).
     */
    public static AnalyzeReport run(TableDef table, Function<TableDef, List<ColumnDef>> columns,
                                    Supplier<CatalogSnapshot> catalog, TransactionManager tm, LockManager locks,
                                    LockProc proc, LockWait wait, TableAnalyzer analyzer, boolean auto) {
        Transaction own = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        LockWait w = auto ? LockWait.NO_WAIT : wait;
        try {
            proc.acquire(own, locks.relation(table.oid(), table.name()), LockMode.SHARE_UPDATE_EXCLUSIVE, w);
            CatalogSnapshot snap = catalog.get(); // after the lock: no DDL on the table until we commit
            TableDef now = snap.table(table.name());
            if (now == null || now.oid() != table.oid()) {
                return null; // dropped (or replaced) while we waited
            }
            if (now.isPartitioned()) {
                for (TableDef below : TableAnalyzer.expand(now, snap)) {
                    if (below != now) {
                        proc.acquire(own, locks.relation(below.oid(), below.name()), LockMode.ACCESS_SHARE, w);
                    }
                }
                snap = catalog.get();
            }
            // judged as acquire_sample_rows does, with no registered snapshot: the sample of a large
            // table held the xmin horizon back for its whole read otherwise (TransactionManager.sampleSnapshot)
            return analyzer.analyze(now, columns.apply(now), snap, tm::sampleSnapshot, auto, () -> { });
        } catch (LaninException e) {
            if (auto && e.state() == SqlState.LOCK_NOT_AVAILABLE) {
                return null;
            }
            throw e;
        } finally {
            own.commit(); // releases the locks
        }
    }
}
