package org.lanin.engine.vacuum;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapVacuum;
import org.lanin.engine.txn.TransactionManager;

/**
 * VACUUM of one table (vacuumlazy.c's three phases): scan the heap for versions dead under the
 * global horizon, remove their entries from every index, then empty their slots (into the
 * free-space map) and mark all-visible pages. Index entries go first, as in PostgreSQL, so no
 * entry outlives the slot it names by more than a scan's buffered copy (see FreeSpace).
 */
public final class TableVacuum {
    private TableVacuum() {
    }

    private static final VacuumReport NOTHING = new VacuumReport(0, 0, 0, 0, 0);

    /**
     * Vacuums {@code table} (a plain table or a partition; a partitioned parent stores nothing).
     * One VACUUM per table at a time: a manual one waits for a running one, autovacuum skips
     * the table instead (as PostgreSQL's autovacuum does when it cannot get the lock).
     */
    public static VacuumReport run(TableDef table, TransactionManager tm, boolean auto) {
        if (table.isPartitioned() || table.heap() == null) {
            return NOTHING;
        }
        java.util.concurrent.locks.ReentrantLock lock = table.heap().vacuumLock();
        if (auto) {
            if (!lock.tryLock()) {
                return NOTHING;
            }
        } else {
            lock.lock();
        }
        try {
            return vacuum(table, tm, auto);
        } finally {
            lock.unlock();
        }
    }

    private static VacuumReport vacuum(TableDef table, TransactionManager tm, boolean auto) {
        long horizon = tm.globalXminHorizon();
        HeapVacuum.Result r = HeapVacuum.scan(table.heap(), tm, horizon);
        long removedEntries = 0;
        if (r.deadCount() > 0) {
            for (IndexDef index : table.indexes()) {
                removedEntries += index.gist() != null ? index.gist().bulkDelete(r::isDead)
                        : index.tree().bulkDelete(r::isDead);
            }
        }
        HeapVacuum.finish(table.heap(), tm, r);
        table.heap().stats().vacuumed(r.live(), r.recentlyDead(), auto);
        return new VacuumReport(r.removedVersions(), removedEntries, r.live(), r.recentlyDead(), r.allVisiblePages());
    }
}
