package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BOOLEAN;
import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.REAL;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.stats.ColumnStatistics;
import org.lanin.engine.stats.StatisticsStore;
import org.lanin.engine.stats.TableStatistics;

/**
 * {@code pg_stats}: one row per analysed column of the catalog snapshot's tables, PostgreSQL's
 * columns and meanings. The array columns (anyarray, real[]) are text in PostgreSQL's array
 * output format until Lanin has arrays; the element columns (for array-typed columns) are always
 * NULL. A partitioned table's rows have {@code inherited} true.
 */
final class PgStatsView {
    private PgStatsView() {
    }

    static SystemView view() {
        return new SystemView("pg_catalog", "pg_stats",
                List.of("schemaname", "tablename", "attname", "inherited", "null_frac", "avg_width", "n_distinct",
                        "most_common_vals", "most_common_freqs", "histogram_bounds", "correlation",
                        "most_common_elems", "most_common_elem_freqs", "elem_count_histogram"),
                SystemViews.types(TEXT, TEXT, TEXT, BOOLEAN, REAL, INTEGER, REAL, TEXT, TEXT, TEXT, REAL, TEXT, TEXT, TEXT),
                PgStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null) {
            return out;
        }
        StatisticsStore store = c.database().statistics();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            TableStatistics ts = store.table(t);
            if (ts == null) {
                continue;
            }
            for (ColumnDef col : t.liveColumns()) {
                ColumnStatistics s = store.column(t, col);
                if (s != null) {
                    out.add(row(t, col, ts.inherited(), s));
                }
            }
        }
        return out;
    }

    private static Object[] row(TableDef t, ColumnDef col, boolean inherited, ColumnStatistics s) {
        return new Object[] {"public", t.name(), col.name(), inherited, (float) s.nullFrac(), s.avgWidth(),
            (float) s.nDistinct(), ArrayText.of(s.mcvValues()), ArrayText.ofReals(s.mcvFreqs()),
            ArrayText.of(s.histogramBounds()), s.hasCorrelation() ? (Float) (float) s.correlation() : null,
            null, null, null};
    }
}
