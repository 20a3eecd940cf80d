package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Issue 4's stress (seed 000, message 22), through JDBC: 8 autocommit connections insert, delete
 * and update rows of {@code mytab(id PRIMARY KEY, val1, val2)} with an index on (val1, val2),
 * values in 1..100, ids from a shared range (so unique checks collide) and from private ranges,
 * while a ninth connection runs bt_index_check, bt_index_parent_check and heapallindexed again
 * and again. Afterwards: both parent checks with heapallindexed pass, count(*) equals the
 * threads' tally of rows inserted minus rows deleted, and an index scan per val1 finds exactly
 * the rows a sequential scan finds. {@code -Dseed=N} replays; {@code -Dstress.btree.ops=N} sets
 * statements per thread (default 400).
 */
class IndexStressTest {
    private static final int THREADS = 8;
    private static final int SHARED_IDS = 3_000;
    private static final Set<String> EXPECTED = Set.of("23505", "40P01", "40001");
    private static final List<String> CHECKS = List.of("SELECT bt_index_check('mytab_pkey')",
            "SELECT bt_index_check('mytab_val')", "SELECT bt_index_parent_check('mytab_val')",
            "SELECT bt_index_check('mytab_pkey', true)",
            "SELECT bt_index_parent_check('mytab_pkey', heapallindexed => true)");

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void concurrentWritersUnderTheChecker() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        int ops = Integer.getInteger("stress.btree.ops", 400);
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("btstress");
        try (Connection keeper = DriverManager.getConnection(url)) {
            exec(keeper, "CREATE TABLE mytab (id integer PRIMARY KEY, val1 integer, val2 integer)");
            exec(keeper, "CREATE INDEX mytab_val ON mytab (val1, val2)");
            exec(keeper, "INSERT INTO mytab SELECT g, 1 + g % 100, 1 + g * 7 % 100 FROM generate_series(1, 1500) g");
            for (String sql : CHECKS) {
                exec(keeper, sql); // warm up, so the checker keeps pace with the writers
            }
            AtomicLong tally = new AtomicLong(1500);
            AtomicBoolean done = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
            List<CompletableFuture<Void>> writers = new ArrayList<>();
            for (int w = 0; w < THREADS; w++) {
                int worker = w;
                writers.add(CompletableFuture.runAsync(() -> write(url, worker, new Random(seed + worker), ops, tally),
                        pool));
            }
            CompletableFuture<Long> checker = CompletableFuture.supplyAsync(() -> check(url, done), pool);
            try {
                CompletableFuture.allOf(writers.toArray(new CompletableFuture<?>[0])).get(50, TimeUnit.SECONDS);
                done.set(true);
                long checks = checker.get(20, TimeUnit.SECONDS);
                assertThat(checks).as("checks run").isPositive();
                System.out.println("index stress: " + checks + " checks beside " + THREADS + " x " + ops
                        + " writes, " + tally.get() + " rows");
                exec(keeper, "SELECT bt_index_parent_check('mytab_pkey', true)");
                exec(keeper, "SELECT bt_index_parent_check('mytab_val', heapallindexed => true)");
                assertThat(count(keeper, "SELECT count(*) FROM mytab")).isEqualTo(tally.get());
                assertIndexScansMatchSeqScan(keeper);
            } catch (Throwable e) {
                done.set(true);
                throw new AssertionError("replay with -Dseed=" + seed + " -Dstress.btree.ops=" + ops, e);
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** One writer: its statements in autocommit; adds every row it inserted and subtracts every row it deleted. */
    private static void write(String url, int worker, Random r, int ops, AtomicLong tally) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement insert = c.prepareStatement("INSERT INTO mytab VALUES (?, ?, ?)");
             PreparedStatement deleteId = c.prepareStatement("DELETE FROM mytab WHERE id = ?");
             PreparedStatement deleteVal = c.prepareStatement("DELETE FROM mytab WHERE val1 = ? AND val2 = ?");
             PreparedStatement updateVal = c.prepareStatement("UPDATE mytab SET val1 = ?, val2 = ? WHERE id = ?");
             PreparedStatement updateId = c.prepareStatement("UPDATE mytab SET id = ? WHERE id = ?")) {
            int privateId = 100_000 * (worker + 1);
            for (int i = 0; i < ops; i++) {
                int op = r.nextInt(10);
                PreparedStatement st;
                if (op < 5) {
                    st = insert;
                    st.setInt(1, op < 2 ? privateId++ : 1 + r.nextInt(SHARED_IDS));
                    st.setInt(2, 1 + r.nextInt(100));
                    st.setInt(3, 1 + r.nextInt(100));
                } else if (op == 5) {
                    st = deleteId;
                    st.setInt(1, 1 + r.nextInt(SHARED_IDS));
                } else if (op == 6) {
                    st = deleteVal;
                    st.setInt(1, 1 + r.nextInt(100));
                    st.setInt(2, 1 + r.nextInt(100));
                } else if (op < 9) {
                    st = updateVal;
                    st.setInt(1, 1 + r.nextInt(100));
                    st.setInt(2, 1 + r.nextInt(100));
                    st.setInt(3, 1 + r.nextInt(SHARED_IDS));
                } else {
                    st = updateId;
                    st.setInt(1, 1 + r.nextInt(SHARED_IDS));
                    st.setInt(2, 1 + r.nextInt(SHARED_IDS));
                }
                try {
                    int n = st.executeUpdate();
                    tally.addAndGet(st == insert ? n : st == deleteId || st == deleteVal ? -n : 0);
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

    /** Runs the checkers until the writers are done; returns how many ran. Any error fails the test. */
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

    /** No lost or phantom entries: per val1, an index range scan finds what the heap holds. */
    private static void assertIndexScansMatchSeqScan(Connection c) throws SQLException {
        Map<Integer, Long> seq = new HashMap<>();
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT val1, count(*) FROM mytab GROUP BY val1")) {
            while (rs.next()) {
                seq.put(rs.getInt(1), rs.getLong(2));
            }
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM mytab WHERE val1 = ?")) {
            for (int v = 1; v <= 100; v++) {
                ps.setInt(1, v);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    assertThat(rs.getLong(1)).as("val1 = " + v).isEqualTo(seq.getOrDefault(v, 0L));
                }
            }
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "EXPLAIN SELECT count(*) FROM mytab WHERE val1 = 1")) {
            StringBuilder plan = new StringBuilder();
            while (rs.next()) {
                plan.append(rs.getString(1)).append('\n');
            }
            assertThat(plan.toString()).contains("mytab_val");
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
