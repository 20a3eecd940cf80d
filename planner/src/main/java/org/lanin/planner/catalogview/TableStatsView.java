package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.TEXT;
import static org.lanin.engine.type.DataType.TIMESTAMPTZ;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapStats;

/**
 * {@code lanin_stat_tables} (PostgreSQL's pg_stat_user_tables, the vacuum columns): per table
 * the live and dead version estimates that drive autovacuum, and when VACUUM and autovacuum last
 * ran and how often. A partitioned parent stores nothing and shows no row; its partitions do.
 */
final class TableStatsView {
    private TableStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_tables",
                List.of("table_name", "live_tuples", "dead_tuples", "last_vacuum", "last_autovacuum",
                        "vacuum_count", "autovacuum_count"),
                SystemViews.types(TEXT, BIGINT, BIGINT, TIMESTAMPTZ, TIMESTAMPTZ, BIGINT, BIGINT),
                TableStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            if (t.isPartitioned() || t.heap() == null) {
                continue;
            }
            HeapStats s = t.heap().stats();
            out.add(new Object[] {t.name(), s.liveTuples(), s.deadTuples(), s.lastVacuum(), s.lastAutovacuum(),
                s.vacuumCount(), s.autovacuumCount()});
        }
        return out;
    }
}
