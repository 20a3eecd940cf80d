package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.REAL;
import static org.lanin.engine.type.DataType.TEXT;
import static org.lanin.engine.type.DataType.TIMESTAMPTZ;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.stats.TableStatistics;
import org.lanin.engine.storage.heap.HeapStats;

/**
 * {@code lanin_stat_tables} (PostgreSQL's pg_stat_user_tables, the vacuum and analyze columns):
 * per table the live and dead version estimates that drive autovacuum, the rows changed since the
 * last ANALYZE that drive autoanalyze, when VACUUM, autovacuum, ANALYZE and autoanalyze last ran
 * and how often, and pg_class's reltuples and relpages as the last ANALYZE set them (-1 and 0
 * before any, or after TRUNCATE); rows updated ({@code n_tup_upd}) and of them HOT updates
 * ({@code n_tup_hot_upd}, PostgreSQL's names and meaning); dead versions removed by in-page pruning
 * ({@code pruned_tuples}, by scans, updates and VACUUM) and the prunes that removed any
 * ({@code page_prunes}). A partitioned parent stores nothing and shows no row; its
 * partitions do.
 */
final class TableStatsView {
    private TableStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_tables",
                List.of("table_name", "live_tuples", "dead_tuples", "last_vacuum", "last_autovacuum",
                        "vacuum_count", "autovacuum_count", "n_mod_since_analyze", "last_analyze", "last_autoanalyze",
                        "analyze_count", "autoanalyze_count", "reltuples", "relpages", "n_tup_upd", "n_tup_hot_upd",
                        "pruned_tuples", "page_prunes"),
                SystemViews.types(TEXT, BIGINT, BIGINT, TIMESTAMPTZ, TIMESTAMPTZ, BIGINT, BIGINT, BIGINT, TIMESTAMPTZ,
                        TIMESTAMPTZ, BIGINT, BIGINT, REAL, INTEGER, BIGINT, BIGINT, BIGINT, BIGINT),
                TableStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            if (t.isPartitioned() || t.heap() == null) {
                continue;
            }
            HeapStats s = t.heap().stats();
            TableStatistics ts = c.database() == null ? null : c.database().statistics().table(t);
            out.add(new Object[] {t.name(), s.liveTuples(), s.deadTuples(), s.lastVacuum(), s.lastAutovacuum(),
                s.vacuumCount(), s.autovacuumCount(), s.changedSinceAnalyze(), s.lastAnalyze(), s.lastAutoanalyze(),
                s.analyzeCount(), s.autoanalyzeCount(), ts == null ? -1f : (float) ts.relTuples(),
                ts == null ? 0 : ts.relPages(), s.updates(), s.hotUpdates(), s.prunedVersions(), s.prunes()});
        }
        return out;
    }
}
