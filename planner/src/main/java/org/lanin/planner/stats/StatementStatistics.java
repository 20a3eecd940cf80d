package org.lanin.planner.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A database's statement statistics, keyed by normalised text. Recording is a map read and a
 * few adder updates; only the first execution of a new text inserts.
 */
public final class StatementStatistics {
    /** PostgreSQL's default pg_stat_statements.max. */
    public static final int MAX_ENTRIES = 5000;
    private final ConcurrentHashMap<String, StatementCounters> byText = new ConcurrentHashMap<>();

    /** Records one successful execution of the statement with normalised text {@code query}. */
    public void record(String query, long queryId, long nanos, long rows, boolean planCacheHit) {
        StatementCounters c = byText.get(query);
        if (c == null) {
            if (byText.size() >= MAX_ENTRIES) {
                evictLeastCalled();
            }
            c = byText.computeIfAbsent(query, q -> new StatementCounters(queryId, q));
        }
        c.record(nanos, rows, planCacheHit);
    }

    /** A snapshot of the entries (pg_stat_statements' rows). */
    public List<StatementCounters> entries() {
        return new ArrayList<>(byText.values());
    }

    /** pg_stat_statements_reset(). */
    public void reset() {
        byText.clear();
    }

    /** Drops the least-called 5% (PostgreSQL's entry_dealloc); rare, so a sort is fine. */
    private void evictLeastCalled() {
        List<StatementCounters> all = entries();
        all.sort(Comparator.comparingLong(StatementCounters::calls));
        int drop = Math.max(1, all.size() / 20);
        for (int i = 0; i < drop && i < all.size(); i++) {
            byText.remove(all.get(i).query(), all.get(i));
        }
    }
}
