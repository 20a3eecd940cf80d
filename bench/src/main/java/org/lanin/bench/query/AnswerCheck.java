package org.lanin.bench.query;

import java.util.List;
import java.util.Optional;
import org.lanin.bench.engine.EngineKind;
import org.lanin.tpch.AnswerComparison;

/**
 * Compares every engine's check answers with the reference engine's: PostgreSQL when it ran,
 * else DuckDB, else H2 (the order of trust: the dialect the queries are written in first). A
 * difference is kept on the outcome and printed beside its time.
 */
final class AnswerCheck {
    private static final List<EngineKind> TRUST = List.of(EngineKind.POSTGRES, EngineKind.DUCKDB, EngineKind.H2);

    private AnswerCheck() {
    }

    static void compare(List<EngineRun> runs, List<SuiteQuery> queries) {
        Optional<EngineRun> reference = reference(runs);
        if (reference.isEmpty()) {
            return;
        }
        for (SuiteQuery q : queries) {
            QueryOutcome ref = reference.get().outcome(q.name());
            if (ref.answer == null) {
                continue;
            }
            for (EngineRun run : runs) {
                QueryOutcome o = run.outcome(q.name());
                if (run != reference.get() && o.answer != null) {
                    String d = AnswerComparison.difference(ref.answer, o.answer, q.orderColumns());
                    o.wrong = d == null ? null : "differs from " + reference.get().engine.label() + ": " + d;
                }
            }
        }
    }

    static Optional<EngineRun> reference(List<EngineRun> runs) {
        for (EngineKind kind : TRUST) {
            Optional<EngineRun> r = runs.stream()
                    .filter(e -> e.engine.kind() == kind && e.unavailable == null)
                    .findFirst();
            if (r.isPresent()) {
                return r;
            }
        }
        return Optional.empty();
    }
}
