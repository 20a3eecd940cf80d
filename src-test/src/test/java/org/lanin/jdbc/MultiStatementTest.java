package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Multi-statement strings, as pgJDBC runs them over PostgreSQL: every statement runs, results come
 * in order through getMoreResults, and under auto-commit the string is one implicit transaction
 * (an error rolls all of it back unless BEGIN/COMMIT inside say otherwise). An empty string or a
 * lone comment is PostgreSQL's empty query: no error.
 */
class MultiStatementTest {
    private Connection c;
    private Statement st;

    @BeforeEach
    void open() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        st = c.createStatement();
        st.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
    }

    @AfterEach
    void close() throws SQLException {
        c.close();
    }

    private long count() throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void everyStatementRunsAndResultsComeInOrder() throws SQLException {
        assertThat(st.execute("INSERT INTO t VALUES (1, 'a'); INSERT INTO t VALUES (2, 'b'), (3, 'c');"
                + " SELECT v FROM t ORDER BY id; UPDATE t SET v = 'z' WHERE id > 1")).isFalse();
        assertThat(st.getUpdateCount()).isEqualTo(1);
        assertThat(st.getMoreResults()).isFalse();
        assertThat(st.getUpdateCount()).isEqualTo(2);
        assertThat(st.getMoreResults()).isTrue();
        try (ResultSet rs = st.getResultSet()) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).isEqualTo("a");
        }
        assertThat(st.getMoreResults()).isFalse();
        assertThat(st.getUpdateCount()).isEqualTo(2);
        assertThat(st.getMoreResults()).isFalse();
        assertThat(st.getUpdateCount()).isEqualTo(-1);
        assertThat(count()).isEqualTo(3);
    }

    @Test
    void quotesCommentsAndParenthesesDoNotSplit() throws SQLException {
        st.execute("INSERT INTO t VALUES (1, 'a;b'); /* ; */ INSERT INTO t VALUES (2, $$c;d$$) -- ;\n;");
        try (ResultSet rs = st.executeQuery("SELECT string_agg(v, '|' ORDER BY id) FROM t")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("a;b|c;d");
        }
    }

    @Test
    void anErrorRollsBackTheWholeStringUnderAutoCommit() throws SQLException {
        assertThatThrownBy(() -> st.execute("INSERT INTO t VALUES (1, 'a'); INSERT INTO t VALUES (1, 'dup');"
                + " INSERT INTO t VALUES (3, 'c')"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23505"));
        assertThat(count()).isZero();
        assertThatThrownBy(() -> st.execute("INSERT INTO t VALUES (1, 'a'); SELEC 2"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42601"));
        assertThat(count()).isZero();
        st.execute("INSERT INTO t VALUES (1, 'a')");
        assertThat(count()).as("the session is usable and back in auto-commit").isEqualTo(1);
    }

    @Test
    void commitInsideEndsTheImplicitTransactionSoFar() throws SQLException {
        assertThatThrownBy(() -> st.execute("INSERT INTO t VALUES (1, 'a'); COMMIT; INSERT INTO t VALUES (2, 'b');"
                + " INSERT INTO t VALUES (2, 'dup')")).isInstanceOf(SQLException.class);
        assertThat(count()).as("the row before COMMIT stays").isEqualTo(1);
    }

    @Test
    void beginInsideStartsARegularBlockThatOutlivesTheString() throws SQLException {
        st.execute("INSERT INTO t VALUES (1, 'a'); BEGIN; INSERT INTO t VALUES (2, 'b')");
        assertThat(count()).as("inside the block the rows are visible").isEqualTo(2);
        st.execute("ROLLBACK");
        assertThat(count()).as("the statement before BEGIN joined the block and was rolled back").isZero();
    }

    @Test
    void withoutAutoCommitTheStatementsJoinTheTransaction() throws SQLException {
        c.setAutoCommit(false);
        st.execute("INSERT INTO t VALUES (1, 'a'); INSERT INTO t VALUES (2, 'b')");
        c.rollback();
        assertThat(count()).isZero();
        c.setAutoCommit(true);
    }

    @Test
    void emptyQueriesAreNoError() throws SQLException {
        for (String empty : new String[] {"", "   ", "-- only a comment", "/* block */", ";", " ; ; "}) {
            assertThat(st.execute(empty)).as(empty).isFalse();
            assertThat(st.getUpdateCount()).as(empty).isZero();
            assertThat(st.executeUpdate(empty)).as(empty).isZero();
            try (PreparedStatement ps = c.prepareStatement(empty)) {
                assertThat(ps.execute()).isFalse();
                assertThat(ps.getUpdateCount()).isZero();
            }
        }
        assertThatThrownBy(() -> st.executeQuery("")).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("02000"));
    }

    @Test
    void executeQueryAndExecuteUpdateWithSeveralStatements() throws SQLException {
        assertThatThrownBy(() -> st.executeQuery("INSERT INTO t VALUES (1, 'a'); SELECT * FROM t"))
                .isInstanceOf(SQLException.class);
        assertThat(count()).as("refused before running").isZero();
        assertThat(st.executeUpdate("INSERT INTO t VALUES (1, 'a'); INSERT INTO t VALUES (2, 'b'), (3, 'c')"))
                .as("the first statement's count, as pgJDBC").isEqualTo(1);
        assertThat(count()).isEqualTo(3);
        assertThatThrownBy(() -> st.executeUpdate("DELETE FROM t WHERE id = 3; SELECT 1"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("0100E"));
    }

    @Test
    void laterStatementsSeeTablesEarlierOnesCreate() throws SQLException {
        st.execute("CREATE TABLE u (a int); INSERT INTO u VALUES (7); CREATE INDEX ON u (a)");
        try (ResultSet rs = st.executeQuery("SELECT a FROM u")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(7);
        }
    }

    @Test
    void preparedStatementNumbersParametersAcrossStatements() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?); UPDATE t SET v = ? WHERE id = ?")) {
            assertThat(ps.getParameterMetaData().getParameterCount()).isEqualTo(4);
            ps.setInt(1, 1);
            ps.setString(2, "a");
            ps.setString(3, "b");
            ps.setInt(4, 1);
            assertThat(ps.execute()).isFalse();
            assertThat(ps.getUpdateCount()).isEqualTo(1);
            assertThat(ps.getMoreResults()).isFalse();
            assertThat(ps.getUpdateCount()).isEqualTo(1);
        }
        try (ResultSet rs = st.executeQuery("SELECT v FROM t WHERE id = 1")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("b");
        }
    }

    @Test
    void batchEntriesWithSeveralStatementsRunThemAll() throws SQLException {
        st.addBatch("INSERT INTO t VALUES (1, 'a'); INSERT INTO t VALUES (2, 'b')");
        st.addBatch("INSERT INTO t VALUES (3, 'c')");
        assertThat(st.executeBatch()).containsExactly(1, 1);
        assertThat(count()).isEqualTo(3);
    }
}
