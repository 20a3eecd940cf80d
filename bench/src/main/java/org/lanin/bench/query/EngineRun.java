package org.lanin.bench.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.tpch.LoadReport;

/** A suite on one engine: its load, every query's outcome (suite order), plans captured. */
final class EngineRun {
    final EngineSpec engine;
    final Map<String, QueryOutcome> queries = new LinkedHashMap<>();
    final List<PlanCounters.Plan> plans = new ArrayList<>();
    LoadReport load;
    /** Null when ANALYZE ran after the load, else why not. */
    String analyze;
    String unavailable;

    EngineRun(EngineSpec engine) {
        this.engine = engine;
    }

    QueryOutcome outcome(String query) {
        return queries.computeIfAbsent(query, q -> new QueryOutcome());
    }
}
