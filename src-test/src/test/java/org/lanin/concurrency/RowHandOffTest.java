package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Row-lock hand-off (issue 12): a transaction that ends passes a row on to the transaction that
 * waited for it first, before its own session can take the row again. Each check is decided
 * before the holder's commit returns, so none depends on how fast the waiter's thread runs:
 * NOWAIT from the holder's next transaction fails at once, and a queue of waiters applies its
 * changes in the order it queued.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class RowHandOffTest {
    private String url;
    private Connection admin;

    @BeforeEach
    void setUp() throws SQLException {
        url = "jdbc:lanin:mem:" + TestEngine.uniqueName("handoff");
        admin = DriverManager.getConnection(url);
        Sessions.exec(admin, "CREATE TABLE hot (id integer PRIMARY KEY, n integer, trail text, state text)");
        Sessions.exec(admin, "INSERT INTO hot VALUES (1, 0, '', 'new'), (2, 0, '', 'new')");
    }

    @AfterEach
    void tearDown() throws SQLException {
        admin.close();
    }

    private Connection open() throws SQLException {
        Connection c = DriverManager.getConnection(url);
        c.setAutoCommit(false);
        return c;
    }

    private static int pid(Connection c) throws SQLException {
        return (int) Sessions.queryLong(c, "SELECT pg_backend_pid()");
    }

    private void awaitWaiting(int pid) throws Exception {
        Sessions.awaitWaiting(admin, pid);
    }

    private static CompletableFuture<Integer> async(Connection c, String sql) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return c.createStatement().executeUpdate(sql);
            } catch (SQLException e) {
                throw new RuntimeException(e);
            }
        });
    }

    private static void assertLocked(Connection c, String sql) {
        assertThatThrownBy(() -> Sessions.exec(c, sql))
                .isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("55P03"));
    }

    @Test
    void aCommittingHolderPassesTheRowToItsWaiter() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "UPDATE hot SET n = n + 1 WHERE id = 1");
            CompletableFuture<Integer> waiter = async(b, "UPDATE hot SET n = n + 10 WHERE id = 1");
            awaitWaiting(pid(b));
            a.commit();
            assertLocked(a, "SELECT id FROM hot WHERE id = 1 FOR UPDATE NOWAIT");
            a.rollback();
            assertThat(waiter.get(20, TimeUnit.SECONDS)).isEqualTo(1);
            b.commit();
            assertThat(Sessions.queryLong(admin, "SELECT n FROM hot WHERE id = 1")).isEqualTo(11);
            assertThat(Sessions.queryLong(admin, "SELECT hand_offs FROM lanin_stat_lock_waits")).isEqualTo(1);
            assertThat(Sessions.queryLong(admin, "SELECT resumes FROM lanin_stat_lock_waits")).isEqualTo(1);
        }
    }

    @Test
    void anAbortingHolderPassesTheRowToItsWaiter() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "UPDATE hot SET n = n + 1 WHERE id = 1");
            CompletableFuture<Integer> waiter = async(b, "UPDATE hot SET n = n + 10 WHERE id = 1");
            awaitWaiting(pid(b));
            a.rollback();
            assertLocked(a, "SELECT id FROM hot WHERE id = 1 FOR UPDATE NOWAIT");
            a.rollback();
            assertThat(waiter.get(20, TimeUnit.SECONDS)).isEqualTo(1);
            b.commit();
            assertThat(Sessions.queryLong(admin, "SELECT n FROM hot WHERE id = 1")).isEqualTo(10);
        }
    }

    @Test
    void waitersGetTheRowInTheOrderTheyQueued() throws Exception {
        try (Connection a = open(); Connection b = open(); Connection c = open()) {
            Sessions.exec(a, "UPDATE hot SET trail = trail || 'a' WHERE id = 1");
            CompletableFuture<Integer> first = async(b, "UPDATE hot SET trail = trail || 'b' WHERE id = 1");
            awaitWaiting(pid(b));
            CompletableFuture<Integer> second = async(c, "UPDATE hot SET trail = trail || 'c' WHERE id = 1");
            awaitWaiting(pid(c));
            a.commit();
            assertThat(first.get(20, TimeUnit.SECONDS)).isEqualTo(1);
            assertThat(second).as("the second waiter now waits for the first").isNotDone();
            b.commit();
            assertThat(second.get(20, TimeUnit.SECONDS)).isEqualTo(1);
            c.commit();
            assertThat(Sessions.queryLong(admin, "SELECT count(*) FROM hot WHERE id = 1 AND trail = 'abc'")).isEqualTo(1);
        }
    }

    @Test
    void aRowThatNoLongerQualifiesIsNotKeptLocked() throws Exception {
        try (Connection a = open(); Connection b = open(); Connection c = open()) {
            Sessions.exec(a, "UPDATE hot SET state = 'done' WHERE id = 1");
            CompletableFuture<Integer> waiter = async(b, "UPDATE hot SET state = 'taken' WHERE id = 1 AND state = 'new'");
            awaitWaiting(pid(b));
            a.commit();
            assertThat(waiter.get(20, TimeUnit.SECONDS)).as("the re-check rejects the new version").isZero();
            assertThat(Sessions.queryLong(c, "SELECT count(*) FROM (SELECT id FROM hot WHERE id = 1 FOR UPDATE NOWAIT) s"))
                    .as("b, still open, holds no lock on the row it did not change").isEqualTo(1);
            c.rollback();
            b.rollback();
        }
    }

    @Test
    void forUpdateWaitersAreInLineToo() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            Sessions.exec(a, "SELECT id FROM hot WHERE id = 2 FOR UPDATE");
            CompletableFuture<Integer> waiter = CompletableFuture.supplyAsync(() -> {
                try {
                    return (int) Sessions.queryLong(b, "SELECT n FROM hot WHERE id = 2 FOR UPDATE");
                } catch (SQLException e) {
                    throw new RuntimeException(e);
                }
            });
            awaitWaiting(pid(b));
            a.commit();
            assertLocked(a, "SELECT id FROM hot WHERE id = 2 FOR UPDATE NOWAIT");
            a.rollback();
            assertThat(waiter.get(20, TimeUnit.SECONDS)).isZero();
            b.commit();
        }
    }
}
