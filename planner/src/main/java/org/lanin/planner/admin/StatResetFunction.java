package org.lanin.planner.admin;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;

/**
 * {@code lanin_stat_reset()}: zeroes every Lanin counter view of the database (PostgreSQL's
 * pg_stat_reset): the index counters (scans, heap fetches, killed items too), the vacuum counts
 * and times of lanin_stat_tables, and the partition tuple-map counters. Not atomic across indexes or against concurrent inserts: each counter is a
 * LongAdder reset on its own, so an insert running meanwhile may be half counted.
 */
final class StatResetFunction extends AdminFunction {
    StatResetFunction(CatalogSnapshot catalog) {
        super("lanin_stat_reset", List.of(), catalog);
    }

    @Override
    Object run(ExecContext ctx, Object[] args) {
        for (TableDef t : catalog.tables()) {
            for (IndexDef i : t.indexes()) {
                if (i.gist() != null) {
                    i.gist().resetStats();
                } else {
                    i.tree().resetStats();
                }
            }
            if (t.heap() != null) {
                t.heap().stats().reset();
            }
        }
        var database = ((org.lanin.planner.session.SessionControl) ctx.session()).database();
        database.catalog().tupleMaps().reset();
        database.transactions().lockWaitStats().reset();
        return null;
    }
}
