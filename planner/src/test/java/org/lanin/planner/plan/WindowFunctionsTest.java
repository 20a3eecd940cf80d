package org.lanin.planner.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.error;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.rows;
import static org.lanin.planner.TestSql.state;
import static org.lanin.planner.TestSql.strings;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/** Window functions through a session: plans, incremental frames against a model, errors, speed. */
class WindowFunctionsTest {
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
        exec(s, "CREATE TABLE w (id integer PRIMARY KEY, g integer, x integer)");
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    @Test
    void explainShowsSortAndWindowAggPerWindow() {
        List<String> plan = strings(s, "EXPLAIN SELECT row_number() OVER (PARTITION BY g ORDER BY x), "
                + "rank() OVER (PARTITION BY g ORDER BY x), sum(x) OVER () FROM w");
        assertThat(String.join("\n", plan)).containsSubsequence("WindowAgg", "WindowAgg", "Sort", "Seq Scan on w");
        assertThat(plan.stream().filter(l -> l.contains("WindowAgg")).count()).isEqualTo(2);
    }

    @Test
    void runningAndSlidingFramesMatchAModel() {
        long seed = Long.getLong("seed", System.nanoTime());
        Random rnd = new Random(seed);
        int n = 1500;
        int[] g = new int[n];
        int[] x = new int[n];
        StringBuilder ins = new StringBuilder("INSERT INTO w VALUES ");
        for (int i = 0; i < n; i++) {
            g[i] = rnd.nextInt(7);
            x[i] = rnd.nextInt(40);
            ins.append(i == 0 ? "" : ", ").append('(').append(i).append(", ").append(g[i]).append(", ").append(x[i]).append(')');
        }
        exec(s, ins.toString());
        List<List<Object>> got = rows(s, "SELECT id, sum(x) OVER (PARTITION BY g ORDER BY x), "
                + "sum(x) OVER (PARTITION BY g ORDER BY x, id ROWS BETWEEN 3 PRECEDING AND 2 FOLLOWING), "
                + "sum(x) OVER (PARTITION BY g ORDER BY x, id ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) FROM w ORDER BY id");
        for (int i = 0; i < n; i++) {
            List<Integer> part = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                if (g[j] == g[i]) {
                    part.add(j);
                }
            }
            part.sort((a, b) -> x[a] != x[b] ? Integer.compare(x[a], x[b]) : Integer.compare(a, b));
            long running = 0;
            for (int j : part) {
                running += x[j] <= x[i] ? x[j] : 0;
            }
            int pos = part.indexOf(i);
            long sliding = 0;
            for (int k = Math.max(0, pos - 3); k <= Math.min(part.size() - 1, pos + 2); k++) {
                sliding += x[part.get(k)];
            }
            Long rest = null;
            for (int k = pos + 1; k < part.size(); k++) {
                rest = (rest == null ? 0 : rest) + x[part.get(k)];
            }
            assertThat(got.get(i)).as("row %d; replay with -Dseed=%d", i, seed)
                    .containsExactly(i, running, sliding, rest);
        }
    }

    @Test
    void windowsOverGroupedRowsSeeLaterAggregates() {
        exec(s, "INSERT INTO w VALUES (1, 1, 10), (2, 1, 20), (3, 2, 5), (4, 3, 40)");
        assertThat(strings(s, "SELECT g, rank() OVER (ORDER BY sum(x) DESC), count(*), max(x) FROM w GROUP BY g ORDER BY g"))
                .containsExactly("[1, 2, 2, 20]", "[2, 3, 1, 5]", "[3, 1, 1, 40]");
    }

    @Test
    void parametersInArgumentsAndFrames() {
        exec(s, "INSERT INTO w VALUES (1, 1, 10), (2, 1, 20), (3, 1, 30)");
        var p = s.prepare("SELECT lag(x, ?, ?) OVER (ORDER BY id), sum(x) OVER (ORDER BY id ROWS ? PRECEDING) FROM w ORDER BY id");
        try (var r = s.execute(p, new Object[] {2, -1, 1}, 0, 0)) {
            List<String> out = new ArrayList<>();
            var c = r.rows();
            while (c.next()) {
                out.add(java.util.Arrays.toString(c.current()));
            }
            assertThat(out).containsExactly("[-1, 10]", "[-1, 30]", "[10, 50]");
        }
        // Parameters as RANGE and GROUPS offsets, typed by the ORDER BY column and as bigint.
        var q = s.prepare("SELECT sum(x) OVER (ORDER BY x RANGE BETWEEN ? PRECEDING AND CURRENT ROW), "
                + "count(*) OVER (ORDER BY x GROUPS BETWEEN ? PRECEDING AND ? FOLLOWING EXCLUDE CURRENT ROW) FROM w ORDER BY id");
        try (var r = s.execute(q, new Object[] {15, 1, 0}, 0, 0)) {
            List<String> out = new ArrayList<>();
            var c = r.rows();
            while (c.next()) {
                out.add(java.util.Arrays.toString(c.current()));
            }
            assertThat(out).containsExactly("[10, 0]", "[30, 1]", "[50, 1]");
        }
    }

    @Test
    void errorsNameTheClauseOrTheMissingFeature() {
        assertThat(error(s, "SELECT id FROM w WHERE rank() OVER () = 1").getMessage())
                .contains("window functions are not allowed in WHERE");
        assertThat(state(s, "SELECT id FROM w JOIN w v ON row_number() OVER () = 1")).isEqualTo("42P20");
        assertThat(error(s, "SELECT sum(x) OVER (ORDER BY x::text RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w"))
                .hasMessageContaining("RANGE with offset PRECEDING/FOLLOWING is not supported for column type text");
        assertThat(state(s, "SELECT sum(x) OVER w FROM w")).isEqualTo("42704");
        assertThat(state(s, "SELECT row_number(x) OVER () FROM w")).isEqualTo("42883");
        assertThat(error(s, "SELECT sum(x) OVER (ROWS BETWEEN CURRENT ROW AND 1 PRECEDING) FROM w"))
                .hasMessageContaining("frame starting from current row cannot have preceding rows");
        assertThat(state(s, "SELECT sum(x) OVER (ROWS BETWEEN x PRECEDING AND CURRENT ROW) FROM w")).isEqualTo("42P10");
        assertThat(error(s, "SELECT sum(x) OVER (GROUPS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM w"))
                .hasMessageContaining("GROUPS mode requires an ORDER BY clause");
        assertThat(state(s, "SELECT sum(x) OVER (ORDER BY x ROWS UNBOUNDED PRECEDING EXCLUDE) FROM w")).isEqualTo("42601");
        assertThat(error(s, "SELECT sum(x) OVER (v ROWS UNBOUNDED PRECEDING) FROM w WINDOW v AS (ORDER BY x)"))
                .hasMessageContaining("named window refined in OVER");
        assertThat(state(s, "SELECT sum(x) OVER (ORDER BY x) FRM w")).isEqualTo("42601");
    }

    @Test
    void hundredThousandRowNumbers() {
        exec(s, "INSERT INTO w SELECT i, i % 100, (i * 7919) % 100000 FROM generate_series(1, 100000) AS t(i)");
        String q = "SELECT count(*), sum(rn) FROM (SELECT row_number() OVER (PARTITION BY g ORDER BY x) AS rn FROM w) r";
        rows(s, q);
        rows(s, q);
        rows(s, q);
        List<List<Object>> r = rows(s, q);
        assertThat(r.get(0)).containsExactly(100000L, new java.math.BigDecimal(100 * (1000L * 1001 / 2)));
    }
}
