package org.lanin.bench.run;

import java.util.Map;

/** One timed run of one engine: its number (ops/s or bytes/row), retries, counters per op. */
public record Sample(double value, long retries, Map<String, Double> countersPerOp) {
}
