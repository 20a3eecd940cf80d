package org.lanin.optimizer;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Hash joins in batches and merge joins through SQL: every join kind returns the same rows by hash
 * join in memory, by hash join in batches under the smallest work_mem, and by merge join (over
 * sorts or index scans); EXPLAIN ANALYZE shows the batches under the Hash node, a merge join on an
 * indexed key returns the ORDER BY's order without a Sort, and UPDATE ... FROM / DELETE ... USING
 * spill the target's rows with their heap versions. A hash aggregate past work_mem spills the rows of
 * the groups it cannot keep and gives the same groups.
 */
class JoinMethodsTest {
    private static final String HASH_ONLY = "SET enable_nestloop = off; SET enable_mergejoin = off";
    private static final String MERGE_ONLY = "SET enable_nestloop = off; SET enable_hashjoin = off";
    private static final String[] QUERIES = {
        "SELECT count(*), sum(l.id), sum(r.id) FROM l JOIN r ON r.k = l.k",
        "SELECT count(*), sum(l.id), sum(r.id), count(r.id) FROM l LEFT JOIN r ON r.k = l.k AND r.w > 100",
        "SELECT count(*), count(l.id), count(r.id), sum(r.id) FROM l RIGHT JOIN r ON r.k = l.k AND l.v <> r.w",
        "SELECT count(*), count(l.id), count(r.id), sum(l.id) FROM l FULL JOIN r ON r.k = l.k AND r.k2 = l.k2",
        "SELECT count(*), sum(l.id) FROM l WHERE EXISTS (SELECT 1 FROM r WHERE r.k = l.k AND r.w < l.v)",
        "SELECT count(*), sum(l.id) FROM l WHERE NOT EXISTS (SELECT 1 FROM r WHERE r.k = l.k)",
    };

    private static Connection db;

    @BeforeAll
    static void load() throws SQLException {
        db = DriverManager.getConnection(TestEngine.LANIN.privateUrl());
        exec("CREATE TABLE l (id int PRIMARY KEY, k int, k2 text, v int)");
        exec("CREATE TABLE r (id int PRIMARY KEY, k int, k2 text, w int)");
        exec("INSERT INTO l SELECT g, CASE WHEN g % 17 = 0 THEN NULL WHEN g % 5 = 0 THEN 7 ELSE g % 3000 END, "
                + "'t' || (g % 3), g % 211 FROM generate_series(1, 8000) g(g)");
        exec("INSERT INTO r SELECT g, CASE WHEN g % 13 = 0 THEN NULL ELSE (g * 7) % 3500 END, "
                + "CASE WHEN g % 11 = 0 THEN NULL ELSE 't' || (g % 2) END, g % 307 FROM generate_series(1, 6000) g(g)");
        exec("CREATE INDEX l_k ON l (k)");
        exec("CREATE INDEX r_k ON r (k)");
        exec("ANALYZE");
    }

    @AfterAll
    static void close() throws SQLException {
        db.close();
    }

    @Test
    void everyJoinKindAgreesInMemoryInBatchesAndByMerge() throws SQLException {
        for (String q : QUERIES) {
            List<String> inMemory = under(HASH_ONLY, q);
            assertThat(plan(HASH_ONLY, q)).as(q).contains("Hash");
            assertThat(under(HASH_ONLY + "; SET work_mem = '64kB'", q)).as("%s in batches", q).isEqualTo(inMemory);
            assertThat(plan(MERGE_ONLY, q)).as(q).contains("Merge");
            assertThat(under(MERGE_ONLY, q)).as("%s by merge join", q).isEqualTo(inMemory);
            assertThat(under(MERGE_ONLY + "; SET enable_indexscan = off; SET enable_indexonlyscan = off", q))
                    .as("%s by merge join over sorts", q).isEqualTo(inMemory);
        }
    }

