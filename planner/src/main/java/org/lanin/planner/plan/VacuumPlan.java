package org.lanin.planner.plan;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.vacuum.TableVacuum;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.session.LaninDatabase;

/**
 * VACUUM [table]: runs {@link TableVacuum} on the named table, or on every table. It runs outside
 * any transaction of the session (a session-kind statement), so the session holds back no
 * horizon of its own. A partitioned table stores nothing: VACUUM of it vacuums every partition
 * (of any parent; over-vacuuming a partition is harmless).
 */
final class VacuumPlan {
    private VacuumPlan() {
    }

    static void run(StatementRuntime rt, String tableName) {
        LaninDatabase db = rt.database();
        CatalogSnapshot catalog = db.catalog().current();
        if (tableName == null) {
            for (TableDef t : catalog.tables()) {
                TableVacuum.run(t, db.transactions(), false);
            }
            return;
        }
        TableDef table = catalog.table(tableName);
        if (table == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, tableName);
        }
        if (!table.isPartitioned()) {
            TableVacuum.run(table, db.transactions(), false);
            return;
        }
        for (TableDef t : catalog.tables()) {
            if (t.isPartition()) {
                TableVacuum.run(t, db.transactions(), false);
            }
        }
    }
}
