package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.BOOLEAN;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.partition.TupleMapStats;

/**
 * lanin_stat_tuple_maps: per (parent, partition) pair, whether rows need converting and how
 * often the map was built, at what cost in name comparisons, and how often the cache served it.
 * Zeroed by {@code Catalog.tupleMaps().reset()} (lanin_stat_reset()).
 */
final class TupleMapStatsView {
    private TupleMapStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_tuple_maps",
                List.of("parent_name", "partition_name", "map_needed", "builds", "name_comparisons", "cache_hits"),
                SystemViews.types(TEXT, TEXT, BOOLEAN, BIGINT, BIGINT, BIGINT), TupleMapStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null) {
            return out;
        }
        for (TupleMapStats s : c.database().catalog().tupleMaps().stats()) {
            out.add(new Object[] {s.parentName(), s.partitionName(), s.mapNeeded(), s.builds(), s.nameComparisons(), s.cacheHits()});
        }
        return out;
    }
}
