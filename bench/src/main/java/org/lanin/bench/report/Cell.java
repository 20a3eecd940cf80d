package org.lanin.bench.report;

import java.util.List;
import java.util.Map;

/**
 * One row of a workload's table: an engine at a thread count, either measured (values of the
 * measured rounds, retries, Lanin counters per operation of the last round, the median share of
 * the rounds' time spent in garbage-collection pauses and the median bytes allocated per
 * operation, each NaN when not measured) or n/a with why.
 */
public record Cell(String engine, int threads, List<Double> values, long retries,
                   Map<String, Double> countersPerOp, String unavailable, double gcShare, double allocatedPerOp) {

    public Cell(String engine, int threads, List<Double> values, long retries, Map<String, Double> countersPerOp,
                String unavailable) {
        this(engine, threads, values, retries, countersPerOp, unavailable, Double.NaN, Double.NaN);
    }

    public static Cell unavailable(String engine, int threads, String why) {
        return new Cell(engine, threads, List.of(), 0, null, why);
    }

    public boolean measured() {
        return unavailable == null && !values.isEmpty();
    }

    public Stats stats() {
        return Stats.of(values);
    }
}
