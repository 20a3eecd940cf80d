package org.lanin.optimizer;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Metamorphic and differential checks of the optimizer: fixed queries covering every join kind,
 * semi/anti joins from EXISTS and IN, outer-join reduction and OR factoring, plus seeded random
 * join queries over data with NULLs and duplicates, each run under the default settings and under
 * every switch that changes the plan (merge joins run where hash joins and nest loops are off); all runs must return the same multiset of rows, and the
 * fixed queries the same rows as H2. A failure names the query, the settings and the seed
 * ({@code -Dseed=...} replays).
 */
class PlanMetamorphicTest {
    private static final String[] SWITCHES = {
        "SET enable_hashjoin = off",
        "SET enable_nestloop = off",
        "SET enable_indexscan = off; SET enable_indexonlyscan = off",
        "SET enable_seqscan = off",
        "SET join_collapse_limit = 1",
        "SET random_page_cost = 50; SET cpu_tuple_cost = 1",
        // merge joins wherever an equality joins the sides: over index scans or sorts
        "SET enable_hashjoin = off; SET enable_nestloop = off",
        "SET enable_hashjoin = off; SET enable_nestloop = off; SET enable_indexscan = off; SET enable_indexonlyscan = off",
        "SET enable_mergejoin = off",
        // GROUP BY over sorted input: an index's order or a sort
        "SET enable_hashagg = off",
        "SET enable_hashagg = off; SET enable_indexscan = off; SET enable_indexonlyscan = off",
    };

