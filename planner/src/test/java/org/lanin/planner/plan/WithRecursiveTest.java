package org.lanin.planner.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.error;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.rows;
import static org.lanin.planner.TestSql.scalar;
import static org.lanin.planner.TestSql.state;
import static org.lanin.planner.TestSql.strings;

import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/** WITH RECURSIVE through a session: plans, PostgreSQL's messages, speed and cancellation. */
class WithRecursiveTest {
    private static final String COUNT = "WITH RECURSIVE c(n) AS (SELECT 1 UNION%s SELECT n + 1 FROM c WHERE n < %d) ";
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    @Test
    void hundredThousandIterations() {
        assertThat(scalar(s, String.format(COUNT, " ALL", 100_000) + "SELECT count(*) FROM c")).isEqualTo(100_000L);
        assertThat(scalar(s, String.format(COUNT, "", 100_000) + "SELECT max(n) FROM c")).isEqualTo(100_000);
    }

    @Test
    void explainShowsRecursiveUnionOverWorkTableScan() {
        List<String> plan = strings(s, "EXPLAIN " + String.format(COUNT, " ALL", 5) + "SELECT n FROM c x");
        assertThat(String.join("\n", plan)).containsSubsequence("CTE Scan on x", "Recursive Union", "Result",
                "WorkTable Scan on c");
    }

    @Test
    void eachReferenceEvaluatesOnItsOwn() {
        List<List<Object>> got = rows(s, String.format(COUNT, " ALL", 3)
                + "SELECT x.n, y.n FROM c x, c y WHERE x.n <= y.n ORDER BY 1, 2");
        assertThat(got).hasSize(6);
        assertThat(scalar(s, String.format(COUNT, " ALL", 4)
                + "SELECT (SELECT count(*) FROM c) + (SELECT sum(n) FROM c)")).isEqualTo(14L);
    }

    @Test
    void messagesArePostgresqls() {
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT n FROM t UNION ALL SELECT 1) SELECT n FROM t").getMessage())
                .contains("recursive reference to query \"t\" must not appear within its non-recursive term");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT a.n FROM t a, t b) SELECT n FROM t")
                .getMessage()).contains("recursive reference to query \"t\" must not appear more than once");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 2 WHERE EXISTS (SELECT 1 FROM t)) "
                + "SELECT n FROM t").getMessage()).contains("must not appear within a subquery");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT CAST(n AS bigint) FROM t) SELECT n FROM t")
                .getMessage()).contains("recursive query \"t\" column 1 has type integer in non-recursive term but type bigint overall");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT CAST(n AS bigint) FROM t) SELECT n FROM t")
                .hint()).isEqualTo(RecursionMsg.CAST_HINT);
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT max(n) FROM t) SELECT n FROM t").getMessage())
                .contains("aggregate functions are not allowed in a recursive query's recursive term");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n FROM t ORDER BY 1) SELECT n FROM t")
                .getMessage()).contains("ORDER BY in a recursive query is not implemented");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT n FROM t) SELECT n FROM t").getMessage())
                .contains("does not have the form non-recursive-term UNION [ALL] recursive-term");
        assertThat(state(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 2 FROM t FULL JOIN t u ON true) SELECT n FROM t"))
                .isEqualTo("42P19");
        assertThat(error(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SEARCH BREADTH FIRST BY n SET o "
                + "SELECT n FROM t").getMessage()).contains("SEARCH");
    }

    @Test
    void cancelStopsRunawayRecursion() throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            // A cancel before the statement starts is lost, so it repeats; the recursion cannot end otherwise.
            timer.scheduleWithFixedDelay(s::cancel, 50, 50, TimeUnit.MILLISECONDS);
            assertThat(state(s, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 1 FROM t) SELECT count(*) FROM t"))
                    .isEqualTo("57014");
        } finally {
            timer.shutdownNow();
        }
    }
}
