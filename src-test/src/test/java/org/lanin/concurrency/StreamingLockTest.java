package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * Table locks of a query whose rows stream to an open ResultSet. PostgreSQL holds a query's
 * ACCESS SHARE lock to the end of its transaction; an auto-commit query's transaction ends when
 * its portal does: when its rows are read, the result is closed, or the connection runs another
 * statement (which first reads the rest into memory). Inside a transaction the lock outlives the
 * closed result until COMMIT or ROLLBACK.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class StreamingLockTest {
    private static final long SUM_1_TO_100 = 5050;
    private static final String READER_HOLDS = "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation"
            + " WHERE c.relname = 't' AND l.mode = 'AccessShareLock' AND l.granted AND l.pid = ";
    private Sessions s;

    @BeforeEach
    void setUp() throws SQLException {
        s = new Sessions(TestEngine.LANIN, "streamlock");
        s.exec("CREATE TABLE t (id integer PRIMARY KEY, v integer)");
        s.exec("INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
    }

    @AfterEach
    void tearDown() throws SQLException {
        s.close();
    }

    private Connection autoCommit() throws SQLException {
        Connection c = s.open(Connection.TRANSACTION_READ_COMMITTED);
        c.setAutoCommit(true);
        return c;
    }

    private static int pid(Connection c) throws SQLException {
        return (int) Sessions.queryLong(c, "SELECT pg_backend_pid()");
    }

    private static ResultSet stream(Connection c, int fetchSize) throws SQLException {
        Statement st = c.createStatement();
        st.setFetchSize(fetchSize);
        ResultSet rs = st.executeQuery("SELECT v FROM t ORDER BY id");
        assertThat(rs.next()).isTrue();
        return rs;
    }

    private static long sumRest(ResultSet rs) throws SQLException {
        long sum = rs.getLong(1);
        while (rs.next()) {
            sum += rs.getLong(1);
        }
        return sum;
    }

    private void awaitWaiting(int pid) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (s.queryLong("SELECT count(*) FROM pg_locks WHERE pid = " + pid + " AND NOT granted") == 0) {
            assertThat(System.nanoTime()).as("session " + pid + " never waited").isLessThan(deadline);
            Thread.sleep(2);
        }
    }

    private static void assertLockRefused(Connection other) {
        assertThatThrownBy(() -> Sessions.exec(other, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE NOWAIT"))
                .satisfies(e -> assertThat(Sessions.sqlCause(e).getSQLState()).isEqualTo("55P03"));
    }

    @Test
    void anAutoCommitQueryHoldsItsLockUntilItsRowsAreRead() throws Exception {
        for (int fetchSize : new int[] {0, 5}) {
            try (Connection reader = autoCommit(); Connection ddl = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
                int readerPid = pid(reader);
                int ddlPid = pid(ddl);
                ddl.commit();
                ResultSet rs = stream(reader, fetchSize);
                assertThat(s.queryLong(READER_HOLDS + readerPid)).isEqualTo(1);
                assertLockRefused(ddl);
                ddl.rollback();
                CompletableFuture<Void> alter = s.async(() -> Sessions.exec(ddl, "ALTER TABLE t ADD COLUMN w" + fetchSize
                        + " integer"));
                awaitWaiting(ddlPid); // the DDL waits for the open result
                assertThat(sumRest(rs)).isEqualTo(SUM_1_TO_100); // the last row ends the transaction
                alter.get(5, TimeUnit.SECONDS);
                ddl.commit();
                assertThat(s.queryLong(READER_HOLDS + readerPid)).isZero();
            }
        }
    }

    @Test
    void closingTheResultOrRunningAnotherStatementEndsTheAutoCommitLock() throws Exception {
        try (Connection reader = autoCommit(); Connection other = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            int readerPid = pid(reader);
            ResultSet rs = stream(reader, 5);
            assertLockRefused(other);
            other.rollback();
            rs.close();
            assertThat(s.queryLong(READER_HOLDS + readerPid)).isZero();
            Sessions.exec(other, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE NOWAIT");
            other.rollback();

            rs = stream(reader, 5);
            assertThat(Sessions.queryLong(reader, "SELECT 1")).isEqualTo(1); // the open result reads its rest first
            assertThat(s.queryLong(READER_HOLDS + readerPid)).isZero();
            Sessions.exec(other, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE NOWAIT");
            other.rollback();
            assertThat(sumRest(rs)).isEqualTo(SUM_1_TO_100);
        }
    }

    @Test
    void insideATransactionTheLockOutlivesTheClosedResult() throws Exception {
        try (Connection reader = s.open(Connection.TRANSACTION_READ_COMMITTED);
                Connection other = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            ResultSet rs = stream(reader, 5);
            rs.close();
            assertLockRefused(other);
            other.rollback();
            reader.commit();
            Sessions.exec(other, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE NOWAIT");
            other.rollback();
        }
    }
}
