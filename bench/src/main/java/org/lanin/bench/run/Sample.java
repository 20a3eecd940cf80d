package org.lanin.bench.run;

import java.util.Map;

/**
 * One timed run of one engine: its number (ops/s or bytes/row), retries, counters per op, and the
 * share of its wall time the JVM spent in garbage-collection pauses (NaN when not measured).
 */
public record Sample(double value, long retries, Map<String, Double> countersPerOp, double gcShare) {
}
