package org.lanin.planner.plan;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.vacuum.TableVacuum;
import org.lanin.planner.parse.UtilityStatement.Vacuum;
import org.lanin.planner.session.LaninDatabase;

/**
 * VACUUM [ANALYZE] [table [(columns)] [, ...]]: runs {@link TableVacuum} on the named tables (a
 * partitioned one: every table below it) or on every table, then with ANALYZE a
 * {@link TableAnalyzer} on each. It runs outside any transaction of the session (a session-kind
 * statement), so the session holds back no horizon of its own; each ANALYZE reads through a
 * virtual transaction of its own, taken after the table's vacuum.
 */
final class VacuumPlan {
    private VacuumPlan() {
    }

    static void run(StatementRuntime rt, Vacuum v) {
        LaninDatabase db = rt.database();
        CatalogSnapshot catalog = db.catalog().current();
        var work = MaintenanceTargets.resolve(catalog, v.targets());
        TableAnalyzer analyzer = v.analyze()
                ? new TableAnalyzer(db.statistics(), AnalyzePlan.statisticsTarget(rt), () -> { })
                : null;
        for (MaintenanceTargets.Work w : work) {
            TableDef t = w.table();
            TableVacuum.run(t, db.transactions(), false);
            if (analyzer != null) {
                Transaction tx = db.transactions().beginVirtual(IsolationLevel.READ_COMMITTED);
                try {
                    analyzer.analyze(t, w.columnsOf(t), catalog, tx.beginStatement(), false);
                } finally {
                    tx.commit();
                }
            }
        }
    }
}
