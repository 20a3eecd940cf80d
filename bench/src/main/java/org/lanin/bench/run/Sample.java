package org.lanin.bench.run;

import java.util.Map;

/**
 * One timed run of one engine: its number (ops/s or bytes/row), retries, counters per op, the
 * share of its wall time the JVM spent in garbage-collection pauses, and the bytes its worker
 * threads allocated per operation (both NaN when not measured).
 */
public record Sample(double value, long retries, Map<String, Double> countersPerOp, double gcShare,
                     double allocatedPerOp) {
}
