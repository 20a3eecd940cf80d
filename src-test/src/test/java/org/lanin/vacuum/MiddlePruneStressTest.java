package org.lanin.vacuum;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.vacuum.DeadTupleTest.balanceOf;
import static org.lanin.vacuum.DeadTupleTest.exec;
import static org.lanin.vacuum.DeadTupleTest.tableStat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * Pruning from the middle of HOT chains (versions invisible to every snapshot although above the
 * horizon, storage/heap/README.md departure 7) against readers holding snapshots of different
 * ages: REPEATABLE READ readers re-read every row several times and must see the same version
 * each time, READ COMMITTED readers one version per row, READ COMMITTED blocks whose statements
 * end between reads (their snapshots released, Transaction.statementEnded) count every row once in
 * each statement and through a cursor that reads on across later statements, and every version any
 * of them sees keeps the row's invariant (v + w = 0). Writers update the rows (READ COMMITTED, so their re-check
 * follows bridged chains) and must always find their row; the primary key passes
 * {@code bt_index_parent_check(..., true)} throughout. {@code -Dmiddle.stress.millis=N} runs longer.
 */
class MiddlePruneStressTest {
    private static final int ROWS = 4;
    /** The block reader's cursor reads hot this many times over. */
    private static final int CURSOR_LOOPS = 50;

