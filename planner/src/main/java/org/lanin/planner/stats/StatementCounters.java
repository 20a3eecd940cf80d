package org.lanin.planner.stats;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/** The counters of one statement: calls, execution time (nanoseconds), rows and plan cache hits. */
public final class StatementCounters {
    private final long queryId;
    private final String query;
    private final LongAdder calls = new LongAdder();
    private final LongAdder totalNanos = new LongAdder();
    private final LongAccumulator minNanos = new LongAccumulator(Math::min, Long.MAX_VALUE);
    private final LongAccumulator maxNanos = new LongAccumulator(Math::max, Long.MIN_VALUE);
    private final LongAdder rows = new LongAdder();
    private final LongAdder planCacheHits = new LongAdder();

    StatementCounters(long queryId, String query) {
        this.queryId = queryId;
        this.query = query;
    }

    void record(long nanos, long rowCount, boolean planCacheHit) {
        calls.increment();
        totalNanos.add(nanos);
        minNanos.accumulate(nanos);
        maxNanos.accumulate(nanos);
        rows.add(rowCount);
        if (planCacheHit) {
            planCacheHits.increment();
        }
    }

    public long queryId() {
        return queryId;
    }

    public String query() {
        return query;
    }

    public long calls() {
        return calls.sum();
    }

    public double totalMillis() {
        return totalNanos.sum() / 1e6;
    }

    public double minMillis() {
        long m = minNanos.get();
        return m == Long.MAX_VALUE ? 0 : m / 1e6;
    }

    public double maxMillis() {
        long m = maxNanos.get();
        return m == Long.MIN_VALUE ? 0 : m / 1e6;
    }

    public double meanMillis() {
        long c = calls.sum();
        return c == 0 ? 0 : totalNanos.sum() / 1e6 / c;
    }

    public long rows() {
        return rows.sum();
    }

    public long planCacheHits() {
        return planCacheHits.sum();
    }
}
