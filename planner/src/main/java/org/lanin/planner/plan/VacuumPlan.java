package org.lanin.planner.plan;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.engine.vacuum.LockedAnalyze;
import org.lanin.engine.vacuum.LockedVacuum;
import org.lanin.planner.ddl.LockDdlMsg;
import org.lanin.planner.parse.UtilityStatement.AnalyzeTarget;
import org.lanin.planner.parse.UtilityStatement.Vacuum;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.SessionControl;

/**
 * VACUUM [ANALYZE] [table [(columns)] [, ...]]: runs {@link LockedVacuum} on the named tables (a
 * partitioned one: every table below it) or on every table, then with ANALYZE a
 * {@link LockedAnalyze} on each. Each runs under the table's SHARE UPDATE EXCLUSIVE lock, held
 * by a transaction of its own for that table only (as PostgreSQL commits between tables). It
 * runs outside any transaction of the session (a session-kind statement; in a transaction block
 * it fails with 25001, as in PostgreSQL), so the session holds back no horizon of its own.
 */
final class VacuumPlan {
    private VacuumPlan() {
    }

    static void run(StatementRuntime rt, Vacuum v) {
        SessionControl session = rt.session();
        if (session.inTransactionBlock()) {
            throw LaninException.of(LockDdlMsg.INSIDE_BLOCK, "VACUUM");
        }
        LaninDatabase db = rt.database();
        var work = resolve(db, session, v);
        TableAnalyzer analyzer = v.analyze()
                ? new TableAnalyzer(db.statistics(), AnalyzePlan.statisticsTarget(rt), () -> { })
                : null;
        for (MaintenanceTargets.Work w : work) {
            TableDef t = w.table();
            if (!t.isPartitioned() && t.heap() != null) {
                LockedVacuum.run(t, db.catalog()::current, db.transactions(), db.locks(), session.lockProc(),
                        session.lockWait(), false);
            }
            if (analyzer != null) {
                LockedAnalyze.run(t, w::columnsOf, db.catalog()::current, db.transactions(), db.locks(),
                        session.lockProc(), session.lockWait(), analyzer, false);
            }
        }
    }

    /** The targets; a table named that a running transaction dropped is waited for first (PostgreSQL waits for its lock). */
    private static java.util.List<MaintenanceTargets.Work> resolve(LaninDatabase db, SessionControl session, Vacuum v) {
        while (true) {
            CatalogSnapshot catalog = db.catalog().current();
            try {
                return MaintenanceTargets.resolve(catalog, v.targets(), session.settings().planner().searchPath());
            } catch (LaninException e) {
                if (e.state() != SqlState.UNDEFINED_TABLE || !awaitDroppers(db, session, catalog, v)) {
                    throw e;
                }
            }
        }
    }

    /** Waits, in a transaction of our own, for the transactions that dropped a named table; true if it waited. */
    private static boolean awaitDroppers(LaninDatabase db, SessionControl session, CatalogSnapshot catalog, Vacuum v) {
        boolean waited = false;
        for (AnalyzeTarget target : v.targets()) {
            String name = target.table();
            if (catalog.table(name) != null || catalog.view(name) != null) {
                continue;
            }
            var dropper = db.locks().dropped().dropperOf(name, null);
            if (dropper == null) {
                continue;
            }
            var own = db.transactions().beginVirtual(org.lanin.engine.txn.IsolationLevel.READ_COMMITTED);
            try {
                session.lockProc().attach(own);
                db.locks().transactionWaits().waitForEnd(own, dropper, session.lockWait());
            } finally {
                own.commit();
            }
            waited = true;
        }
        return waited;
    }
}
