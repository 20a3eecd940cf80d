package org.lanin.planner.plan;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.planner.parse.UtilityStatement.Analyze;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.Setting;

/**
 * ANALYZE [VERBOSE] [table [(columns)] [, ...]]: {@link TableAnalyzer} on each table named (a
 * partitioned one with everything below it) or on every table. It runs like a query: inside the
 * session's transaction (a virtual one on its own), sampling the rows the statement's snapshot
 * sees, cancellable by statement_timeout and cancel(), allowed in a READ ONLY transaction as in
 * PostgreSQL. Unlike PostgreSQL's, its results are published at once and a ROLLBACK of the
 * surrounding transaction does not take them back. VERBOSE is accepted; Lanin has no channel for
 * its INFO lines yet.
 */
final class AnalyzePlan {
    private AnalyzePlan() {
    }

    static void run(StatementRuntime rt, Analyze a) {
        LaninDatabase db = rt.database();
        CatalogSnapshot catalog = db.catalog().current();
        var work = MaintenanceTargets.resolve(catalog, a.targets());
        ExecContext ctx = rt.exec();
        TableAnalyzer analyzer = new TableAnalyzer(db.statistics(), statisticsTarget(rt), ctx::checkInterrupts);
        for (MaintenanceTargets.Work w : work) {
            analyzer.analyze(w.table(), w.columnsOf(w.table()), catalog, ctx.snapshot(), false);
        }
    }

    static int statisticsTarget(StatementRuntime rt) {
        return (int) rt.session().settings().getLong(Setting.DEFAULT_STATISTICS_TARGET);
    }
}
