package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Partial and expression index maintenance under concurrent updates: 4 autocommit writers insert,
 * delete and update rows of {@code sub} so that rows move into and out of a partial index's WHERE
 * (toggling {@code active}, moving {@code score} across 50: not HOT), change an expression index's
 * input (email) and change only an unindexed column (HOT), while a fifth connection runs
 * bt_index_check with heapallindexed on every index again and again. Afterwards the checks pass,
 * the unique partial index kept at most one active row per email, and index scans through the
 * partial and expression indexes find exactly what sequential scans find. {@code -Dseed=N} replays;
 * {@code -Dstress.partial.ops=N} sets statements per writer (default 300).
 */
class PartialIndexStressTest {
    private static final int THREADS = 4;
    private static final int IDS = 400;
    private static final Set<String> EXPECTED = Set.of("23505", "40P01", "40001");
    private static final List<String> CHECKS = List.of("SELECT bt_index_check('sub_live', true)",
            "SELECT bt_index_check('sub_hi', true)", "SELECT bt_index_parent_check('sub_lower', true)");

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void concurrentUpdatesUnderTheChecker() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        int ops = Integer.getInteger("stress.partial.ops", 300);
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("partialstress");
        try (Connection keeper = DriverManager.getConnection(url)) {
            exec(keeper, "CREATE TABLE sub (id integer PRIMARY KEY, grp integer, email text, active boolean,"
                    + " score integer, note text)");
            exec(keeper, "INSERT INTO sub SELECT g, g % 20, 'U' || (g % 150) || '@x', g % 3 = 0 AND g <= 150, g % 100,"
                    + " 'n' FROM generate_series(1, " + IDS + ") g");
            exec(keeper, "CREATE UNIQUE INDEX sub_live ON sub (email) WHERE active");
            exec(keeper, "CREATE INDEX sub_hi ON sub (grp) WHERE score > 50");
            exec(keeper, "CREATE INDEX sub_lower ON sub (lower(email))");
            AtomicBoolean done = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
            List<CompletableFuture<Void>> writers = new ArrayList<>();
            for (int w = 0; w < THREADS; w++) {
                int worker = w;
                writers.add(CompletableFuture.runAsync(() -> write(url, worker, new Random(seed + worker), ops), pool));
            }
            CompletableFuture<Long> checker = CompletableFuture.supplyAsync(() -> check(url, done), pool);
            try {
                CompletableFuture.allOf(writers.toArray(new CompletableFuture<?>[0])).get(80, TimeUnit.SECONDS);
                done.set(true);
                assertThat(checker.get(20, TimeUnit.SECONDS)).as("checks run").isPositive();
                for (String sql : CHECKS) {
                    exec(keeper, sql);
                }
                assertThat(count(keeper, "SELECT count(*) FROM (SELECT email FROM sub WHERE active GROUP BY email"
                        + " HAVING count(*) > 1) d")).isZero();
                assertIndexScansMatchSeqScans(keeper);
            } catch (Throwable e) {
                done.set(true);
                throw new AssertionError("replay with -Dseed=" + seed + " -Dstress.partial.ops=" + ops, e);
            } finally {
                pool.shutdownNow();
            }
        }
    }

    private static void write(String url, int worker, Random r, int ops) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement toggle = c.prepareStatement("UPDATE sub SET active = NOT active WHERE id = ?");
             PreparedStatement score = c.prepareStatement("UPDATE sub SET score = ? WHERE id = ?");
             PreparedStatement email = c.prepareStatement("UPDATE sub SET email = ? WHERE id = ?");
             PreparedStatement note = c.prepareStatement("UPDATE sub SET note = note || 'x' WHERE id = ?");
             PreparedStatement grp = c.prepareStatement("UPDATE sub SET grp = ? WHERE id = ?");
             PreparedStatement insert = c.prepareStatement("INSERT INTO sub VALUES (?, ?, ?, ?, ?, 'n')");
             PreparedStatement delete = c.prepareStatement("DELETE FROM sub WHERE id = ?")) {
            for (int i = 0; i < ops; i++) {
                int op = r.nextInt(10);
                int id = 1 + r.nextInt(IDS + 100);
                PreparedStatement st;
                if (op < 2) {
                    st = toggle;
                    st.setInt(1, id);
                } else if (op < 4) {
                    st = score;
                    st.setInt(1, r.nextInt(100));
                    st.setInt(2, id);
                } else if (op == 4) {
                    st = email;
                    st.setString(1, (r.nextBoolean() ? "u" : "U") + r.nextInt(150) + "@x");
                    st.setInt(2, id);
                } else if (op == 5) {
                    st = note;
                    st.setInt(1, id);
                } else if (op == 6) {
                    st = grp;
                    st.setInt(1, r.nextInt(20));
                    st.setInt(2, id);
                } else if (op < 9) {
                    st = insert;
                    st.setInt(1, id);
                    st.setInt(2, r.nextInt(20));
                    st.setString(3, "U" + r.nextInt(150) + "@x");
                    st.setBoolean(4, r.nextInt(4) == 0);
                    st.setInt(5, r.nextInt(100));
                } else {
                    st = delete;
                    st.setInt(1, id);
                }
                try {
                    st.executeUpdate();
                } catch (SQLException e) {
                    if (!EXPECTED.contains(e.getSQLState())) {
                        throw e;
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("writer " + worker + ": " + e.getSQLState() + " " + e.getMessage(), e);
        }
    }

    private static long check(String url, AtomicBoolean done) {
        long n = 0;
        try (Connection c = DriverManager.getConnection(url)) {
            do {
                exec(c, CHECKS.get((int) (n++ % CHECKS.size())));
            } while (!done.get());
            return n;
        } catch (SQLException e) {
            throw new IllegalStateException("checker: " + e.getSQLState() + " " + e.getMessage(), e);
        }
    }

    /** Per group and per email, the partial and expression indexes find what the heap holds. */
    private static void assertIndexScansMatchSeqScans(Connection c) throws SQLException {
        String[] queries = {"SELECT count(*) FROM sub WHERE score > 50 AND grp = ?",
                            "SELECT count(*) FROM sub WHERE lower(email) = ?"};
        for (String q : queries) {
            for (int v = 0; v < 150; v += 7) {
                Object arg = q.contains("lower") ? (Object) ("u" + v + "@x") : (Object) v;
                long indexed = count(c, q, arg);
                exec(c, "SET enable_indexscan = off");
                long seq = count(c, q, arg);
                exec(c, "SET enable_indexscan = on");
                assertThat(indexed).as(q + " with " + v).isEqualTo(seq);
            }
        }
        assertThat(plan(c, "SELECT count(*) FROM sub WHERE score > 50 AND grp = 3")).contains("sub_hi");
        assertThat(plan(c, "SELECT count(*) FROM sub WHERE lower(email) = 'u3@x'")).contains("sub_lower");
        try (PreparedStatement ps = c.prepareStatement("EXPLAIN SELECT count(*) FROM sub WHERE lower(email) = ?")) {
            ps.setString(1, "u3@x");
            StringBuilder out = new StringBuilder();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.append(rs.getString(1)).append('\n');
                }
            }
            assertThat(out.toString()).contains("sub_lower");
        }
    }

    private static String plan(Connection c, String sql) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("EXPLAIN " + sql)) {
            while (rs.next()) {
                out.append(rs.getString(1)).append('\n');
            }
        }
        return out.toString();
    }

    private static long count(Connection c, String sql, Object arg) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, arg);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }
}
