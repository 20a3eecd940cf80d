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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * GiST maintenance under concurrency, as {@link GinStressTest} for GIN: 3 autocommit writers insert,
 * delete and update rows (the tsvector: not HOT; only {@code note}: HOT) so leaves and inner pages split
 * while they run, a checker alternates bt_index_check with heapallindexed (the tree's downlinks cover
 * their children; every visible version's TID is in a leaf) and VACUUM, and a reader compares, inside
 * one REPEATABLE READ snapshot, what the GiST bitmap scan returns with what a sequential scan returns.
 * {@code -Dseed=N} replays; {@code -Dstress.gist.ops=N} sets statements per writer (default 300).
 */
class GistStressTest {
    private static final int WRITERS = 3;
    private static final int IDS = 2000;
    private static final List<String> QUERIES = List.of("SELECT id FROM g WHERE tv @@ 'w1'::tsquery ORDER BY id",
            "SELECT id FROM g WHERE tv @@ 'w2 & x3'::tsquery ORDER BY id",
            "SELECT id FROM g WHERE tv @@ 'w4 | new'::tsquery ORDER BY id",
            "SELECT id FROM g WHERE tv @@ 'x1 & !w1'::tsquery ORDER BY id");

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void writersReadersAndTheChecker() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        int ops = Integer.getInteger("stress.gist.ops", 300);
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("giststress");
        try (Connection keeper = DriverManager.getConnection(url)) {
            exec(keeper, "CREATE TABLE g (id integer PRIMARY KEY, tv tsvector, note text)");
            exec(keeper, "CREATE INDEX g_tv ON g USING gist (tv)"); // empty: every entry arrives by insert and split
            exec(keeper, "INSERT INTO g SELECT i, to_tsvector('simple', 'w' || (i % 7) || ' x' || (i % 5) || ' d' || i),"
                    + " 'n' FROM generate_series(1, " + IDS + ") i");
            AtomicBoolean done = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(WRITERS + 2);
            List<CompletableFuture<Void>> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int worker = w;
                writers.add(CompletableFuture.runAsync(() -> write(url, worker, new Random(seed + worker), ops), pool));
            }
            CompletableFuture<Long> checker = CompletableFuture.supplyAsync(() -> check(url, done), pool);
            CompletableFuture<Long> reader = CompletableFuture.supplyAsync(() -> read(url, done), pool);
            try {
                CompletableFuture.allOf(writers.toArray(new CompletableFuture<?>[0])).get(100, TimeUnit.SECONDS);
                done.set(true);
                assertThat(checker.get(20, TimeUnit.SECONDS)).as("checks run").isPositive();
                assertThat(reader.get(20, TimeUnit.SECONDS)).as("comparisons run").isPositive();
                exec(keeper, "VACUUM g");
                exec(keeper, "SELECT bt_index_check('g_tv', true)");
                assertThat(compareOnce(keeper)).isEqualTo(QUERIES.size());
            } catch (Throwable e) {
                done.set(true);
                throw new AssertionError("replay with -Dseed=" + seed + " -Dstress.gist.ops=" + ops, e);
            } finally {
                pool.shutdownNow();
            }
        }
    }

    private static void write(String url, int worker, Random r, int ops) {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement tv = c.prepareStatement("UPDATE g SET tv = to_tsvector('simple', ?) WHERE id = ?");
             PreparedStatement note = c.prepareStatement("UPDATE g SET note = note || 'x' WHERE id = ?");
             PreparedStatement insert = c.prepareStatement("INSERT INTO g VALUES (?, to_tsvector('simple', ?), 'n')");
             PreparedStatement delete = c.prepareStatement("DELETE FROM g WHERE id = ?")) {
            for (int i = 0; i < ops; i++) {
                int op = r.nextInt(10);
                int id = 1 + r.nextInt(IDS + 500);
                String doc = "w" + r.nextInt(7) + " x" + r.nextInt(5) + (r.nextBoolean() ? " new" : "") + " e" + r.nextInt(1000);
                PreparedStatement st;
                if (op < 4) {
                    st = tv;
                    st.setString(1, doc);
                    st.setInt(2, id);
                } else if (op < 6) {
                    st = note;
                    st.setInt(1, id);
                } else if (op < 9) {
                    st = insert;
                    st.setInt(1, id);
                    st.setString(2, doc);
                } else {
                    st = delete;
                    st.setInt(1, id);
                }
                try {
                    st.executeUpdate();
                } catch (SQLException e) {
                    if (!"23505".equals(e.getSQLState()) && !"40P01".equals(e.getSQLState())) {
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
                exec(c, n % 3 == 2 ? "VACUUM g" : "SELECT bt_index_check('g_tv', true)");
                n++;
            } while (!done.get());
            return n;
        } catch (SQLException e) {
            throw new IllegalStateException("checker: " + e.getSQLState() + " " + e.getMessage(), e);
        }
    }

    private static long read(String url, AtomicBoolean done) {
        long n = 0;
        try (Connection c = DriverManager.getConnection(url)) {
            do {
                n += compareOnce(c);
            } while (!done.get());
            return n;
        } catch (SQLException e) {
            throw new IllegalStateException("reader: " + e.getSQLState() + " " + e.getMessage(), e);
        }
    }

    /** Each query by the GiST bitmap scan and by a sequential scan in one snapshot: the same rows. */
    private static int compareOnce(Connection c) throws SQLException {
        c.setAutoCommit(false);
        c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        try {
            for (String q : QUERIES) {
                exec(c, "SET LOCAL enable_seqscan = off");
                exec(c, "SET LOCAL enable_bitmapscan = on");
                List<Integer> viaIndex = ids(c, q);
                exec(c, "SET LOCAL enable_seqscan = on");
                exec(c, "SET LOCAL enable_bitmapscan = off");
                assertThat(viaIndex).as(q).isEqualTo(ids(c, q));
            }
        } finally {
            c.commit();
            c.setAutoCommit(true);
        }
        return QUERIES.size();
    }

    private static List<Integer> ids(Connection c, String sql) throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
