package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.lanin.jdbc.StreamingSql.deadAfterVacuum;
import static org.lanin.jdbc.StreamingSql.exec;
import static org.lanin.jdbc.StreamingSql.open;
import static org.lanin.jdbc.StreamingSql.read;
import static org.lanin.jdbc.StreamingSql.readRest;
import static org.lanin.jdbc.StreamingSql.scalar;
import static org.lanin.jdbc.StreamingSql.statementStats;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Query results stream: rows are computed as ResultSet.next() asks for them (the first batch at
 * execute), fetch size and maxRows bound what is computed, and in auto-commit mode the statement's
 * transaction (and so its snapshot, which holds VACUUM back) lasts until the result is read to its
 * end or closed, by any of the ways JDBC closes it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StreamingResultTest {
    private static final String FIVE_FAILS = "SELECT 1 / (5 - g) FROM generate_series(1, 10) g";

    @Test
    void rowsAreComputedAsTheyAreRead() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("lazy")); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery(FIVE_FAILS); // row 5 divides by zero: not computed yet
            assertThat(read(rs, 4)).isEqualTo(1);
            assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("22012"));
            try (ResultSet big = st.executeQuery("SELECT g AS lazy_marker FROM generate_series(1, 100000000) g")) {
                assertThat(read(big, 10)).isEqualTo(10);
            }
            // pg_stat_statements counts the rows the executor produced: ten, not a hundred million
            assertThat(statementStats(c, "lazy_marker")).containsExactly(10, 1);
            assertThat(scalar(c, "SELECT 1")).isEqualTo(1);
        }
    }

    @Test
    void fetchSizeIsTheNumberOfRowsComputedPerFetch() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("fetch")); Statement st = c.createStatement()) {
            st.setFetchSize(3);
            ResultSet rs = st.executeQuery(FIVE_FAILS);
            assertThat(rs.getFetchSize()).isEqualTo(3);
            assertThat(read(rs, 3)).isZero(); // the first batch, rows 1-3, ran at execute
            // the second batch computes rows 4-6 on the 4th next(): row 5 fails it, as with a pgJDBC portal
            assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("22012"));

            rs = st.executeQuery(FIVE_FAILS);
            read(rs, 3);
            rs.setFetchSize(1); // later fetches compute one row at a time
            assertThat(read(rs, 1)).isEqualTo(1); // row 4: 1 / (5 - 4)
            assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("22012"));

            st.setFetchSize(100);
            try (ResultSet big = st.executeQuery("SELECT g AS batch_marker FROM generate_series(1, 100000000) g")) {
                read(big, 1);
            }
            assertThat(statementStats(c, "batch_marker")).containsExactly(100, 1);
        }
    }

    @Test
    void maxRowsStopsTheExecutor() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("maxrows")); Statement st = c.createStatement()) {
            st.setMaxRows(4);
            try (ResultSet rs = st.executeQuery(FIVE_FAILS)) { // row 5 is never computed
                assertThat(readRest(rs)).isEqualTo(4);
            }
            st.setLargeMaxRows(7);
            st.setFetchSize(5);
            try (ResultSet rs = st.executeQuery("SELECT g AS max_marker FROM generate_series(1, 100000000) g")) {
                assertThat(readRest(rs)).isEqualTo(7);
            }
            assertThat(statementStats(c, "max_marker")).containsExactly(7, 1);
        }
    }

    @Test
    void anAutoCommitResultHoldsItsSnapshotUntilReadToTheEnd() throws SQLException {
        String url = StreamingSql.newDatabase("horizon");
        try (Connection a = open(url); Connection b = open(url)) {
            exec(b, "CREATE TABLE t (id integer, v integer)");
            exec(b, "INSERT INTO t SELECT g, g FROM generate_series(1, 100) g");
            Statement st = a.createStatement();
            ResultSet rs = st.executeQuery("SELECT id FROM t");
            read(rs, 1);
            exec(b, "DELETE FROM t");
            assertThat(deadAfterVacuum(b, "t")).isEqualTo(100); // a's snapshot may still see them
            assertThat(readRest(rs)).isEqualTo(99); // and it does
            assertThat(deadAfterVacuum(b, "t")).isZero(); // read to its end: the transaction is over
            assertThat(rs.isClosed()).isFalse();
            rs.close();
            st.close();
        }
    }

    /** One way of ending a result before its end. */
    private interface Closer {
        void close(Connection c, Statement st, ResultSet rs) throws SQLException;
    }

    @Test
    void closingTheResultItsStatementOrConnectionEndsTheTransaction() throws SQLException {
        List<Closer> closers = List.of(
                (c, st, rs) -> rs.close(),
                (c, st, rs) -> st.close(),
                (c, st, rs) -> st.executeQuery("SELECT 1").close(), // re-execution closes the result
                (c, st, rs) -> st.getMoreResults(), // so does moving to the next result
                (c, st, rs) -> c.close());
        for (Closer closer : closers) {
            String url = StreamingSql.newDatabase("close");
            try (Connection a = open(url); Connection b = open(url)) {
                exec(b, "CREATE TABLE t (id integer)");
                exec(b, "INSERT INTO t SELECT g FROM generate_series(1, 50) g");
                Statement st = a.createStatement();
                ResultSet rs = st.executeQuery("SELECT id FROM t");
                read(rs, 2);
                exec(b, "DELETE FROM t");
                assertThat(deadAfterVacuum(b, "t")).isEqualTo(50);
                closer.close(a, st, rs);
                assertThat(rs.isClosed()).isTrue();
                assertThat(deadAfterVacuum(b, "t")).isZero();
                assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("55000"));
            }
        }
    }

    @Test
    void anotherStatementInAutoCommitReadsTheOpenResultFirst() throws SQLException {
        String url = StreamingSql.newDatabase("other");
        try (Connection a = open(url); Connection b = open(url)) {
            exec(a, "CREATE TABLE t (id integer)");
            exec(a, "INSERT INTO t SELECT g FROM generate_series(1, 100) g");
            Statement st = a.createStatement();
            ResultSet rs = st.executeQuery("SELECT id FROM t");
            read(rs, 1);
            // the connection's next statement runs in its own transaction, as with pgJDBC, which would
            // have read the whole first result at execute: so the rest is read into memory first
            exec(a, "DELETE FROM t WHERE id > 10");
            assertThat(deadAfterVacuum(b, "t")).isZero(); // the first result's snapshot is gone
            assertThat(readRest(rs)).isEqualTo(99); // and its rows are as they were
            assertThat(scalar(a, "SELECT count(*) FROM t")).isEqualTo(10);
        }
    }

    @Test
    void multiStatementResultsAreReadWhole() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("multi")); Statement st = c.createStatement()) {
            assertThat(st.execute("SELECT g FROM generate_series(1, 1000) g; SELECT 1 / (3 - g) FROM generate_series(1, 2) g"))
                    .isTrue();
            try (ResultSet rs = st.getResultSet()) {
                assertThat(readRest(rs)).isEqualTo(1000);
            }
            assertThat(st.getMoreResults()).isTrue();
            assertThat(readRest(st.getResultSet())).isEqualTo(2);
            // an error in any of them fails the whole text at execute (PostgreSQL's simple query)
            assertThatThrownBy(() -> st.execute("SELECT 1; SELECT 1 / (3 - g) FROM generate_series(1, 5) g"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("22012"));
        }
    }

    @Test
    void explainAnalyzeAndReturningRunToCompletion() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("explain")); Statement st = c.createStatement()) {
            exec(c, "CREATE TABLE t (id integer)");
            StringBuilder plan = new StringBuilder();
            try (ResultSet rs = st.executeQuery("EXPLAIN ANALYZE SELECT g FROM generate_series(1, 5000) g")) {
                while (rs.next()) {
                    plan.append(rs.getString(1)).append('\n');
                }
            }
            assertThat(plan.toString()).contains("rows=5000 loops=1");
            try (ResultSet rs = st.executeQuery("INSERT INTO t SELECT g FROM generate_series(1, 300) g RETURNING id")) {
                read(rs, 1);
            }
            // RETURNING ran to completion whatever was read of it, as in PostgreSQL
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(300);
        }
    }
}