    private static final String[] FIXED = {
        "SELECT a.id, b.id FROM a JOIN b ON b.a_id = a.id WHERE a.x < 5",
        "SELECT a.id, b.id, c.id FROM a JOIN b ON b.a_id = a.id JOIN c ON c.b_id = b.id WHERE c.w > 50",
        "SELECT a.id, b.id FROM a LEFT JOIN b ON b.a_id = a.id AND b.z > 10",
        "SELECT a.id, b.id FROM a LEFT JOIN b ON b.a_id = a.id WHERE b.z IS NULL",
        "SELECT a.id, b.id FROM a LEFT JOIN b ON b.a_id = a.id WHERE b.z > 20",
        "SELECT a.id, b.id FROM b RIGHT JOIN a ON b.a_id = a.id WHERE a.y IS NOT NULL",
        "SELECT a.id, b.id, c.id FROM a LEFT JOIN b ON b.a_id = a.id LEFT JOIN c ON c.b_id = b.id",
        "SELECT a.id, b.id, c.id FROM a LEFT JOIN (b JOIN c ON c.b_id = b.id) ON b.a_id = a.id WHERE a.x > 3",
        "SELECT a.id FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.a_id = a.id AND b.z > 30)",
        "SELECT a.id FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.a_id = a.id)",
        "SELECT a.id FROM a WHERE a.y IN (SELECT b.z FROM b WHERE b.z < 40)",
        "SELECT a.id FROM a WHERE a.y NOT IN (SELECT b.z FROM b WHERE b.z IS NOT NULL AND b.z < 40)",
        "SELECT a.id FROM a WHERE a.id IN (SELECT b.a_id FROM b GROUP BY b.a_id HAVING count(*) > 1)",
        "SELECT a.id FROM a WHERE a.x < 3 AND EXISTS (SELECT 1 FROM b JOIN c ON c.b_id = b.id WHERE b.a_id = a.id)",
        "SELECT count(*) FROM a, b WHERE (a.id = b.a_id AND a.x = 1) OR (a.id = b.a_id AND b.z = 2)",
        "SELECT a.x, count(b.id), sum(b.z) FROM a LEFT JOIN b ON b.a_id = a.id GROUP BY a.x",
        "SELECT a.id, b.id FROM a, b WHERE a.y = b.z AND a.x <> b.z",
        "SELECT a.id, (SELECT max(b.z) FROM b WHERE b.a_id = a.id) FROM a WHERE a.id < 20",
        "SELECT b.id FROM b WHERE b.a_id IN (SELECT a.id FROM a WHERE a.s LIKE 's1%')",
        "SELECT a.id, b.id FROM a JOIN b ON b.a_id = a.id WHERE a.id BETWEEN 10 AND 30 ORDER BY a.id, b.id LIMIT 7",
        "SELECT a.id, c.id FROM a, c WHERE a.x = c.w % 10 AND c.w < 30",
        "SELECT DISTINCT a.x FROM a JOIN b ON b.a_id = a.id JOIN c ON c.b_id = b.id",
        "SELECT a.id, b.id FROM a JOIN b ON b.a_id = a.id AND b.z = a.y",
        "SELECT a.id, b.id FROM a JOIN b ON b.a_id + 1 = a.id + 1 ORDER BY a.id, b.id",
        "SELECT a.id FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.z = a.y AND b.id > a.id)",
        "SELECT a.id FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.z = a.y)",
        "SELECT s.k, count(*) FROM (SELECT b.a_id AS k FROM b WHERE b.id < 80) s GROUP BY s.k",
        "SELECT v.id, v.z FROM vb v WHERE v.a_id = 7",
        "SELECT a.id, v.id FROM a LEFT JOIN vb v ON v.a_id = a.id WHERE a.id < 15",
        "SELECT a.id, v.total FROM a JOIN vab v ON v.aid = a.id WHERE a.x = 2",
        "SELECT a.id, s.t FROM a LEFT JOIN (SELECT b.a_id, b.z + 1 AS t FROM b) s ON s.a_id = a.id WHERE a.id < 10",
        "SELECT a.id FROM a WHERE a.id IN (SELECT v.a_id FROM vb v WHERE v.z > 30)",
        // equivalence classes without a constant: a = b AND b = c joins a with c too
        "SELECT a.id, b.id, c.id FROM a, b, c WHERE a.y = b.z AND b.z = c.w AND a.x < 3",
        "SELECT a.id, b.id, c.id FROM a JOIN b ON b.a_id = a.id JOIN c ON c.b_id = a.id WHERE c.w < 40",
        "SELECT a.id, b.id FROM a, b WHERE a.y = b.z AND b.z = a.x",
        "SELECT a.id, c.id FROM a LEFT JOIN (b JOIN c ON c.b_id = b.a_id) ON b.a_id = a.id WHERE a.x < 4",
        "SELECT a.id, c.id FROM a JOIN b ON b.a_id = a.id LEFT JOIN c ON c.b_id = b.a_id WHERE a.x < 4",
        // grouping keys with NULLs and duplicates, text keys, HAVING, DISTINCT aggregates, keys from a join
        "SELECT b.a_id, b.z, count(*), sum(b.id) FROM b GROUP BY b.a_id, b.z",
        "SELECT a.s, count(*) FROM a GROUP BY a.s HAVING count(*) > 2",
        "SELECT a.id, count(c.id) FROM a JOIN b ON b.a_id = a.id LEFT JOIN c ON c.b_id = b.id GROUP BY a.id",
        "SELECT a.y, max(a.s), count(DISTINCT a.x) FROM a GROUP BY a.y",
        "SELECT c.b_id, min(c.w), max(c.id), count(*) FROM c WHERE c.w > 10 GROUP BY c.b_id",
        // DISTINCT hashed or a Unique over an index's order or a sort: NULLs, expressions, ORDER BY, grouped rows
        "SELECT DISTINCT a.y FROM a",
        "SELECT DISTINCT b.a_id, b.z FROM b ORDER BY b.z DESC, b.a_id",
        "SELECT DISTINCT c.b_id FROM c WHERE c.w < 50 ORDER BY c.b_id",
        "SELECT DISTINCT a.x % 3, a.s FROM a",
        "SELECT DISTINCT a.s, b.z FROM a JOIN b ON b.a_id = a.id WHERE a.x < 4",
        "SELECT DISTINCT count(*) FROM b GROUP BY b.z",
        // a primary key and columns that depend on it: those are carried, not grouped on
        "SELECT a.id, a.s, a.y, count(b.id) FROM a LEFT JOIN b ON b.a_id = a.id GROUP BY a.id, a.s, a.y",
        "SELECT b.z, a.id, a.x, sum(b.id) FROM b LEFT JOIN a ON a.id = b.a_id GROUP BY b.z, a.x, a.id",
    };

    private static Connection lanin;
    private static Connection h2;
    private static long seed;

    @BeforeAll
    static void load() throws SQLException {
        seed = Long.getLong("seed", System.nanoTime());
        lanin = DriverManager.getConnection(TestEngine.LANIN.privateUrl());
        h2 = DriverManager.getConnection(TestEngine.H2.privateUrl());
        Random rnd = new Random(seed);
        List<String> ddl = List.of(
                "CREATE TABLE a (id int PRIMARY KEY, x int, y int, s text)",
                "CREATE TABLE b (id int PRIMARY KEY, a_id int, z int)",
                "CREATE TABLE c (id int PRIMARY KEY, b_id int, w int)",
                "CREATE INDEX b_a ON b (a_id)", "CREATE INDEX c_b ON c (b_id)", "CREATE INDEX a_y ON a (y)",
                "CREATE VIEW vb AS SELECT id, a_id, z FROM b WHERE z IS NOT NULL",
                "CREATE VIEW vab AS SELECT a.id AS aid, b.id AS bid, a.x + b.z AS total FROM a JOIN b ON b.a_id = a.id");
        for (String s : ddl) {
            exec(lanin, s);
            exec(h2, s);
        }
        List<String> rows = new ArrayList<>();
        for (int i = 1; i <= 120; i++) {
            rows.add("INSERT INTO a VALUES (" + i + ", " + rnd.nextInt(8) + ", " + maybeNull(rnd, 60) + ", "
                    + (rnd.nextInt(10) == 0 ? "NULL" : "'s" + rnd.nextInt(30) + "'") + ")");
        }
        for (int i = 1; i <= 300; i++) {
            rows.add("INSERT INTO b VALUES (" + i + ", " + maybeNull(rnd, 140) + ", " + maybeNull(rnd, 60) + ")");
        }
        for (int i = 1; i <= 400; i++) {
            rows.add("INSERT INTO c VALUES (" + i + ", " + maybeNull(rnd, 320) + ", " + rnd.nextInt(100) + ")");
        }
        for (String s : rows) {
            exec(lanin, s);
            exec(h2, s);
        }
        exec(lanin, "ANALYZE");
        // all pages all-visible: index-only scans answer from the index alone
        exec(lanin, "VACUUM");
    }