    @Test
    void explainAnalyzeShowsTheBatchesUnderTheHashNode() throws SQLException {
        String q = "SELECT count(*) FROM l JOIN r ON r.k = l.k";
        String small = plan(HASH_ONLY + "; SET work_mem = '64kB'", "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + q);
        Matcher m = Pattern.compile("Buckets: \\d+.*Batches: (\\d+).*Memory Usage: \\d+kB").matcher(small);
        assertThat(m.find()).as(small).isTrue();
        assertThat(Integer.parseInt(m.group(1))).as(small).isGreaterThan(1);
        String big = plan(HASH_ONLY, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + q);
        assertThat(big).contains("Batches: 1  Memory Usage:");
        String json = plan(HASH_ONLY + "; SET work_mem = '64kB'", "EXPLAIN (ANALYZE, FORMAT JSON) " + q);
        assertThat(json).contains("\"Hash Batches\": ", "\"Original Hash Batches\": ", "\"Peak Memory Usage\": ");
    }

    /** PostgreSQL 15's hash_mem: a hash join's table may use work_mem x hash_mem_multiplier (2.0) before it batches. */
    @Test
    void aHashJoinsTableMayUseTwiceWorkMem() throws SQLException {
        String q = "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT count(*) FROM l JOIN r ON r.k = l.k";
        Pattern hash = Pattern.compile("Batches: (\\d+)(?: \\(originally \\d+\\))?  Memory Usage: (\\d+)kB");
        Matcher big = hash.matcher(plan(HASH_ONLY, q));
        assertThat(big.find()).isTrue();
        long tableKb = Long.parseLong(big.group(2));
        assertThat(tableKb).as("the table must be large enough for work_mem's 64kB floor").isGreaterThan(130);
        String between = plan(HASH_ONLY + "; SET work_mem = '" + (tableKb * 3 / 4) + "kB'", q);
        Matcher m = hash.matcher(between);
        assertThat(m.find()).as(between).isTrue();
        assertThat(m.group(1)).as("a table above work_mem but below twice it: %s", between).isEqualTo("1");
        String below = plan(HASH_ONLY + "; SET work_mem = '" + (tableKb * 2 / 5) + "kB'", q);
        m = hash.matcher(below);
        assertThat(m.find()).as(below).isTrue();
        assertThat(Integer.parseInt(m.group(1))).as("a table above twice work_mem: %s", below).isGreaterThan(1);
    }

    @Test
    void hashAggregatesSpillPastWorkMemAndGiveTheSameGroups() throws SQLException {
        String q = "SELECT l.id % 2000, r.w, count(*), sum(l.id), count(DISTINCT r.k2), max(l.k2) FROM l JOIN r ON r.k = l.k "
                + "GROUP BY 1, 2";
        List<String> inMemory = under("", q);
        assertThat(under("SET work_mem = '64kB'", q)).as("spilled groups").isEqualTo(inMemory);
        String small = plan("SET work_mem = '64kB'", "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + q);
        Matcher m = Pattern.compile("HashAggregate[\\s\\S]*?Batches: (\\d+)  Memory Usage: \\d+kB  Disk Usage: \\d+kB")
                .matcher(small);
        assertThat(m.find()).as(small).isTrue();
        assertThat(Integer.parseInt(m.group(1))).as(small).isGreaterThan(1);
        String big = plan("", "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + q);
        assertThat(big).containsPattern("HashAggregate[\\s\\S]*?Batches: 1  Memory Usage: \\d+kB\n");
    }

    @Test
    void theHashTableKeepsOnlyTheColumnsTheQueryReads() throws SQLException {
        exec("CREATE TABLE wide (id int PRIMARY KEY, k int, pad1 text, pad2 text, pad3 text)");
        try {
            exec("INSERT INTO wide SELECT g, g % 500, repeat('a', 60), repeat('b', 60), repeat('c', 60) "
                    + "FROM generate_series(1, 3000) g(g)");
            exec("ANALYZE wide");
            // a computed key: the table counts its rows' values (a key of stored columns would not, see below)
            String narrow = "SELECT count(*), sum(w.id) FROM l JOIN wide w ON w.k + 0 = l.k";
            String all = "SELECT count(*), sum(w.id), max(w.pad1 || w.pad2 || w.pad3) FROM l JOIN wide w ON w.k + 0 = l.k";
            String hashWide = HASH_ONLY + "; SET enable_indexscan = off; SET enable_indexonlyscan = off";
            int narrowKb = hashMemoryKb(plan(hashWide, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + narrow));
            int allKb = hashMemoryKb(plan(hashWide, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + all));
            assertThat(narrowKb).as("unread pad columns are not kept").isLessThan(allKb / 2);
            assertThat(under(hashWide, narrow)).isEqualTo(under("SET enable_hashjoin = off", narrow));
            assertThat(under(hashWide + "; SET work_mem = '64kB'", all)).isEqualTo(under("SET enable_hashjoin = off", all));
        } finally {
            exec("DROP TABLE wide");
        }
    }

    /**
     * Rows of a base table's scan joined on its columns hold the stored tuples' own value objects:
     * the table counts only its entries and row arrays against work_mem, so wide text values do not
     * push it into batches. The same rows under a computed key count their values.
     */
    @Test
    void aTableOfStoredTuplesCountsTheirValuesOnce() throws SQLException {
        exec("CREATE TABLE texts (id int PRIMARY KEY, k int, body text)");
        try {
            exec("INSERT INTO texts SELECT g, g % 500, repeat('x', 200) FROM generate_series(1, 3000) g(g)");
            exec("ANALYZE texts");
            String stored = "SELECT count(*), max(t.body) FROM l JOIN texts t ON t.k = l.k";
            String computed = "SELECT count(*), max(t.body) FROM l JOIN texts t ON t.k + 0 = l.k";
            String hashOnly = HASH_ONLY + "; SET enable_indexscan = off; SET enable_indexonlyscan = off";
            String storedPlan = plan(hashOnly, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + stored);
            String computedPlan = plan(hashOnly, "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + computed);
            assertThat(storedPlan).contains("Hash Cond: (l.k = t.k)");
            assertThat(hashMemoryKb(storedPlan)).as("%s\n%s", storedPlan, computedPlan)
                    .isLessThan(hashMemoryKb(computedPlan) / 4);
            String small = "; SET work_mem = '64kB'";
            assertThat(under(hashOnly + small, stored)).isEqualTo(under("SET enable_hashjoin = off", stored));
            assertThat(under(hashOnly + small, computed)).isEqualTo(under("SET enable_hashjoin = off", stored));
        } finally {
            exec("DROP TABLE texts");
        }
    }

    private static int hashMemoryKb(String plan) {
        Matcher m = Pattern.compile("Memory Usage: (\\d+)kB").matcher(plan);
        int kb = 0;
        while (m.find()) {
            kb = Math.max(kb, Integer.parseInt(m.group(1)));
        }
        assertThat(kb).as(plan).isPositive();
        return kb;
    }

    @Test
    void mergeJoinOnAnIndexedKeyGivesTheOrderByWithoutASort() throws SQLException {
        String q = "SELECT l.id, r.id FROM l JOIN r ON r.id = l.id WHERE l.v < 50 ORDER BY l.id";
        String plan = plan(MERGE_ONLY, "EXPLAIN (COSTS OFF) " + q);
        assertThat(plan).as(plan).startsWith("Merge Join\n  Merge Cond: (l.id = r.id)").doesNotContain("Sort");
        List<String> merged = rows(MERGE_ONLY, q);
        assertThat(merged).isEqualTo(rows(HASH_ONLY, q)).hasSizeGreaterThan(1000);
    }

    @Test
    void updateFromAndDeleteUsingSpillTheirTargetRowsWithTheHeapVersions() throws SQLException {
        String[] methods = {HASH_ONLY, MERGE_ONLY + "; SET enable_indexscan = off; SET enable_indexonlyscan = off"};
        for (String method : methods) {
            String settings = method + "; SET work_mem = '64kB'";
            exec("CREATE TABLE u (id int PRIMARY KEY, v int)");
            exec("INSERT INTO u SELECT g, g FROM generate_series(1, 12000) g(g)");
            exec("ANALYZE u");
            String update = "UPDATE u SET v = r.w FROM r WHERE r.id = u.id";
            assertThat(plan(settings, "EXPLAIN " + update)).as(settings).containsPattern("(Hash|Merge) Join");
            assertThat(update(settings, update)).isEqualTo(6000);
            long sum = 0;
            int deleted = 0;
            for (int id = 1; id <= 12000; id++) {
                int v = id <= 6000 ? id % 307 : id;
                if (id <= 6000 && v < 100) {
                    deleted++;
                } else {
                    sum += v;
                }
            }
            assertThat(update(settings, "DELETE FROM u USING r WHERE r.id = u.id AND r.w < 100")).isEqualTo(deleted);
            assertThat(rows("", "SELECT count(*), sum(v) FROM u")).as(settings)
                    .containsExactly((12000 - deleted) + "|" + sum);
            exec("DROP TABLE u");
        }
    }

    private static int update(String settings, String sql) throws SQLException {
        for (String s : settings.split("; ")) {
            exec(s);
        }
        try (Statement st = db.createStatement()) {
            return st.executeUpdate(sql);
        } finally {
            exec("RESET ALL");
        }
    }

    private static List<String> under(String settings, String q) throws SQLException {
        List<String> out = rows(settings, q);
        java.util.Collections.sort(out);
        return out;
    }

    private static String plan(String settings, String q) throws SQLException {
        String explain = q.startsWith("EXPLAIN") ? q : "EXPLAIN (COSTS OFF) " + q;
        return String.join("\n", rows(settings, explain));
    }

    private static List<String> rows(String settings, String sql) throws SQLException {
        for (String s : settings.isEmpty() ? new String[0] : settings.split("; ")) {
            exec(s);
        }
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
            exec("RESET ALL");
        }
    }

    private static void exec(String sql) throws SQLException {
        try (Statement st = db.createStatement()) {
            st.execute(sql);
        }
    }
}
