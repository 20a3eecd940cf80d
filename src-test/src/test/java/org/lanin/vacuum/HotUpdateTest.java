package org.lanin.vacuum;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.lanin.vacuum.DeadTupleTest.balanceOf;
import static org.lanin.vacuum.DeadTupleTest.exec;
import static org.lanin.vacuum.DeadTupleTest.stat;
import static org.lanin.vacuum.DeadTupleTest.tableStat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.testkit.TestEngine;

/**
 * HOT updates through SQL: an UPDATE of no indexed column adds no index entries and counts in
 * n_tup_hot_upd; index scans, index-only scans, REPEATABLE READ snapshots, READ COMMITTED's
 * re-check, unique and foreign-key checks all reach the right version through the chain; pruning
 * keeps a hot row on its page.
 */
class HotUpdateTest {
    private String url;

    @BeforeEach
    void setUp() {
        url = "jdbc:lanin:mem:" + TestEngine.uniqueName("hot") + ";autovacuum=off";
    }

    private static long leafItems(Connection c, String index) throws SQLException {
        return balanceOf(c, "SELECT sum(live_items + dead_items) FROM bt_index_summary('" + index + "') WHERE level = 0");
    }

    @Test
    void nonIndexedUpdatesAddNoIndexEntriesIndexedOnesDo() throws SQLException {
        try (Connection c = DriverManager.getConnection(url)) {
            exec(c, "CREATE TABLE t (id integer PRIMARY KEY, k integer, v integer)");
            exec(c, "CREATE INDEX t_k ON t (k)");
            // 20 rows and 200 new versions: one page (256 slots) holds them all, so every update is HOT
            exec(c, "INSERT INTO t SELECT g, g, 0 FROM generate_series(1, 20) g");
            for (int i = 0; i < 10; i++) {
                exec(c, "UPDATE t SET v = v + 1");
            }
            assertThat(tableStat(c, "t", "n_tup_upd")).isEqualTo(200);
            assertThat(tableStat(c, "t", "n_tup_hot_upd")).isEqualTo(200);
            assertThat(leafItems(c, "t_pkey")).isEqualTo(20);
            assertThat(leafItems(c, "t_k")).isEqualTo(20);
            exec(c, "UPDATE t SET k = k + 1000 WHERE id <= 10");
            assertThat(tableStat(c, "t", "n_tup_upd")).isEqualTo(210);
            assertThat(tableStat(c, "t", "n_tup_hot_upd")).isEqualTo(200);
            assertThat(leafItems(c, "t_pkey")).isEqualTo(30);
            assertThat(leafItems(c, "t_k")).isEqualTo(30);
            assertThat(balanceOf(c, "SELECT sum(v) FROM t WHERE id = 5")).isEqualTo(10);
            assertThat(balanceOf(c, "SELECT count(*) FROM t WHERE k > 1000")).isEqualTo(10);
            exec(c, "VACUUM t");
            exec(c, "SELECT bt_index_parent_check('t_pkey', true)");
            exec(c, "SELECT bt_index_parent_check('t_k', true)");
            assertThat(leafItems(c, "t_pkey")).isEqualTo(20);
            exec(c, "SELECT lanin_stat_reset()");
            assertThat(tableStat(c, "t", "n_tup_hot_upd")).isZero();
        }
    }

    @Test
    void aHotRowStaysOnItsPageAndScansFetchAShortChain() throws SQLException {
        try (Connection c = DriverManager.getConnection(url)) {
            exec(c, "CREATE TABLE b (id integer PRIMARY KEY, bal integer)");
            exec(c, "INSERT INTO b VALUES (1, 0)");
            exec(c, "SELECT lanin_stat_reset()");
            for (int i = 0; i < 2000; i++) {
                exec(c, "UPDATE b SET bal = bal + 1 WHERE id = 1");
            }
            assertThat(tableStat(c, "b", "n_tup_hot_upd")).isEqualTo(2000);
            assertThat(tableStat(c, "b", "pruned_tuples")).isGreaterThan(1500);
            assertThat(tableStat(c, "b", "page_prunes")).isPositive();
            assertThat(balanceOf(c, "SELECT bal FROM b WHERE id = 1")).isEqualTo(2000);
            // one scan per UPDATE plus the SELECT; the chain stays short because pages are pruned
            assertThat(stat(c, "b_pkey", "heap_fetches")).isLessThan(3 * stat(c, "b_pkey", "index_scans"));
            assertThat(balanceOf(c, "SELECT count(*) FROM b")).isEqualTo(1);
            assertThat(leafItems(c, "b_pkey")).isEqualTo(1);
        }
    }

