package org.lanin.planner.plan;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.vacuum.LockedVacuum;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.LockDdlMsg;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.SessionControl;

/**
 * VACUUM [table]: runs {@link LockedVacuum} on the named table, or on every table: each under its
 * SHARE UPDATE EXCLUSIVE lock, held by a transaction of its own for that table only (as
 * PostgreSQL commits between tables). It runs outside any transaction of the session (a
 * session-kind statement; in a transaction block it fails with 25001, as in PostgreSQL), so the
 * session holds back no horizon of its own. A partitioned table stores nothing: VACUUM of it
 * vacuums every partition (of any parent; over-vacuuming a partition is harmless).
 */
final class VacuumPlan {
    private VacuumPlan() {
    }

    static void run(StatementRuntime rt, String tableName) {
        SessionControl session = rt.session();
        if (session.inTransactionBlock()) {
            throw LaninException.of(LockDdlMsg.INSIDE_BLOCK, "VACUUM");
        }
        LaninDatabase db = rt.database();
        CatalogSnapshot catalog = db.catalog().current();
        if (tableName == null) {
            for (TableDef t : catalog.tables()) {
                vacuum(db, session, t);
            }
            return;
        }
        TableDef table = catalog.table(tableName);
        if (table == null && awaitDropper(db, session, tableName)) {
            catalog = db.catalog().current();
            table = catalog.table(tableName);
        }
        if (table == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, tableName);
        }
        if (!table.isPartitioned()) {
            vacuum(db, session, table);
            return;
        }
        for (TableDef t : catalog.tables()) {
            if (t.isPartition()) {
                vacuum(db, session, t);
            }
        }
    }

    /** The table was dropped by a transaction still running: wait for it in a transaction of our own (PostgreSQL waits for its lock). */
    private static boolean awaitDropper(LaninDatabase db, SessionControl session, String name) {
        var dropper = db.locks().dropped().dropperOf(name, null);
        if (dropper == null) {
            return false;
        }
        var own = db.transactions().beginVirtual(org.lanin.engine.txn.IsolationLevel.READ_COMMITTED);
        try {
            session.lockProc().attach(own);
            db.locks().transactionWaits().waitForEnd(own, dropper, session.lockWait());
        } finally {
            own.commit();
        }
        return true;
    }

    private static void vacuum(LaninDatabase db, SessionControl session, TableDef t) {
        if (t.isPartitioned() || t.heap() == null) {
            return;
        }
        LockedVacuum.run(t, db.catalog()::current, db.transactions(), db.locks(), session.lockProc(), session.lockWait(),
                false);
    }
}