    private static String maybeNull(Random rnd, int bound) {
        return rnd.nextInt(8) == 0 ? "NULL" : Integer.toString(rnd.nextInt(bound));
    }

    @AfterAll
    static void close() throws SQLException {
        lanin.close();
        h2.close();
    }

    @Test
    void fixedQueriesAgreeAcrossPlansAndWithH2() throws SQLException {
        for (String q : FIXED) {
            List<String> expected = sorted(rows(h2, q));
            assertThat(sorted(rows(lanin, q))).as("%s on Lanin vs H2 (seed %d)", q, seed).isEqualTo(expected);
            for (String sw : SWITCHES) {
                assertThat(underSwitch(sw, q)).as("%s with %s (replay with -Dseed=%d)", q, sw, seed).isEqualTo(expected);
            }
        }
    }

    @Test
    void randomJoinQueriesAgreeAcrossPlans() throws SQLException {
        Random rnd = new Random(seed ^ 0x5DEECE66DL);
        int n = Integer.getInteger("metamorphic.queries", 60);
        for (int i = 0; i < n; i++) {
            String q = RandomJoinQuery.generate(rnd);
            List<String> expected = sorted(rows(lanin, q));
            for (String sw : SWITCHES) {
                List<String> got = underSwitch(sw, q);
                if (!got.equals(expected)) {
                    assertThat(got).as("%s with %s (replay with -Dseed=%d)%nplan: %s%nplan with the switch: %s", q, sw,
                            seed, plan("", q), plan(sw, q)).isEqualTo(expected);
                }
            }
        }
    }

    /**
     * The same inner join with the equalities its equivalence classes imply written out returns the
     * same rows, under every switch, and the rows H2 returns.
     */
    @Test
    void impliedEqualitiesWrittenOutReturnTheSameRows() throws SQLException {
        Random rnd = new Random(seed ^ 0x2545F4914F6CDD1DL);
        int n = Integer.getInteger("metamorphic.queries", 60) / 4;
        for (int i = 0; i < n; i++) {
            String[] q = RandomJoinQuery.chain(rnd);
            List<String> expected = sorted(rows(h2, q[0]));
            assertThat(sorted(rows(lanin, q[0]))).as("%s on Lanin vs H2 (seed %d)%nplan: %s", q[0], seed, plan("", q[0]))
                    .isEqualTo(expected);
            assertThat(sorted(rows(lanin, q[1]))).as("%s on Lanin vs H2 (seed %d)", q[1], seed).isEqualTo(expected);
            for (String sw : SWITCHES) {
                assertThat(underSwitch(sw, q[0])).as("%s with %s (replay with -Dseed=%d)", q[0], sw, seed)
                        .isEqualTo(expected);
            }
        }
    }

    private static String plan(String settings, String q) throws SQLException {
        for (String s : settings.isEmpty() ? new String[0] : settings.split("; ")) {
            exec(lanin, s);
        }
        try {
            return String.join("\n", rows(lanin, "EXPLAIN (COSTS OFF) " + q));
        } finally {
            exec(lanin, "RESET ALL");
        }
    }

    private static List<String> underSwitch(String settings, String q) throws SQLException {
        for (String s : settings.split("; ")) {
            exec(lanin, s);
        }
        try {
            return sorted(rows(lanin, q));
        } finally {
            exec(lanin, "RESET ALL");
        }
    }

    private static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    Object v = rs.getObject(i);
                    b.append(i > 1 ? "|" : "").append(v instanceof Number num ? Long.toString(num.longValue()) : v);
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    private static List<String> sorted(List<String> rows) {
        List<String> s = new ArrayList<>(rows);
        java.util.Collections.sort(s);
        return s;
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }
}