    @Test
    void readersAtDifferentSnapshotsSeeOneConsistentVersionPerRow() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        long millis = Long.getLong("middle.stress.millis", 2000);
        String url = "jdbc:lanin:mem:" + TestEngine.uniqueName("middleprune") + ";autovacuum=off";
        try (Connection admin = DriverManager.getConnection(url)) {
            exec(admin, "CREATE TABLE hot (id integer PRIMARY KEY, v integer, w integer)");
            exec(admin, "INSERT INTO hot SELECT g, 0, 0 FROM generate_series(1, " + ROWS + ") g");
            exec(admin, "CREATE TABLE side (n integer)");
            AtomicBoolean stop = new AtomicBoolean();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            AtomicLong updates = new AtomicLong();
            AtomicLong readerChecks = new AtomicLong();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                long s = seed + i;
                threads.add(new Thread(() -> guard(failure, () -> writer(url, s, stop, failure, updates))));
            }
            for (int i = 0; i < 2; i++) {
                long s = seed + 10 + i;
                threads.add(new Thread(() -> guard(failure, () -> repeatableReader(url, s, stop, failure, readerChecks))));
            }
            threads.add(new Thread(() -> guard(failure, () -> committedReader(url, stop, failure, readerChecks))));
            threads.add(new Thread(() -> guard(failure, () -> blockReader(url, stop, failure, readerChecks))));
            threads.add(new Thread(() -> guard(failure, () -> checker(url, stop, failure))));
            threads.forEach(Thread::start);
            Thread.sleep(millis);
            stop.set(true);
            for (Thread t : threads) {
                t.join(10_000);
            }
            if (failure.get() != null) {
                throw new AssertionError("replay with -Dseed=" + seed, failure.get());
            }
            assertThat(balanceOf(admin, "SELECT sum(v) FROM hot")).isEqualTo(updates.get());
            assertThat(balanceOf(admin, "SELECT sum(v + w) FROM hot")).isZero();
            assertThat(balanceOf(admin, "SELECT count(*) FROM hot")).isEqualTo(ROWS);
            exec(admin, "SELECT bt_index_parent_check('hot_pkey', true)");
            assertThat(readerChecks.get()).isPositive();
            assertThat(tableStat(admin, "hot", "pruned_tuples")).isPositive();
        }
    }

    interface Body {
        void run() throws Exception;
    }

    private static void guard(AtomicReference<Throwable> failure, Body body) {
        try {
            body.run();
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
        }
    }

    private static void writer(String url, long seed, AtomicBoolean stop, AtomicReference<Throwable> failure,
                               AtomicLong updates) throws SQLException {
        Random rnd = new Random(seed);
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement u = c.prepareStatement("UPDATE hot SET v = v + 1, w = w - 1 WHERE id = ?")) {
            c.setAutoCommit(false);
            while (!stop.get() && failure.get() == null) {
                u.setInt(1, 1 + rnd.nextInt(ROWS));
                try {
                    assertThat(u.executeUpdate()).as("the writer found its row").isEqualTo(1);
                    c.commit();
                    updates.incrementAndGet();
                } catch (SQLException e) {
                    c.rollback();
                    if (!"40P01".equals(e.getSQLState())) {
                        throw e;
                    }
                }
            }
        }
    }

    /** Opens a snapshot, then re-reads every row a few times: the same version each time. */
    private static void repeatableReader(String url, long seed, AtomicBoolean stop, AtomicReference<Throwable> failure,
                                         AtomicLong checks) throws SQLException {
        Random rnd = new Random(seed);
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement byKey = c.prepareStatement("SELECT v, w FROM hot WHERE id = ?")) {
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            c.setAutoCommit(false);
            while (!stop.get() && failure.get() == null) {
                int[] first = new int[ROWS + 1];
                int rounds = 1 + rnd.nextInt(6);
                for (int r = 0; r < rounds; r++) {
                    for (int id = 1; id <= ROWS; id++) {
                        byKey.setInt(1, id);
                        int v = oneRow(byKey, id);
                        if (r == 0) {
                            first[id] = v;
                        } else {
                            assertThat(v).as("row %d re-read under one snapshot", id).isEqualTo(first[id]);
                        }
                        checks.incrementAndGet();
                    }
                    Thread.yield();
                }
                c.commit();
            }
        }
    }

    private static void committedReader(String url, AtomicBoolean stop, AtomicReference<Throwable> failure,
                                        AtomicLong checks) throws SQLException {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement byKey = c.prepareStatement("SELECT v, w FROM hot WHERE id = ?")) {
            while (!stop.get() && failure.get() == null) {
                for (int id = 1; id <= ROWS; id++) {
                    byKey.setInt(1, id);
                    oneRow(byKey, id);
                    checks.incrementAndGet();
                }
            }
        }
    }

    /**
     * READ COMMITTED blocks of several statements: a statement that writes ends between the reads,
     * releasing the block's snapshots, while a cursor declared earlier goes on reading with its own.
     */
    private static void blockReader(String url, AtomicBoolean stop, AtomicReference<Throwable> failure,
                                    AtomicLong checks) throws SQLException {
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            while (!stop.get() && failure.get() == null) {
                allRows(c, "SELECT v, w FROM hot");
                exec(c, "INSERT INTO side VALUES (1)");
                // read on row by row, the cursor's later rows come from scans of hot under its snapshot
                exec(c, "DECLARE cur CURSOR FOR SELECT h.v, h.w FROM generate_series(1, " + CURSOR_LOOPS + ") g, hot h");
                int seen = cursorRows(c, "FETCH 1 FROM cur");
                exec(c, "INSERT INTO side VALUES (2)");
                allRows(c, "SELECT v, w FROM hot WHERE id > 0");
                Thread.yield();
                seen += cursorRows(c, "FETCH ALL FROM cur");
                assertThat(seen).as("rows the cursor read across the block's statements").isEqualTo(CURSOR_LOOPS * ROWS);
                exec(c, "CLOSE cur");
                c.commit();
                checks.incrementAndGet();
            }
        }
    }

    /** Every row once, each keeping v + w = 0. */
    private static void allRows(Connection c, String sql) throws SQLException {
        assertThat(cursorRows(c, sql)).as("rows of %s", sql).isEqualTo(ROWS);
    }

    /** The rows {@code sql} returns, each checked for v + w = 0; their count. */
    private static int cursorRows(Connection c, String sql) throws SQLException {
        int n = 0;
        try (java.sql.Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                assertThat(rs.getInt(1) + rs.getInt(2)).as("a consistent version").isZero();
                n++;
            }
        }
        return n;
    }

    /** Exactly one visible version of row {@code id}, keeping v + w = 0; returns v. */
    private static int oneRow(PreparedStatement byKey, int id) throws SQLException {
        try (ResultSet rs = byKey.executeQuery()) {
            assertThat(rs.next()).as("row %d visible", id).isTrue();
            int v = rs.getInt(1);
            assertThat(v + rs.getInt(2)).as("row %d consistent", id).isZero();
            assertThat(rs.next()).as("one version of row %d", id).isFalse();
            return v;
        }
    }

    private static void checker(String url, AtomicBoolean stop, AtomicReference<Throwable> failure) throws Exception {
        try (Connection c = DriverManager.getConnection(url)) {
            while (!stop.get() && failure.get() == null) {
                exec(c, "SELECT bt_index_parent_check('hot_pkey', true)");
                Thread.sleep(20);
            }
        }
    }
}
