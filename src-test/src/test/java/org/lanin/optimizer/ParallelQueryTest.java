package org.lanin.optimizer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Parallel query through SQL: under PostgreSQL's settings for forcing it (no setup or tuple cost,
 * no minimum table size) a filtered scan becomes a Gather over a Parallel Seq Scan, and returns
 * the same rows as the serial plan, also with the workers disabled at run time, as the inner side
 * of a nested loop (rescans), over the transaction's own uncommitted changes, and with a
 * condition whose value depends on the session's time zone. An error raised in a worker is the
 * statement's error; a result closed early leaves the connection usable.
 */
class ParallelQueryTest {
    private static final String FORCE = "SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; "
            + "SET min_parallel_table_scan_size = 0";
    private static final String SERIAL = "SET max_parallel_workers_per_gather = 0";
    private static Connection db;

    @BeforeAll
    static void load() throws SQLException {
        db = DriverManager.getConnection(TestEngine.LANIN.privateUrl());
        exec("CREATE TABLE p (id int PRIMARY KEY, k int, t text, ts text, x numeric)");
        exec("INSERT INTO p SELECT g, g % 97, 'v' || (g % 13), '2020-01-01 0' || (g % 10) || ':00', g * 1.5 "
                + "FROM generate_series(1, 40000) g(g)");
        exec("CREATE TABLE small (k int)");
        exec("INSERT INTO small VALUES (1), (5), (96)");
        exec("ANALYZE");
    }

    @AfterAll
    static void close() throws SQLException {
        db.close();
    }

    @Test
    void aFilteredScanRunsInParallelAndReturnsTheSerialRows() throws SQLException {
        String q = "SELECT id, k, t, x FROM p WHERE k < 40 AND t LIKE 'v1%' ORDER BY id";
        String plan = plan(FORCE, "EXPLAIN (COSTS OFF) " + q);
        assertThat(plan).contains("Gather", "Workers Planned: 2", "Parallel Seq Scan on p");
        List<String> serial = rows(SERIAL, q);
        assertThat(serial).hasSizeGreaterThan(1000);
        assertThat(rows(FORCE, q)).isEqualTo(serial);
        String agg = "SELECT count(*), sum(x), min(id), max(id), count(DISTINCT t) FROM p WHERE k <> 3";
        assertThat(rows(FORCE, agg)).isEqualTo(rows(SERIAL, agg));
    }

