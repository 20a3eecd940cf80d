package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Table-level locks through JDBC: LOCK TABLE, waits that NOWAIT, lock_timeout, cancel and
 * statement_timeout end, deadlocks through a table lock and a row lock, savepoints, pg_locks,
 * and statements that waited for DDL re-planning. A wait is observed in pg_locks (a lock of the
 * waiting session's pid that is not granted), never by sleeping.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class TableLockTest {
    private Sessions s;

    @BeforeEach
    void setUp() throws SQLException {
        s = new Sessions(TestEngine.LANIN, "tablelock");
        s.exec("CREATE TABLE t (id integer PRIMARY KEY, v integer)");
        s.exec("INSERT INTO t VALUES (1, 10), (2, 20)");
    }

    @org.junit.jupiter.api.AfterEach
    void tearDown() throws SQLException {
        s.close();
    }

    private Connection open() throws SQLException {
        return s.open(Connection.TRANSACTION_READ_COMMITTED);
    }

    private static int pid(Connection c) throws SQLException {
        return (int) Sessions.queryLong(c, "SELECT pg_backend_pid()");
    }

    /** Waits until session {@code pid} waits for a lock (a row of its in pg_locks not granted). */
    private void awaitWaiting(int pid) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (s.queryLong("SELECT count(*) FROM pg_locks WHERE pid = " + pid + " AND NOT granted") == 0) {
            assertThat(System.nanoTime()).as("session " + pid + " never waited").isLessThan(deadline);
            Thread.sleep(2);
        }
    }

    private static String state(Throwable t) {
        return Sessions.sqlCause(t).getSQLState();
    }

    @Test
    void lockTableNeedsABlockAndHoldsUntilItEnds() throws Exception {
        assertThatThrownBy(() -> s.exec("LOCK TABLE t"))
                .isInstanceOf(SQLException.class).hasMessageContaining("LOCK TABLE can only be used in transaction blocks")
                .satisfies(e -> assertThat(state(e)).isEqualTo("25P01"));
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "LOCK TABLE t IN SHARE MODE");
            assertThat(Sessions.queryLong(b, "SELECT count(*) FROM t")).isEqualTo(2); // ACCESS SHARE: no conflict
            b.commit();
            assertThatThrownBy(() -> Sessions.exec(b, "LOCK TABLE t IN ROW EXCLUSIVE MODE NOWAIT"))
                    .hasMessageContaining("could not obtain lock on relation \"t\"")
                    .satisfies(e -> assertThat(state(e)).isEqualTo("55P03"));
            b.rollback();
            int bPid = pid(b);
            CompletableFuture<Void> insert = s.async(() -> Sessions.exec(b, "INSERT INTO t VALUES (3, 30)"));
            awaitWaiting(bPid);
            assertThat(s.queryLong("SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation"
                    + " WHERE c.relname = 't' AND l.mode = 'ShareLock' AND l.granted")).isEqualTo(1);
            a.commit();
            insert.get(5, TimeUnit.SECONDS);
            b.commit();
            assertThatThrownBy(() -> Sessions.exec(a, "LOCK nosuch")).satisfies(e -> assertThat(state(e)).isEqualTo("42P01"));
            a.rollback();
        }
    }

    @Test
    void lockTimeoutCancelAndStatementTimeoutEndAWait() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "LOCK TABLE t");
            Sessions.exec(b, "SET lock_timeout = 100");
            assertThatThrownBy(() -> Sessions.queryLong(b, "SELECT count(*) FROM t"))
                    .hasMessageContaining("canceling statement due to lock timeout")
                    .satisfies(e -> assertThat(state(e)).isEqualTo("55P03"));
            b.rollback();
            Sessions.exec(b, "SET lock_timeout = 0");
            b.rollback();
            Statement st = b.createStatement();
            st.setQueryTimeout(1);
            assertThatThrownBy(() -> st.executeQuery("SELECT count(*) FROM t"))
                    .satisfies(e -> assertThat(state(e)).isEqualTo("57014"));
            b.rollback();
            int bPid = pid(b);
            b.rollback();
            Statement st2 = b.createStatement();
            CompletableFuture<Void> waiting = s.async(() -> st2.executeQuery("SELECT count(*) FROM t"));
            awaitWaiting(bPid);
            st2.cancel();
            assertThatThrownBy(() -> waiting.get(5, TimeUnit.SECONDS))
                    .satisfies(e -> assertThat(state(e)).isEqualTo("57014"));
            b.rollback();
            assertThat(s.queryLong("SELECT count(*) FROM pg_locks WHERE NOT granted")).isZero();
            a.commit();
        }
    }

    @Test
    void deadlockOfATableLockAndARowLockIsDetected() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "UPDATE t SET v = v + 1 WHERE id = 1"); // a: row lock on id 1, ROW EXCLUSIVE on t
            Sessions.exec(b, "SELECT * FROM t WHERE id = 2"); // b: ACCESS SHARE on t
            int aPid = pid(a);
            CompletableFuture<Void> aWaits = s.async(() -> Sessions.exec(a, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE"));
            awaitWaiting(aPid); // a's request is queued behind b's ACCESS SHARE
            // b would wait for a's row. a's request is queued before a enters the waits-for graph, so
            // either closes the cycle: that one is the victim (40P01), as PostgreSQL's checker is.
            CompletableFuture<Void> bWaits = s.async(() -> Sessions.exec(b, "UPDATE t SET v = 0 WHERE id = 1"));
            CompletableFuture.anyOf(aWaits, bWaits).handle((r, e) -> null).get(10, TimeUnit.SECONDS);
            boolean bLost = bWaits.isDone(); // decided before the victim's rollback lets the other finish
            CompletableFuture<Void> victim = bLost ? bWaits : aWaits;
            assertThatThrownBy(() -> victim.get(5, TimeUnit.SECONDS))
                    .hasMessageContaining("deadlock detected")
                    .satisfies(e -> assertThat(state(e)).isEqualTo("40P01"));
            (bLost ? b : a).rollback();
            (bLost ? aWaits : bWaits).get(5, TimeUnit.SECONDS);
            a.commit();
            b.commit();
        }
    }

    @Test
    void savepointRollbackReleasesItsLocks() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "SELECT * FROM t");
            Sessions.exec(a, "SAVEPOINT s");
            Sessions.exec(a, "LOCK TABLE t IN EXCLUSIVE MODE");
            Sessions.exec(a, "ROLLBACK TO SAVEPOINT s");
            Sessions.exec(b, "LOCK TABLE t IN ROW EXCLUSIVE MODE NOWAIT"); // EXCLUSIVE went with the savepoint
            b.rollback();
            assertThatThrownBy(() -> Sessions.exec(b, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE NOWAIT"))
                    .satisfies(e -> assertThat(state(e)).isEqualTo("55P03")); // the outer ACCESS SHARE stays
            b.rollback();
            a.commit();
        }
    }

    @Test
    void readOnlyTransactionsMayLockAndVacuumRefusesBlocks() throws Exception {
        try (Connection a = open()) {
            a.setReadOnly(true);
            Sessions.exec(a, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE");
            a.rollback();
            a.setReadOnly(false);
            assertThatThrownBy(() -> Sessions.exec(a, "VACUUM t"))
                    .hasMessageContaining("VACUUM cannot run inside a transaction block")
                    .satisfies(e -> assertThat(state(e)).isEqualTo("25001"));
            a.rollback();
        }
    }

    @Test
    void aPreparedStatementThatWaitedForAlterTableSeesTheNewColumn() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            PreparedStatement select = b.prepareStatement("SELECT * FROM t WHERE id = ?");
            select.setInt(1, 1);
            try (ResultSet rs = select.executeQuery()) {
                assertThat(rs.getMetaData().getColumnCount()).isEqualTo(2);
            }
            b.commit();
            Sessions.exec(a, "ALTER TABLE t ADD COLUMN w integer DEFAULT 7");
            int bPid = pid(b);
            b.commit();
            CompletableFuture<Integer> columns = CompletableFuture.supplyAsync(() -> {
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    assertThat(rs.getInt("w")).isEqualTo(7);
                    return rs.getMetaData().getColumnCount();
                } catch (SQLException e) {
                    throw new RuntimeException(e);
                }
            });
            awaitWaiting(bPid);
            a.commit();
            assertThat(columns.get(5, TimeUnit.SECONDS)).isEqualTo(3);
            b.commit();
        }
    }

    @Test
    void aPreparedStatementWaitsForDropTableAndFailsOrGoesOnAsItEnds() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            PreparedStatement insert = b.prepareStatement("INSERT INTO t VALUES (?, 0)");
            insert.setInt(1, 10);
            insert.executeUpdate();
            b.commit();
            int bPid = pid(b);
            b.commit();
            Sessions.exec(a, "DROP TABLE t");
            insert.setInt(1, 11);
            CompletableFuture<Integer> afterRollback = s.async(() -> insert.executeUpdate()).thenApply(v -> 1);
            awaitWaiting(bPid);
            a.rollback(); // the DROP is undone: the insert goes on
            afterRollback.get(5, TimeUnit.SECONDS);
            b.commit();
            assertThat(s.queryLong("SELECT count(*) FROM t WHERE id = 11")).isEqualTo(1);

            Sessions.exec(a, "DROP TABLE t");
            insert.setInt(1, 12);
            CompletableFuture<Void> afterCommit = s.async(() -> insert.executeUpdate());
            awaitWaiting(bPid);
            a.commit(); // gone for good: 42P01 after the wait
            assertThatThrownBy(() -> afterCommit.get(5, TimeUnit.SECONDS))
                    .satisfies(e -> assertThat(state(e)).isEqualTo("42P01"));
            b.rollback();
        }
    }
}
