package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.lanin.jdbc.StreamingSql.exec;
import static org.lanin.jdbc.StreamingSql.open;
import static org.lanin.jdbc.StreamingSql.read;
import static org.lanin.jdbc.StreamingSql.readRest;
import static org.lanin.jdbc.StreamingSql.scalar;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Errors while rows are fetched surface from ResultSet.next() with their SQLSTATE, abort a
 * transaction block as PostgreSQL does (25P02 until ROLLBACK), end an auto-commit statement's
 * transaction, and leave the connection usable. Timeouts and cancel reach a fetch in progress.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StreamingErrorTest {
    /** Rows 1 and 2 at once; row 3 sleeps until a cancel or a timeout stops it. */
    private static final String STUCK_AT_ROW_3 =
            "SELECT g, CASE WHEN g = 3 THEN pg_sleep(3600) END FROM generate_series(1, 5) g";

    private static void assertState(ThrowingCallable call, String state) {
        assertThatThrownBy(call).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo(state));
    }

    @Test
    void divisionByZeroAtRowOneMillion() throws SQLException {
        for (boolean autoCommit : new boolean[] {true, false}) {
            try (Connection c = open(StreamingSql.newDatabase("div")); Statement st = c.createStatement()) {
                c.setAutoCommit(autoCommit);
                ResultSet rs = st.executeQuery("SELECT 1 / (1000000 - g) FROM generate_series(1, 2000000) g");
                assertThat(read(rs, 999_999)).isEqualTo(1); // 1 / (1000000 - 999999)
                assertState(rs::next, "22012");
                if (autoCommit) {
                    assertState(rs::next, "34000"); // its transaction is over: pgJDBC's "portal does not exist"
                } else {
                    assertState(rs::next, "25P02");
                    assertState(() -> scalar(c, "SELECT 1"), "25P02");
                    c.rollback();
                }
                assertThat(scalar(c, "SELECT 1")).isEqualTo(1);
            }
        }
    }

    @Test
    void queryTimeoutStrikesDuringAFetch() throws SQLException {
        for (boolean autoCommit : new boolean[] {true, false}) {
            try (Connection c = open(StreamingSql.newDatabase("timeout")); Statement st = c.createStatement()) {
                c.setAutoCommit(autoCommit);
                st.setQueryTimeout(1);
                ResultSet rs = st.executeQuery(STUCK_AT_ROW_3);
                read(rs, 2);
                assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLTimeoutException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("57014"));
                if (!autoCommit) {
                    assertState(() -> scalar(c, "SELECT 1"), "25P02");
                    c.rollback();
                }
                assertThat(scalar(c, "SELECT 1")).isEqualTo(1);
                exec(c, "SET statement_timeout = 1000");
                rs = st.executeQuery(STUCK_AT_ROW_3.replace("1, 5", "1, 6"));
                read(rs, 2);
                assertState(rs::next, "57014");
                if (!autoCommit) {
                    c.rollback();
                }
                exec(c, "SET statement_timeout = 0");
                c.setAutoCommit(true);
            }
        }
    }

    /**
     * The timeout counts the engine's time, not the application's between fetches (PostgreSQL
     * times each Execute message of a portal).
     */
    @Test
    void timeBetweenFetchesIsNotTheStatementsTime() throws Exception {
        try (Connection c = open(StreamingSql.newDatabase("idle")); Statement st = c.createStatement()) {
            st.setQueryTimeout(1);
            ResultSet rs = st.executeQuery("SELECT g FROM generate_series(1, 5) g");
            read(rs, 1);
            Thread.sleep(1500);
            assertThat(readRest(rs)).isEqualTo(4);
        }
    }

    @Test
    void cancelStopsAFetchInProgress() throws Exception {
        ExecutorService canceller = Executors.newSingleThreadExecutor();
        try (Connection c = open(StreamingSql.newDatabase("cancel")); Statement st = c.createStatement()) {
            st.setQueryTimeout(600);
            ResultSet rs = st.executeQuery(STUCK_AT_ROW_3);
            read(rs, 2);
            CompletableFuture<Void> done = new CompletableFuture<>();
            // cancel only stops work in progress, so keep cancelling until the fetch has failed
            Future<?> cancelling = canceller.submit(() -> {
                while (!done.isDone()) {
                    st.cancel();
                    Thread.sleep(10);
                }
                return null;
            });
            try {
                assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class, e -> {
                    assertThat((Throwable) e).isNotInstanceOf(SQLTimeoutException.class); // a cancel, not the timeout
                    assertThat(e.getSQLState()).isEqualTo("57014");
                });
            } finally {
                done.complete(null);
            }
            cancelling.get();
            assertThat(scalar(c, "SELECT 1")).isEqualTo(1);
        } finally {
            canceller.shutdownNow();
        }
    }

    @Test
    void lockNotAvailableDuringAFetchEndsTheStatementsTransaction() throws SQLException {
        String url = StreamingSql.newDatabase("nowait");
        try (Connection a = open(url); Connection b = open(url)) {
            exec(a, "CREATE TABLE t (id integer, v integer)");
            exec(a, "INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
            b.setAutoCommit(false);
            exec(b, "SELECT * FROM t WHERE id = 50 FOR UPDATE");
            Statement st = a.createStatement();
            ResultSet rs = st.executeQuery("SELECT id FROM t FOR UPDATE NOWAIT");
            assertThat(read(rs, 10)).isEqualTo(10);
            // a's statement holds the locks of the rows it has read so far, until its transaction ends
            assertState(() -> exec(b, "SELECT * FROM t WHERE id = 5 FOR UPDATE NOWAIT"), "55P03");
            b.rollback();
            exec(b, "SELECT * FROM t WHERE id = 50 FOR UPDATE");
            assertThat(read(rs, 39)).isEqualTo(49);
            assertState(rs::next, "55P03");
            exec(b, "SELECT * FROM t WHERE id = 5 FOR UPDATE NOWAIT"); // released by the failure
            b.rollback();
            assertThat(scalar(a, "SELECT count(*) FROM t")).isEqualTo(100);
        }
    }

    @Test
    void serializationFailureDuringAFetchAbortsTheBlock() throws SQLException {
        String url = StreamingSql.newDatabase("serial");
        try (Connection a = open(url); Connection b = open(url)) {
            exec(a, "CREATE TABLE t (id integer, v integer)");
            exec(a, "INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
            a.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            a.setAutoCommit(false);
            assertThat(scalar(a, "SELECT count(*) FROM t")).isEqualTo(100); // the snapshot is taken
            exec(b, "UPDATE t SET v = 0 WHERE id = 50");
            Statement st = a.createStatement();
            ResultSet rs = st.executeQuery("SELECT id FROM t FOR UPDATE");
            assertThat(read(rs, 49)).isEqualTo(49);
            assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLTransactionRollbackException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("40001"));
            assertState(() -> scalar(a, "SELECT 1"), "25P02");
            a.rollback();
            assertThat(scalar(a, "SELECT sum(v) FROM t")).isEqualTo(5000);
        }
    }

    @Test
    void anotherStatementsErrorAbortsTheBlockOfAnOpenResult() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("aborted")); Statement st = c.createStatement()) {
            exec(c, "CREATE TABLE t (id integer)");
            exec(c, "INSERT INTO t SELECT g FROM generate_series(1, 100) g");
            c.setAutoCommit(false);
            st.setFetchSize(10);
            ResultSet rs = st.executeQuery("SELECT id FROM t");
            read(rs, 1);
            exec(c, "SAVEPOINT s");
            assertState(() -> exec(c, "SELECT 1 / 0"), "22012");
            assertState(rs::next, "25P02"); // a fetch is a command of the aborted block, as in pgJDBC
            exec(c, "ROLLBACK TO SAVEPOINT s");
            assertThat(read(rs, 1)).isEqualTo(2); // opened before the savepoint: readable again
            assertState(() -> exec(c, "SELECT 1 / 0"), "22012");
            c.rollback();
            assertState(rs::next, "34000");
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(100);
        }
    }
}