    /** The parallel_workers storage parameter replaces the size rule: 0 keeps the table serial, 3 plans three workers. */
    @Test
    void theParallelWorkersStorageParameterFixesTheWorkers() throws SQLException {
        String q = "SELECT count(*), sum(id), max(t) FROM p WHERE k < 40";
        try {
            exec("ALTER TABLE p SET (parallel_workers = 0)");
            assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + q)).doesNotContain("Gather");
            exec("ALTER TABLE p SET (parallel_workers = 3)");
            assertThat(plan(FORCE + "; SET max_parallel_workers_per_gather = 4", "EXPLAIN (COSTS OFF) " + q))
                    .contains("Workers Planned: 3", "Parallel Seq Scan on p");
            assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + q)).as("max_parallel_workers_per_gather still bounds it")
                    .contains("Workers Planned: 2");
            assertThat(rows(FORCE + "; SET max_parallel_workers_per_gather = 4", q)).isEqualTo(rows(SERIAL, q));
        } finally {
            exec("ALTER TABLE p RESET (parallel_workers)");
        }
    }

    @Test
    void aGroupedAggregateSplitsIntoPartialAndFinalizeWithTheSerialResults() throws SQLException {
        String q = "SELECT k % 5, count(*), count(x), sum(x), avg(x), min(t), max(id), bool_and(k > 3), sum(id::float8), "
                + "avg(id::float8), sum(k), min(x) FROM p WHERE id > 10 GROUP BY 1 ORDER BY 1";
        String plan = plan(FORCE, "EXPLAIN (COSTS OFF) " + q);
        assertThat(plan).contains("Finalize HashAggregate", "Gather", "Partial HashAggregate", "Parallel Seq Scan on p");
        assertThat(rows(FORCE, q)).isEqualTo(rows(SERIAL, q)).hasSize(5);
        String having = "SELECT k, count(*), avg(x) FROM p GROUP BY k HAVING count(*) > 412 ORDER BY k";
        assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + having)).contains("Partial HashAggregate");
        assertThat(rows(FORCE, having)).isEqualTo(rows(SERIAL, having)).isNotEmpty();
    }

    @Test
    void varianceStatesCombineToTheSerialResults() throws SQLException {
        // numeric states (N, sum, sum of squares) combine exactly; float states by PostgreSQL's
        // float8_combine, equal to the serial result to the rounding shown
        String q = "SELECT k % 5, var_samp(x), stddev(k), var_pop(id), round(stddev_samp(id::float8)::numeric, 6), "
                + "round(var_pop(x::float8)::numeric, 4) FROM p GROUP BY 1 ORDER BY 1";
        assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + q)).contains("Partial HashAggregate");
        assertThat(rows(FORCE, q)).isEqualTo(rows(SERIAL, q)).hasSize(5);
    }

    @Test
    void aPlainAggregateSplitsAndKeepsTheEmptyInputsResults() throws SQLException {
        // (k + 0) > 1000: no row, which the estimate cannot know (a third of the rows), so the split plan is chosen
        for (String where : new String[] {"k > 10", "(k + 0) > 1000"}) {
            String q = "SELECT count(*), count(t), sum(x), avg(x), min(id), max(t), sum(k), bool_or(k = 3) FROM p WHERE " + where;
            assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + q)).contains("Finalize Aggregate", "Partial Aggregate");
            assertThat(rows(FORCE, q)).isEqualTo(rows(SERIAL, q));
        }
        assertThat(rows(FORCE, "SELECT count(*), sum(x) FROM p WHERE (k + 0) > 1000")).containsExactly("0|null");
    }

    @Test
    void callsThatCannotCombineAggregateInTheLeader() throws SQLException {
        String q = "SELECT k % 3, count(DISTINCT t), string_agg(t, ',' ORDER BY t) FROM p WHERE id < 300 GROUP BY 1 ORDER BY 1";
        String plan = plan(FORCE, "EXPLAIN (COSTS OFF) " + q);
        assertThat(plan).doesNotContain("Partial");
        assertThat(rows(FORCE, q)).isEqualTo(rows(SERIAL, q));
    }

    @Test
    void manyGroupsUnderASmallWorkMemGiveTheSerialResults() throws SQLException {
        String q = "SELECT id % 20000, count(*), avg(x), sum(k) FROM p GROUP BY 1 ORDER BY 1";
        String small = "; SET work_mem = '64kB'";
        assertThat(rows(FORCE + small, q)).isEqualTo(rows(SERIAL, q)).hasSize(20000);
    }

    @Test
    void explainAnalyzeCountsEveryParticipantsRows() throws SQLException {
        String plan = plan(FORCE, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT id FROM p WHERE k < 50");
        assertThat(plan).contains("Workers Planned: 2", "Workers Launched: ");
        // as PostgreSQL: the scan's rows per loop, one loop per participant, add up to what the Gather returns
        java.util.regex.Matcher gather = java.util.regex.Pattern.compile("Gather +\\(actual rows=(\\d+)").matcher(plan);
        java.util.regex.Matcher scan = java.util.regex.Pattern
                .compile("Parallel Seq Scan on p +\\(actual rows=(\\d+) loops=([1-3])\\)").matcher(plan);
        assertThat(gather.find() && scan.find()).as(plan).isTrue();
        long loops = Long.parseLong(scan.group(2));
        assertThat(Long.parseLong(scan.group(1)) * loops).as(plan)
                .isBetween(Long.parseLong(gather.group(1)) - loops, Long.parseLong(gather.group(1)) + loops);
        String q = "SELECT count(*) FROM p WHERE k < 50";
        assertThat(rows(FORCE, q)).isEqualTo(rows(SERIAL, q));
    }

    @Test
    void withNoWorkerFreeTheLeaderScansAlone() throws SQLException {
        String q = "SELECT count(*), sum(id) FROM p WHERE k > 10";
        String none = FORCE + "; SET max_parallel_workers = 0";
        String plan = plan(none, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + q);
        assertThat(plan).contains("Workers Planned: 2", "Workers Launched: 0");
        assertThat(rows(none, q)).isEqualTo(rows(SERIAL, q));
        String noLeader = none + "; SET parallel_leader_participation = off";
        assertThat(rows(noLeader, q)).isEqualTo(rows(SERIAL, q));
        assertThat(rows(FORCE + "; SET parallel_leader_participation = off", q)).isEqualTo(rows(SERIAL, q));
    }

    @Test
    void aGatherRescannedByANestedLoopReadsEveryPageEachTime() throws SQLException {
        String q = "SELECT s.k, count(*) FROM small s JOIN p ON p.k = s.k AND p.id > 100 GROUP BY s.k ORDER BY s.k";
        String nl = FORCE + "; SET enable_hashjoin = off; SET enable_mergejoin = off; SET enable_indexscan = off; "
                + "SET enable_bitmapscan = off; SET enable_material = off";
        String plan = plan(nl, "EXPLAIN (COSTS OFF) " + q);
        assertThat(plan).contains("Nested Loop", "Parallel Seq Scan on p");
        assertThat(rows(nl, q)).isEqualTo(rows(SERIAL, q)).hasSize(3);
    }

    @Test
    void workersSeeTheTransactionsOwnChanges() throws SQLException {
        db.setAutoCommit(false);
        try {
            exec("DELETE FROM p WHERE id % 7 = 0");
            exec("INSERT INTO p SELECT g, 5, 'new', '2020-01-01 00:00', 0 FROM generate_series(50001, 50500) g(g)");
            exec("UPDATE p SET k = 6 WHERE id % 11 = 0");
            String q = "SELECT k, count(*), sum(id) FROM p WHERE k IN (5, 6) OR t = 'new' GROUP BY k ORDER BY k";
            assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + q)).contains("Parallel Seq Scan on p");
            assertThat(rows(FORCE, q)).isEqualTo(rows(SERIAL, q));
        } finally {
            db.rollback();
            db.setAutoCommit(true);
        }
    }

    /** As in PostgreSQL, a statement's target is not scanned in parallel: its scan must return the heap versions it modifies. */
    @Test
    void theTargetOfAnUpdateOrDeleteIsNotScannedInParallel() throws SQLException {
        assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) DELETE FROM p WHERE k = 1")).doesNotContain("Parallel");
        assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) UPDATE p SET x = x + 1 WHERE k = 2")).doesNotContain("Parallel");
        assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) SELECT id FROM p WHERE k = 3 FOR UPDATE")).doesNotContain("Parallel");
        db.setAutoCommit(false);
        try {
            apply(FORCE);
            try (Statement st = db.createStatement()) {
                assertThat(st.executeUpdate("DELETE FROM p WHERE k = 1")).isPositive();
                assertThat(st.executeUpdate("UPDATE p SET x = x + 1 WHERE k = 2")).isPositive();
            }
            assertThat(rows(FORCE, "SELECT count(*) FROM p WHERE k = 1")).containsExactly("0");
        } finally {
            db.rollback();
            db.setAutoCommit(true);
            apply("RESET ALL");
        }
    }

    @Test
    void workersEvaluateInTheSessionsTimeZone() throws SQLException {
        String q = "SELECT count(*) FROM p WHERE ts::timestamptz < timestamptz '2020-01-01 00:00:00+00'";
        String tokyo = "SET TimeZone = 'Asia/Tokyo'";
        assertThat(plan(FORCE + "; " + tokyo, "EXPLAIN (COSTS OFF) " + q)).contains("Parallel Seq Scan on p");
        List<String> parallel = rows(FORCE + "; " + tokyo, q);
        assertThat(parallel).isEqualTo(rows(SERIAL + "; " + tokyo, q)).isNotEqualTo(rows(SERIAL, q));
        exec("RESET TimeZone");
    }

    @Test
    void aWorkersErrorIsTheStatementsError() throws SQLException {
        String q = "SELECT count(*) FROM p WHERE 100 / (id - 33333) > 0";
        assertThat(plan(FORCE, "EXPLAIN (COSTS OFF) " + q)).contains("Parallel Seq Scan on p");
        for (int i = 0; i < 5; i++) {
            assertThatThrownBy(() -> rows(FORCE, q)).isInstanceOf(SQLException.class)
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("22012"));
        }
        String after = "SELECT count(*) FROM p WHERE k = 1";
        assertThat(rows(FORCE, after)).isEqualTo(rows(SERIAL, after));
    }

    @Test
    void aResultClosedEarlyStopsTheWorkers() throws SQLException {
        apply(FORCE);
        db.setAutoCommit(false);
        try (Statement st = db.createStatement()) {
            st.setFetchSize(10);
            for (int i = 0; i < 5; i++) {
                try (ResultSet rs = st.executeQuery("SELECT id FROM p WHERE k >= 0")) {
                    for (int n = 0; n < 10; n++) {
                        assertThat(rs.next()).isTrue();
                    }
                }
            }
        } finally {
            db.commit();
            db.setAutoCommit(true);
            apply("RESET ALL");
        }
        assertThat(rows(FORCE, "SELECT count(*) FROM p WHERE k >= 0")).containsExactly("40000");
    }

    private static String plan(String settings, String q) throws SQLException {
        return String.join("\n", rows(settings, q));
    }

    private static List<String> rows(String settings, String sql) throws SQLException {
        apply(settings);
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            List<String> out = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    b.append(i > 1 ? "|" : "").append(rs.getString(i));
                }
                out.add(b.toString());
            }
            return out;
        } finally {
            apply("RESET ALL");
        }
    }

    private static void apply(String settings) throws SQLException {
        for (String s : settings.split(";")) {
            if (!s.isBlank()) {
                exec(s.strip());
            }
        }
    }

    private static void exec(String sql) throws SQLException {
        try (Statement st = db.createStatement()) {
            st.execute(sql);
        }
    }
}