    @Test
    void indexOnlyScanSeesTheChainsNewestVersion() throws SQLException {
        try (Connection c = DriverManager.getConnection(url)) {
            exec(c, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(c, "INSERT INTO t SELECT g, 0 FROM generate_series(1, 600) g");
            exec(c, "VACUUM t");
            exec(c, "UPDATE t SET v = 1 WHERE id % 2 = 0");
            exec(c, "DELETE FROM t WHERE id % 3 = 0");
            exec(c, "SET enable_seqscan = off");
            assertThat(balanceOf(c, "SELECT count(id) FROM t WHERE id > 0")).isEqualTo(400);
            exec(c, "VACUUM t");
            assertThat(balanceOf(c, "SELECT count(id) FROM t WHERE id > 0")).isEqualTo(400);
            assertThat(balanceOf(c, "SELECT sum(v) FROM t WHERE id > 0")).isEqualTo(200);
            exec(c, "SELECT bt_index_parent_check('t_pkey', true)");
        }
    }

    @Test
    void repeatableReadKeepsSeeingItsVersionThroughTheChainWhilePruningRuns() throws SQLException {
        try (Connection w = DriverManager.getConnection(url); Connection r = DriverManager.getConnection(url)) {
            exec(w, "CREATE TABLE acc (id integer PRIMARY KEY, bal integer)");
            exec(w, "INSERT INTO acc SELECT g, 100 FROM generate_series(1, 5) g");
            r.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            r.setAutoCommit(false);
            assertThat(balanceOf(r, "SELECT sum(bal) FROM acc")).isEqualTo(500);
            for (int i = 0; i < 1500; i++) {
                exec(w, "UPDATE acc SET bal = bal + 1 WHERE id = " + (1 + i % 5));
                if (i % 100 == 0) {
                    assertThat(balanceOf(r, "SELECT bal FROM acc WHERE id = " + (1 + i % 5))).isEqualTo(100);
                }
            }
            assertThat(balanceOf(r, "SELECT sum(bal) FROM acc WHERE id BETWEEN 1 AND 5")).isEqualTo(500);
            assertThatThrownBy(() -> exec(r, "UPDATE acc SET bal = 0 WHERE id = 1"))
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("40001");
            r.rollback();
            assertThat(balanceOf(r, "SELECT sum(bal) FROM acc WHERE id BETWEEN 1 AND 5")).isEqualTo(2000);
            r.commit();
            for (int i = 0; i < 500; i++) {
                exec(w, "UPDATE acc SET bal = bal + 1 WHERE id = 1");
            }
            assertThat(tableStat(w, "acc", "pruned_tuples")).isPositive();
            assertThat(tableStat(w, "acc", "n_tup_upd")).isEqualTo(2000);
            // the snapshot held the horizon, but the versions after the one it sees were invisible to
            // every snapshot: pruned from the middle of the chains, so the page never filled up
            assertThat(tableStat(w, "acc", "n_tup_hot_upd")).isEqualTo(2000L);
            exec(w, "SELECT bt_index_parent_check('acc_pkey', true)");
        }
    }

    /**
     * A READ COMMITTED block holds back pruning only while one of its statements or cursors reads:
     * between statements its snapshots are released (PostgreSQL's SnapshotResetXmin), so the
     * version its last statement saw can go; a cursor's snapshot keeps its version readable.
     */
    @Test
    void aReadCommittedBlockHoldsItsVersionsOnlyWhileAStatementOrCursorReads() throws SQLException {
        try (Connection w = DriverManager.getConnection(url); Connection r = DriverManager.getConnection(url)) {
            exec(w, "CREATE TABLE acc (id integer PRIMARY KEY, bal integer)");
            exec(w, "CREATE TABLE other (id integer)");
            exec(w, "INSERT INTO acc VALUES (1, 100)");
            r.setAutoCommit(false);
            exec(r, "INSERT INTO other SELECT count(*) FROM acc"); // its block has an xid and a statement snapshot
            for (int i = 0; i < 20; i++) {
                exec(w, "UPDATE acc SET bal = bal + 1 WHERE id = 1");
            }
            assertThat(balanceOf(w, "SELECT bal FROM acc WHERE id = 1")).isEqualTo(120);
            assertThat(tableStat(w, "acc", "pruned_tuples")).as("every replaced version").isEqualTo(20);
            exec(r, "DECLARE c CURSOR FOR SELECT bal FROM acc WHERE id = 1");
            assertThat(balanceOf(r, "SELECT bal FROM acc WHERE id = 1")).isEqualTo(120);
            exec(r, "INSERT INTO other VALUES (2)"); // a statement ends; the cursor's snapshot stays
            for (int i = 0; i < 20; i++) {
                exec(w, "UPDATE acc SET bal = bal + 1 WHERE id = 1");
            }
            assertThat(balanceOf(w, "SELECT bal FROM acc WHERE id = 1")).isEqualTo(140);
            assertThat(balanceOf(r, "FETCH c")).as("the cursor's version").isEqualTo(120);
            assertThat(tableStat(w, "acc", "pruned_tuples")).as("all but the cursor's").isEqualTo(39);
            r.commit();
            exec(w, "UPDATE acc SET bal = bal + 1 WHERE id = 1");
            assertThat(balanceOf(w, "SELECT bal FROM acc WHERE id = 1")).isEqualTo(141);
            assertThat(tableStat(w, "acc", "pruned_tuples")).isEqualTo(41);
            exec(w, "SELECT bt_index_parent_check('acc_pkey', true)");
        }
    }

    @Test
    void readCommittedRecheckFollowsTheHotChain() throws Exception {
        try (Connection a = DriverManager.getConnection(url); Connection b = DriverManager.getConnection(url)) {
            exec(a, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(a, "INSERT INTO t VALUES (1, 0), (2, 0)");
            a.setAutoCommit(false);
            // the waiter's row qualifies in its snapshot (v = 0); re-checked on the new version (v = 10)
            assertThat(racedUpdate(a, b, "UPDATE t SET v = v + 1 WHERE id = 1 AND v < 5")).isZero();
            assertThat(racedUpdate(a, b, "UPDATE t SET v = v + 1 WHERE id = 1 AND v >= 0")).isEqualTo(1);
            assertThat(balanceOf(a, "SELECT v FROM t WHERE id = 1")).isEqualTo(21);
            a.commit();
            assertThat(tableStat(a, "t", "n_tup_hot_upd")).isEqualTo(3);
        }
    }

    /** {@code a} adds 10 to row 1 and holds it while {@code b} runs {@code sql}, then commits. */
    private static int racedUpdate(Connection a, Connection b, String sql) throws Exception {
        exec(a, "UPDATE t SET v = v + 10 WHERE id = 1");
        CompletableFuture<Integer> waiter = CompletableFuture.supplyAsync(() -> {
            try (var st = b.createStatement()) {
                return st.executeUpdate(sql);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(100); // lets b reach the row lock; the outcome does not depend on it
        a.commit();
        return waiter.get(30, TimeUnit.SECONDS);
    }

    @Test
    void uniqueAndForeignKeyChecksSeeTheLiveVersionOfAChain() throws SQLException {
        try (Connection c = DriverManager.getConnection(url)) {
            exec(c, "CREATE TABLE p (id integer PRIMARY KEY, note text)");
            exec(c, "CREATE TABLE ch (id integer PRIMARY KEY, pid integer REFERENCES p (id), n integer)");
            exec(c, "INSERT INTO p VALUES (1, 'a'), (2, 'b')");
            for (int i = 0; i < 300; i++) {
                exec(c, "UPDATE p SET note = 'n" + i + "' WHERE id = 1");
            }
            assertThatThrownBy(() -> exec(c, "INSERT INTO p VALUES (1, 'dup')"))
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("23505");
            exec(c, "INSERT INTO ch VALUES (1, 1, 0)");
            for (int i = 0; i < 300; i++) {
                exec(c, "UPDATE ch SET n = n + 1 WHERE id = 1");
            }
            assertThatThrownBy(() -> exec(c, "DELETE FROM p WHERE id = 1"))
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("23503");
            exec(c, "INSERT INTO p VALUES (3, 'c') ON CONFLICT (id) DO UPDATE SET note = 'x'");
            exec(c, "INSERT INTO p VALUES (1, 'c') ON CONFLICT (id) DO UPDATE SET note = 'upserted'");
            assertThat(balanceOf(c, "SELECT count(*) FROM p WHERE note = 'upserted'")).isEqualTo(1);
            exec(c, "DELETE FROM ch");
            exec(c, "DELETE FROM p WHERE id = 1");
            exec(c, "INSERT INTO p VALUES (1, 'again')");
            assertThat(balanceOf(c, "SELECT count(*) FROM p")).isEqualTo(3);
            exec(c, "SELECT bt_index_parent_check('p_pkey', true)");
        }
    }

    @Test
    void createIndexOverChainsAnOlderSnapshotStillReads() throws SQLException {
        try (Connection w = DriverManager.getConnection(url); Connection r = DriverManager.getConnection(url)) {
            exec(w, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(w, "INSERT INTO t SELECT g, g FROM generate_series(1, 50) g");
            r.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            r.setAutoCommit(false);
            assertThat(balanceOf(r, "SELECT count(*) FROM t")).isEqualTo(50);
            exec(w, "UPDATE t SET v = v + 100"); // HOT: v has no index yet
            exec(w, "CREATE INDEX t_v ON t (v)"); // chains now differ in t_v's key
            exec(w, "SET enable_seqscan = off");
            exec(r, "SET enable_seqscan = off");
            assertThat(balanceOf(w, "SELECT count(*) FROM t WHERE v BETWEEN 1 AND 50")).isZero();
            assertThat(balanceOf(w, "SELECT count(*) FROM t WHERE v BETWEEN 101 AND 150")).isEqualTo(50);
            assertThat(balanceOf(w, "SELECT count(v) FROM t WHERE v > 0")).isEqualTo(50);
            assertThat(balanceOf(r, "SELECT count(*) FROM t WHERE v BETWEEN 1 AND 50")).isEqualTo(50);
            assertThat(balanceOf(r, "SELECT count(*) FROM t WHERE v BETWEEN 101 AND 150")).isZero();
            r.commit();
            exec(w, "SELECT bt_index_parent_check('t_v', true)");
            exec(w, "CREATE UNIQUE INDEX t_v_u ON t (v)");
            assertThatThrownBy(() -> exec(w, "INSERT INTO t VALUES (51, 101)"))
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("23505");
            exec(w, "INSERT INTO t VALUES (51, 1)"); // 1 was only an old version's key
            exec(w, "VACUUM t");
            exec(w, "SELECT bt_index_parent_check('t_v_u', true)");
        }
    }
    @Test
    void anExpressionIndexOverChainsTellsVersionsApartByItsComputedKey() throws SQLException {
        try (Connection w = DriverManager.getConnection(url); Connection r = DriverManager.getConnection(url)) {
            exec(w, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            exec(w, "INSERT INTO t SELECT g, g FROM generate_series(1, 50) g");
            r.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            r.setAutoCommit(false);
            assertThat(balanceOf(r, "SELECT count(*) FROM t")).isEqualTo(50);
            exec(w, "UPDATE t SET v = v + 100"); // HOT: nothing indexes v yet
            exec(w, "CREATE INDEX t_v2 ON t ((v * 2))"); // the key is computed: re-checking it evaluates the expression
            exec(w, "SET enable_seqscan = off");
            exec(r, "SET enable_seqscan = off");
            assertThat(balanceOf(w, "SELECT count(*) FROM t WHERE v * 2 BETWEEN 2 AND 100")).isZero();
            assertThat(balanceOf(w, "SELECT count(*) FROM t WHERE v * 2 BETWEEN 202 AND 300")).isEqualTo(50);
            assertThat(balanceOf(r, "SELECT count(*) FROM t WHERE v * 2 BETWEEN 2 AND 100")).isEqualTo(50);
            r.commit();
            exec(w, "SELECT bt_index_parent_check('t_v2', true)");
        }
    }
}
