package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.DOUBLE;
import static org.lanin.engine.type.DataType.TEXT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.planner.cache.PlanCache;
import org.lanin.planner.stats.StatementCounters;

/**
 * Statistics views: {@code pg_stat_statements} (PostgreSQL's extension view, with Lanin's
 * {@code plan_cache_hits}) and {@code lanin_plan_cache} (the database's plan cache counters).
 * Times are milliseconds; rows counts rows returned, or affected for DML.
 */
final class StatViews {
    private StatViews() {
    }

    static List<SystemView> views() {
        return List.of(
                new SystemView("pg_catalog", "pg_stat_statements",
                        List.of("queryid", "query", "calls", "total_exec_time", "min_exec_time", "max_exec_time",
                                "mean_exec_time", "rows", "plan_cache_hits"),
                        SystemViews.types(BIGINT, TEXT, BIGINT, DOUBLE, DOUBLE, DOUBLE, DOUBLE, BIGINT, BIGINT),
                        StatViews::statements),
                new SystemView("lanin", "lanin_plan_cache", List.of("hits", "misses", "entries"),
                        SystemViews.types(BIGINT, BIGINT, BIGINT), StatViews::planCache));
    }

    private static List<Object[]> statements(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null) {
            return out;
        }
        for (StatementCounters s : c.database().statementStatistics().entries()) {
            out.add(new Object[] {s.queryId(), s.query(), s.calls(), s.totalMillis(), s.minMillis(), s.maxMillis(),
                s.meanMillis(), s.rows(), s.planCacheHits()});
        }
        return out;
    }

    private static List<Object[]> planCache(SystemView.Context c) {
        if (c.database() == null) {
            return List.of();
        }
        PlanCache p = c.database().planCache();
        List<Object[]> out = new ArrayList<>();
        out.add(new Object[] {p.hits(), p.misses(), p.size()});
        return out;
    }
}
