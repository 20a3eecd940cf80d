package org.lanin.bench.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.lanin.bench.engine.Database;
import org.lanin.bench.engine.EngineSpec;
import org.lanin.bench.run.Progress;
import org.lanin.bench.workload.ThreadContext;
import org.lanin.tpch.SqlDialect;

/**
 * Runs a {@link QuerySuite} on each engine in turn: fresh database, load, one untimed check
 * execution per query (its answer kept for comparison), then warm-up and measured rounds, each
 * round running every query for one sample (executions until the sample time is used, at least
 * one). Afterwards the slowest queries' plans are captured where the engine has EXPLAIN ANALYZE,
 * and every engine's answers are compared with the reference engine's.
 */
public final class SuiteRunner {
    private static final int CHECK_ROUND = -1;

    private final SuiteSettings settings;
    private final Progress progress;

    public SuiteRunner(SuiteSettings settings, Progress progress) {
        this.settings = settings;
        this.progress = progress;
    }

    public List<EngineRun> run(QuerySuite suite) {
        List<SuiteQuery> queries = suite.queries(settings.sf());
        List<EngineRun> runs = new ArrayList<>();
        for (EngineSpec e : settings.engines()) {
            EngineRun run = new EngineRun(e);
            runs.add(run);
            run.unavailable = suite.unsupported(e, 1);
            if (run.unavailable == null) {
                runEngine(suite, queries, run);
            }
        }
        AnswerCheck.compare(runs, queries);
        return runs;
    }

    private void runEngine(QuerySuite suite, List<SuiteQuery> queries, EngineRun run) {
        String label = suite.name() + " · " + run.engine.label();
        progress.step(label + " · load SF " + settings.sf(), settings.loadAllowanceSeconds());
        try (Database db = Database.open(run.engine)) {
            Connection c = db.holder();
            run.load = suite.load(c, run.engine, settings.sf());
            run.analyze = analyze(c);
            List<PreparedStatement> statements = prepare(c, queries, run);
            try {
                check(queries, statements, run, suite);
                for (int round = 0; round < settings.warmups() + settings.rounds(); round++) {
                    boolean warm = round < settings.warmups();
                    progress.step(label + (warm ? " · warm-up " + (round + 1)
                            : " · round " + (round - settings.warmups() + 1) + "/" + settings.rounds()),
                            settings.sampleSeconds() * queries.size());
                    for (int i = 0; i < queries.size(); i++) {
                        sample(suite, queries.get(i), statements.get(i), run, round, warm);
                    }
                }
                capturePlans(c, suite, queries, run);
            } finally {
                closeAll(statements);
            }
        } catch (Exception ex) {
            run.unavailable = "failed: " + describe(ex);
            progress.newline();
            System.err.println(label + " failed: " + describe(ex));
        }
    }

    /**
     * ANALYZE after the load, on every engine that has it (PostgreSQL, H2, SQLite, DuckDB; Lanin
     * once its statistics land), so planners that use statistics have them; null when it ran.
     */
    private static String analyze(Connection c) {
        try (java.sql.Statement st = c.createStatement()) {
            st.execute("ANALYZE");
            return null;
        } catch (SQLException e) {
            return "no ANALYZE: " + describe(e);
        }
    }

    private static List<PreparedStatement> prepare(Connection c, List<SuiteQuery> queries, EngineRun run) {
        SqlDialect dialect = EngineSql.dialect(run.engine.kind());
        List<PreparedStatement> out = new ArrayList<>();
        for (SuiteQuery q : queries) {
            try {
                out.add(c.prepareStatement(dialect.adapt(q.sql())));
            } catch (SQLException e) {
                run.outcome(q.name()).failure = describe(e);
                out.add(null);
            }
        }
        return out;
    }

