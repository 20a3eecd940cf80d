package org.lanin.bench.query;

import java.util.ArrayList;
import java.util.List;
import org.lanin.bench.report.Stats;
import org.lanin.tpch.ResultRows;

/**
 * One query on one engine: the time per execution of each measured round, or why there is
 * none (failed: the engine's error; timed out), the answer of the check execution, and whether
 * that answer differs from the reference engine's.
 */
final class QueryOutcome {
    final List<Double> nanosPerExecution = new ArrayList<>();
    long executions;
    String failure;
    boolean timedOut;
    ResultRows answer;
    String wrong;

    boolean runnable() {
        return failure == null && !timedOut;
    }

    boolean measured() {
        return runnable() && !nanosPerExecution.isEmpty();
    }

    Stats stats() {
        return Stats.of(nanosPerExecution);
    }
}
