package org.lanin.engine.vacuum;

import java.util.function.Supplier;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.lock.LockManager;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.lock.LockProc;
import org.lanin.engine.lock.LockWait;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/**
 * VACUUM of one table under its table-level lock, as vacuum.c's vacuum_rel: SHARE UPDATE
 * EXCLUSIVE (no DDL, CREATE INDEX or other VACUUM of the table meanwhile; reads and writes go on),
 * held by a transaction of its own (a virtual one: no xid) that ends when the table is done, as
 * PostgreSQL commits between tables. Autovacuum takes the lock only if it is free
 * (VACOPT_SKIP_LOCKED) and skips the table otherwise.
 */
public final class LockedVacuum {
    private LockedVacuum() {
    }

    /**
     * Vacuums the table named as {@code table} is, if it still exists after the lock is taken
     * (the same relation: same oid), and returns its report; null when autovacuum skipped it.
     */
    public static VacuumReport run(TableDef table, Supplier<CatalogSnapshot> catalog, TransactionManager tm,
                                   LockManager locks, LockProc proc, LockWait wait, boolean auto) {
        Transaction own = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        try {
            try {
                proc.acquire(own, locks.relation(table.oid(), table.name()), LockMode.SHARE_UPDATE_EXCLUSIVE,
                        auto ? LockWait.NO_WAIT : wait);
            } catch (LaninException e) {
                if (auto && e.state() == SqlState.LOCK_NOT_AVAILABLE) {
                    return null;
                }
                throw e;
            }
            TableDef now = catalog.get().table(table.name());
            if (now == null || now.oid() != table.oid()) {
                return null; // dropped (or replaced) while we waited
            }
            return TableVacuum.run(now, tm, auto);
        } finally {
            own.commit(); // releases the lock
        }
    }
}
