package org.lanin.bench.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.bench.engine.EngineKind;

/**
 * Plan counters for the slowest queries: the engine's {@code EXPLAIN ANALYZE} text, and from it
 * the node whose estimated rows are furthest from its actual rows. The parser reads PostgreSQL's
 * node format, {@code (cost=0.00..1.10 rows=10 width=4) (actual time=0.01..0.02 rows=12 loops=1)},
 * which is what issue 11 asks Lanin's EXPLAIN ANALYZE to print; a plan without such nodes is kept
 * as text with "no per-node estimates". To teach the harness another engine or format: add its
 * prefix to {@link #explainPrefix} and, if needed, a pattern to {@link #worstEstimate}.
 */
final class PlanCounters {
    private static final Pattern NODE = Pattern.compile(
            "rows=(\\d+)\\s+width=\\d+\\)\\s*\\(actual time=[\\d.]+\\.\\.[\\d.]+ rows=(\\d+) loops=(\\d+)\\)");

    /** One captured plan: the query, the statement run, its text and the worst estimate found. */
    record Plan(String query, String statement, String text, String worstEstimate) {
    }

    private PlanCounters() {
    }

    /** The EXPLAIN prefix that runs the query and shows per-node rows, or null when not supported. */
    static String explainPrefix(EngineKind kind, boolean analyze) {
        return switch (kind) {
            case LANIN -> analyze ? "EXPLAIN ANALYZE " : "EXPLAIN ";
            case POSTGRES -> analyze ? "EXPLAIN (ANALYZE) " : "EXPLAIN ";
            default -> null;
        };
    }

    /** Runs EXPLAIN {@code prefix} of {@code sql} with the parameters {@code bind} sets; one line per row. */
    static String explain(Connection c, String prefix, String sql, SuiteQuery.Params params,
                          java.util.SplittableRandom random, int timeoutSeconds) throws SQLException, QueryTimer.TimedOut {
        try (PreparedStatement ps = c.prepareStatement(prefix + sql)) {
            params.bind(ps, random);
            StringBuilder sb = new StringBuilder();
            for (java.util.List<String> row : QueryTimer.run(ps, timeoutSeconds, true).rows()) {
                sb.append(String.join(" ", row)).append('\n');
            }
            return sb.toString();
        }
    }

    /** "est 1 vs actual 60,175 rows (60175×) at `->  Seq Scan on lineitem`", or why there is none. */
    static String worstEstimate(String plan) {
        double worst = 0;
        String where = null;
        long est = 0;
        long act = 0;
        for (String line : plan.split("\n")) {
            Matcher m = NODE.matcher(line);
            if (m.find()) {
                long e = Long.parseLong(m.group(1));
                long a = Long.parseLong(m.group(2)) * Math.max(1, Long.parseLong(m.group(3)));
                double factor = (double) Math.max(Math.max(e, a), 1) / Math.max(Math.min(e, a), 1);
                if (factor > worst) {
                    worst = factor;
                    where = line.substring(0, m.start()).replaceAll("\\(cost=.*$", "").strip();
                    est = e;
                    act = a;
                }
            }
        }
        if (where == null) {
            return "no per-node estimates in this EXPLAIN ANALYZE";
        }
        return String.format(Locale.ROOT, "est %,d vs actual %,d rows (%.0f×) at `%s`", est, act, worst, where);
    }
}
