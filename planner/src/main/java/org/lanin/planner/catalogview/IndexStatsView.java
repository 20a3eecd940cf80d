package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTreeStats;

/**
 * {@code lanin_stat_indexes}: each index's B-tree counters ({@code BTree.stats()}), read when
 * the query opens the view; {@code lanin_stat_reset()} zeroes them. The counters are LongAdders,
 * so reading them never slows an inserter, and a row is not a consistent cut across columns.
 */
final class IndexStatsView {
    private IndexStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_indexes",
                List.of("index_name", "table_name", "inserts", "shared_latches", "exclusive_latches", "relocks",
                        "move_rights", "splits", "fastpath_inserts", "height", "index_scans", "heap_fetches",
                        "items_killed", "killed_removed", "optimistic_reads"),
                SystemViews.types(TEXT, TEXT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT,
                        BIGINT, BIGINT, BIGINT, BIGINT, BIGINT),
                IndexStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        for (TableDef t : InformationSchema.sortedTables(c)) {
            List<IndexDef> indexes = new ArrayList<>(t.indexes());
            indexes.sort(java.util.Comparator.comparing(IndexDef::name));
            for (IndexDef i : indexes) {
                if (i.gist() != null) {
                    out.add(gistRow(i, t));
                    continue;
                }
                BTreeStats s = i.tree().stats();
                out.add(new Object[] {i.name(), t.name(), s.inserts(), s.sharedLatches(), s.exclusiveLatches(),
                    s.relocks(), s.moveRights(), s.splits(), s.fastpathInserts(), (long) i.tree().height(),
                    s.indexScans(), s.heapFetches(), s.itemsKilled(), s.killedRemoved(), s.optimisticReads()});
            }
        }
        return out;
    }

    /** A GiST tree's counters: inserts, splits, height, scans; {@code relocks} counts descents restarted after a split. */
    private static Object[] gistRow(IndexDef i, TableDef t) {
        long[] s = i.gist().stats();
        return new Object[] {i.name(), t.name(), s[0], 0L, 0L, s[2], 0L, s[1], 0L, (long) i.gist().height(), s[3], 0L,
            0L, 0L, 0L};
    }
}