    private void check(List<SuiteQuery> queries, List<PreparedStatement> statements, EngineRun run, QuerySuite suite) {
        for (int i = 0; i < queries.size(); i++) {
            SuiteQuery q = queries.get(i);
            QueryOutcome o = run.outcome(q.name());
            if (!o.runnable()) {
                continue;
            }
            try {
                q.params().bind(statements.get(i), random(suite, q, CHECK_ROUND));
                o.answer = QueryTimer.run(statements.get(i), settings.timeoutSeconds(), true);
            } catch (QueryTimer.TimedOut t) {
                o.timedOut = true;
            } catch (SQLException e) {
                o.failure = describe(e);
            }
        }
    }

    private void sample(QuerySuite suite, SuiteQuery q, PreparedStatement ps, EngineRun run, int round, boolean warm) {
        QueryOutcome o = run.outcome(q.name());
        if (!o.runnable()) {
            return;
        }
        SplittableRandom random = random(suite, q, round);
        long sampleNanos = (long) (settings.sampleSeconds() * 1e9);
        long t0 = System.nanoTime();
        long n = 0;
        try {
            do {
                q.params().bind(ps, random);
                QueryTimer.run(ps, settings.timeoutSeconds(), false);
                n++;
            } while (System.nanoTime() - t0 < sampleNanos);
        } catch (QueryTimer.TimedOut t) {
            o.timedOut = true;
            return;
        } catch (SQLException e) {
            o.failure = describe(e);
            return;
        }
        if (!warm) {
            o.nanosPerExecution.add((System.nanoTime() - t0) / (double) n);
            o.executions += n;
        }
    }

    /** EXPLAIN ANALYZE of the engine's slowest queries (timed-out ones first), where it has one. */
    private void capturePlans(Connection c, QuerySuite suite, List<SuiteQuery> queries, EngineRun run) {
        String analyze = PlanCounters.explainPrefix(run.engine.kind(), true);
        if (analyze == null || settings.plans() == 0) {
            return;
        }
        List<SuiteQuery> slowest = queries.stream()
                .filter(q -> run.outcome(q.name()).failure == null)
                .sorted(Comparator.comparingDouble((SuiteQuery q) -> slowness(run.outcome(q.name()))).reversed())
                .limit(settings.plans()).toList();
        for (SuiteQuery q : slowest) {
            QueryOutcome o = run.outcome(q.name());
            String prefix = o.timedOut ? PlanCounters.explainPrefix(run.engine.kind(), false) : analyze;
            String sql = EngineSql.dialect(run.engine.kind()).adapt(q.sql());
            String text;
            try {
                text = PlanCounters.explain(c, prefix, sql, q.params(),
                        random(suite, q, CHECK_ROUND), settings.timeoutSeconds());
            } catch (QueryTimer.TimedOut | SQLException e) {
                text = "(" + prefix.strip() + " failed: " + describe(e) + ")";
            }
            run.plans.add(new PlanCounters.Plan(q.name(), prefix.strip(), text, PlanCounters.worstEstimate(text)));
        }
    }

    private static double slowness(QueryOutcome o) {
        return o.timedOut ? Double.MAX_VALUE : o.measured() ? o.stats().median() : 0;
    }

    private static SplittableRandom random(QuerySuite suite, SuiteQuery q, int round) {
        return new SplittableRandom(ThreadContext.seed(suite.name() + "/" + q.name(), 1, round, 0));
    }

    private static void closeAll(List<PreparedStatement> statements) {
        for (PreparedStatement ps : statements) {
            try {
                if (ps != null) {
                    ps.close();
                }
            } catch (SQLException e) {
                // The database is closed next; a statement that will not close changes no number.
            }
        }
    }

    /** SQLSTATE and the first line of the message, for a table cell. */
    static String describe(Exception ex) {
        String msg = String.valueOf(ex.getMessage()).split("\n")[0].replace('|', '/');
        if (msg.length() > 140) {
            msg = msg.substring(0, 137) + "...";
        }
        return ex instanceof SQLException s && s.getSQLState() != null ? "SQLSTATE " + s.getSQLState() + " " + msg : msg;
    }
}
