package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.lanin.jdbc.StreamingSql.deadAfterVacuum;
import static org.lanin.jdbc.StreamingSql.exec;
import static org.lanin.jdbc.StreamingSql.open;
import static org.lanin.jdbc.StreamingSql.read;
import static org.lanin.jdbc.StreamingSql.readRest;
import static org.lanin.jdbc.StreamingSql.scalar;
import static org.lanin.jdbc.StreamingSql.sumRest;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An open result inside a transaction, with other statements running on the same connection:
 * DML between fetches, two results read in turns, commit, rollback, savepoints, DDL, and the
 * snapshot it keeps from VACUUM. The behaviour mirrors pgJDBC's two kinds of result: fetch size 0
 * (read whole, so it outlives its transaction) and a fetch size (a portal, closed with it: 34000).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StreamingTransactionTest {
    private static final long SUM_1_TO_100 = 5050;

    private static Connection table(String url) throws SQLException {
        Connection c = open(url);
        exec(c, "CREATE TABLE t (id integer PRIMARY KEY, v integer)");
        exec(c, "INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
        return c;
    }

    @Test
    void dmlBetweenFetchesIsNotSeenByTheOpenResult() throws SQLException {
        for (int fetchSize : new int[] {0, 1, 7}) {
            try (Connection c = table(StreamingSql.newDatabase("dml"))) {
                c.setAutoCommit(false);
                Statement st = c.createStatement();
                st.setFetchSize(fetchSize);
                ResultSet rs = st.executeQuery("SELECT v FROM t ORDER BY id");
                long first = read(rs, 1);
                exec(c, "UPDATE t SET v = v + 1000");
                exec(c, "INSERT INTO t SELECT g, g FROM generate_series(101, 200) g");
                exec(c, "DELETE FROM t WHERE id <= 50");
                // the result reads with its own snapshot and command id: none of that is visible to it
                assertThat(first + sumRest(rs)).isEqualTo(SUM_1_TO_100);
                assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(150);
                c.commit();
            }
        }
    }

    @Test
    void twoOpenResultsAreReadInTurns() throws SQLException {
        try (Connection c = table(StreamingSql.newDatabase("turns"))) {
            c.setAutoCommit(false);
            Statement s1 = c.createStatement();
            Statement s2 = c.createStatement();
            s2.setFetchSize(3);
            ResultSet a = s1.executeQuery("SELECT v FROM t ORDER BY id");
            ResultSet b = s2.executeQuery("SELECT v FROM t ORDER BY id DESC");
            long sumA = 0;
            long sumB = 0;
            for (int i = 0; i < 100; i++) {
                assertThat(a.next()).isTrue();
                assertThat(b.next()).isTrue();
                sumA += a.getLong(1);
                sumB += b.getLong(1);
                assertThat(a.getLong(1) + b.getLong(1)).isEqualTo(101);
                if (i == 50) {
                    exec(c, "UPDATE t SET v = 0");
                }
            }
            assertThat(a.next()).isFalse();
            assertThat(b.next()).isFalse();
            assertThat(sumA).isEqualTo(SUM_1_TO_100);
            assertThat(sumB).isEqualTo(SUM_1_TO_100);
            c.rollback();
        }
    }

    @Test
    void commitAndRollbackKeepAResultReadWithFetchSizeZero() throws SQLException {
        String url = StreamingSql.newDatabase("keep");
        try (Connection c = table(url); Connection other = open(url)) {
            c.setAutoCommit(false);
            Statement st = c.createStatement();
            ResultSet rs = st.executeQuery("SELECT v FROM t ORDER BY id");
            long first = read(rs, 1);
            exec(other, "DELETE FROM t");
            c.commit(); // pgJDBC would have read the whole result at execute: the rest is read now
            assertThat(deadAfterVacuum(other, "t")).isZero(); // no snapshot of c's is left
            assertThat(first + sumRest(rs)).isEqualTo(SUM_1_TO_100);

            exec(other, "INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
            c.commit();
            rs = st.executeQuery("SELECT v FROM t ORDER BY id");
            first = read(rs, 1);
            c.rollback();
            assertThat(first + sumRest(rs)).isEqualTo(SUM_1_TO_100);
            c.setAutoCommit(true);
        }
    }

    @Test
    void commitAndRollbackCloseAResultReadWithAFetchSize() throws SQLException {
        try (Connection c = table(StreamingSql.newDatabase("portal"))) {
            c.setAutoCommit(false);
            Statement st = c.createStatement();
            st.setFetchSize(10);
            for (Runnable end : new Runnable[] {commit(c), rollback(c), () -> sql(c, "COMMIT"),
                autoCommitOn(c)}) {
                ResultSet rs = st.executeQuery("SELECT v FROM t ORDER BY id");
                read(rs, 1);
                end.run();
                // pgJDBC: 'ERROR: portal "C_n" does not exist'
                assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("34000"));
                c.setAutoCommit(false);
            }
            // a result whose rows were all computed within its fetches is not affected
            st.setFetchSize(1000);
            ResultSet rs = st.executeQuery("SELECT v FROM t ORDER BY id");
            c.commit();
            assertThat(sumRest(rs)).isEqualTo(SUM_1_TO_100);
        }
    }

    private static Runnable commit(Connection c) {
        return () -> sql(c, null);
    }

    private static Runnable rollback(Connection c) {
        return () -> sql(c, "ROLLBACK");
    }

    private static Runnable autoCommitOn(Connection c) {
        return () -> {
            try {
                c.setAutoCommit(true);
            } catch (SQLException e) {
                throw new AssertionError(e);
            }
        };
    }

    /** Runs {@code sql}, or Connection.commit() when null. */
    private static void sql(Connection c, String sql) {
        try {
            if (sql == null) {
                c.commit();
            } else {
                exec(c, sql);
            }
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void rollbackToASavepointEndsOnlyTheResultsOpenedAfterIt() throws SQLException {
        try (Connection c = table(StreamingSql.newDatabase("savepoint"))) {
            c.setAutoCommit(false);
            Statement before = c.createStatement();
            before.setFetchSize(5);
            Statement after = c.createStatement();
            after.setFetchSize(5);
            Statement whole = c.createStatement();
            ResultSet old = before.executeQuery("SELECT v FROM t ORDER BY id");
            read(old, 1);
            Savepoint sp = c.setSavepoint("s");
            ResultSet young = after.executeQuery("SELECT v FROM t ORDER BY id");
            ResultSet youngWhole = whole.executeQuery("SELECT v FROM t ORDER BY id");
            read(young, 1);
            read(youngWhole, 1);
            c.rollback(sp);
            assertThatThrownBy(young::next).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("34000"));
            assertThat(readRest(youngWhole)).isEqualTo(99); // fetch size 0: read into memory first
            assertThat(readRest(old)).isEqualTo(99); // opened before the savepoint: still open

            // RELEASE hands a result to the enclosing level: a later savepoint's rollback spares it
            c.setSavepoint("s1");
            ResultSet kept = after.executeQuery("SELECT v FROM t ORDER BY id");
            read(kept, 1);
            exec(c, "RELEASE SAVEPOINT s1");
            Savepoint s2 = c.setSavepoint("s2");
            c.rollback(s2);
            assertThat(readRest(kept)).isEqualTo(99);
            c.rollback();
        }
    }

    @Test
    void ddlReadsTheOpenResultsOfItsTransactionFirst() throws SQLException {
        try (Connection c = table(StreamingSql.newDatabase("ddl"))) {
            for (boolean autoCommit : new boolean[] {false, true}) {
                c.setAutoCommit(autoCommit);
                Statement st = c.createStatement();
                st.setFetchSize(10);
                ResultSet rs = st.executeQuery("SELECT v FROM t ORDER BY id");
                long first = read(rs, 1);
                exec(c, "ALTER TABLE t ADD COLUMN w integer");
                exec(c, "DROP TABLE t");
                assertThat(first + sumRest(rs)).isEqualTo(SUM_1_TO_100);
                if (!autoCommit) {
                    c.rollback(); // DDL rolls back: t is back
                }
            }
        }
    }

    /**
     * A READ COMMITTED transaction takes a newer snapshot per statement; the open result still
     * reads with its older one, which must keep holding VACUUM back (PostgreSQL's registered
     * snapshots). The deleter's xid is older than the reader's, so only that snapshot protects the rows.
     */
    @Test
    void anOpenResultKeepsItsSnapshotFromVacuumWhileNewerStatementsRun() throws SQLException {
        String url = StreamingSql.newDatabase("pin");
        try (Connection c = table(url); Connection deleter = open(url); Connection vacuum = open(url)) {
            deleter.setAutoCommit(false);
            exec(deleter, "DELETE FROM t");
            c.setAutoCommit(false);
            Statement st = c.createStatement();
            st.setFetchSize(10);
            ResultSet rs = st.executeQuery("SELECT v FROM t");
            long first = read(rs, 1); // its snapshot sees the rows: the delete has not committed
            deleter.commit();
            assertThat(scalar(c, "SELECT count(*) FROM t")).isZero(); // c's newer snapshot sees the delete
            assertThat(deadAfterVacuum(vacuum, "t")).isEqualTo(100); // the open result's snapshot does not
            assertThat(first + sumRest(rs)).isEqualTo(SUM_1_TO_100);
            assertThat(scalar(c, "SELECT count(*) FROM t")).isZero(); // the result is done: c's xmin moves on
            assertThat(deadAfterVacuum(vacuum, "t")).isZero();
            c.commit();
        }
    }
}
