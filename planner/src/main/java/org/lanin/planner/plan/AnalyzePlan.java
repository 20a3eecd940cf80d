package org.lanin.planner.plan;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.planner.ddl.DdlLocks;
import org.lanin.planner.parse.UtilityStatement.Analyze;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.Setting;

/**
 * ANALYZE [VERBOSE] [table [(columns)] [, ...]]: {@link TableAnalyzer} on each table named (a
 * partitioned one with everything below it) or on every table. It runs like a query: inside the
 * session's transaction (a virtual one on its own), sampling the rows the statement's snapshot
 * sees, cancellable by statement_timeout and cancel(), allowed in a READ ONLY transaction as in
 * PostgreSQL. Each table is locked in SHARE UPDATE EXCLUSIVE mode (held to the transaction's end,
 * as analyze_rel's lock inside a block; a lone ANALYZE's transaction ends with it) before the
 * catalog it works from is read: the targets are resolved, locked, and resolved again if DDL
 * changed the catalog meanwhile (as DDL does). Unlike PostgreSQL's, its results are published at once and a ROLLBACK of the
 * surrounding transaction does not take them back. VERBOSE is accepted; Lanin has no channel for
 * its INFO lines yet.
 */
final class AnalyzePlan {
    private AnalyzePlan() {
    }

    private static org.lanin.engine.catalog.SearchPath searchPath(StatementRuntime rt) {
        return rt.session() == null ? org.lanin.engine.catalog.SearchPath.DEFAULT : rt.session().settings().planner().searchPath();
    }

    static void run(StatementRuntime rt, Analyze a) {
        LaninDatabase db = rt.database();
        CatalogSnapshot catalog;
        java.util.List<MaintenanceTargets.Work> work;
        do {
            catalog = db.catalog().current();
            work = resolve(rt, catalog, a);
            for (MaintenanceTargets.Work w : work) {
                rt.session().lockRelation(w.table(), LockMode.SHARE_UPDATE_EXCLUSIVE, false);
            }
        } while (db.catalog().current().version() != catalog.version());
        ExecContext ctx = rt.exec();
        TableAnalyzer analyzer = new TableAnalyzer(db.statistics(), statisticsTarget(rt), ctx::checkInterrupts);
        for (MaintenanceTargets.Work w : work) {
            analyzer.analyze(w.table(), w.columnsOf(w.table()), catalog, ctx.snapshot(), false);
        }
    }

    /** The targets; a table named that a running transaction dropped is waited for first, then looked up again. */
    private static java.util.List<MaintenanceTargets.Work> resolve(StatementRuntime rt, CatalogSnapshot catalog,
                                                                   Analyze a) {
        while (true) {
            try {
                return MaintenanceTargets.resolve(catalog, a.targets(), searchPath(rt));
            } catch (LaninException e) {
                java.util.List<String> names = a.targets().stream().map(t -> t.table()).toList();
                if (e.state() != SqlState.UNDEFINED_TABLE || !DdlLocks.awaitDroppers(rt, names)) {
                    throw e;
                }
                catalog = rt.database().catalog().current();
            }
        }
    }

    static int statisticsTarget(StatementRuntime rt) {
        return (int) rt.session().settings().getLong(Setting.DEFAULT_STATISTICS_TARGET);
    }
}
