package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.BatchUpdateException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.List;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StatementTest {
    private static final List<ColumnInfo> ID = List.of(FakeSession.column("id", DataType.INTEGER));
    private FakeSession session;
    private LaninConnection conn;

    @BeforeEach
    void setUp() {
        session = new FakeSession();
        conn = FakeSession.connect(session);
    }

    @Test
    void updateCounts() throws SQLException {
        session.responder = sql -> FakeSession.update(3);
        Statement st = conn.createStatement();
        assertThat(st.executeUpdate("update t set a = 1")).isEqualTo(3);
        assertThat(st.execute("delete from t")).isFalse();
        assertThat(st.getUpdateCount()).isEqualTo(3);
        assertThat(st.getLargeUpdateCount()).isEqualTo(3L);
        assertThat(st.getResultSet()).isNull();
        assertThat(st.getMoreResults()).isFalse();
        assertThat(st.getUpdateCount()).isEqualTo(-1);
        assertThat(st.executeLargeUpdate("delete from t")).isEqualTo(3L);
    }

    @Test
    void utilityStatementsCountZero() throws SQLException {
        session.responder = sql -> FakeSession.update(-1);
        Statement st = conn.createStatement();
        assertThat(st.executeUpdate("create table t (a int)")).isZero();
    }

    @Test
    void queries() throws SQLException {
        session.responder = sql -> FakeSession.rows(ID, List.<Object[]>of(new Object[] {1}, new Object[] {2}));
        Statement st = conn.createStatement();
        assertThat(st.execute("select id from t")).isTrue();
        assertThat(st.getUpdateCount()).isEqualTo(-1);
        ResultSet rs = st.getResultSet();
        assertThat(rs.getStatement()).isSameAs(st);
        assertThat(rs.next()).isTrue();
        assertThat(rs.getInt(1)).isEqualTo(1);
        ResultSet second = st.executeQuery("select id from t");
        assertThat(rs.isClosed()).as("a new execution closes the previous result").isTrue();
        st.close();
        assertThat(second.isClosed()).isTrue();
    }

    @Test
    void executeQueryWithoutRowsFails() throws SQLException {
        Statement st = conn.createStatement();
        SqlAssert.fails(() -> st.executeQuery("delete from t"), SQLException.class, "02000");
    }

    @Test
    void executeUpdateWithRowsFails() throws SQLException {
        session.responder = sql -> FakeSession.rows(ID, List.of());
        Statement st = conn.createStatement();
        SqlAssert.fails(() -> st.executeUpdate("select 1"), SQLException.class, "0100E");
    }

    @Test
    void generatedKeysAppendReturningAndKeepTheCount() throws SQLException {
        session.responder = sql -> FakeSession.returning(ID, List.of(new Object[] {7}, new Object[] {8}), 2);
        Statement st = conn.createStatement();
        assertThat(st.executeUpdate("insert into t (a) values (1), (2);", Statement.RETURN_GENERATED_KEYS))
                .isEqualTo(2);
        assertThat(session.lastCall().sql()).isEqualTo("insert into t (a) values (1), (2) RETURNING *");
        ResultSet keys = st.getGeneratedKeys();
        assertThat(keys.next()).isTrue();
        assertThat(keys.getLong("id")).isEqualTo(7L);
        assertThat(keys.next()).isTrue();
        assertThat(keys.next()).isFalse();
        assertThat(st.getResultSet()).isNull();
    }

    @Test
    void generatedKeysByColumnName() throws SQLException {
        session.responder = sql -> FakeSession.returning(ID, List.<Object[]>of(new Object[] {7}), 1);
        Statement st = conn.createStatement();
        st.executeUpdate("UPDATE t SET a = 2", new String[] {"id", "we\"ird"});
        assertThat(session.lastCall().sql()).isEqualTo("UPDATE t SET a = 2 RETURNING \"id\", \"we\"\"ird\"");
    }

    @Test
    void generatedKeysLeaveOtherStatementsAlone() throws SQLException {
        Statement st = conn.createStatement();
        st.executeUpdate("insert into t values (1) returning a", Statement.RETURN_GENERATED_KEYS);
        assertThat(session.lastCall().sql()).isEqualTo("insert into t values (1) returning a");
        st.executeUpdate("create table t (a int)", Statement.RETURN_GENERATED_KEYS);
        assertThat(session.lastCall().sql()).isEqualTo("create table t (a int)");
        st.executeUpdate("insert into t values ('returning')", Statement.RETURN_GENERATED_KEYS);
        assertThat(session.lastCall().sql()).isEqualTo("insert into t values ('returning') RETURNING *");
        st.executeUpdate("insert into t values (1)", Statement.NO_GENERATED_KEYS);
        assertThat(session.lastCall().sql()).isEqualTo("insert into t values (1)");
        ResultSet keys = st.getGeneratedKeys();
        assertThat(keys.next()).isFalse();
        assertThat(keys.getMetaData().getColumnCount()).isZero();
    }

    @Test
    void columnIndexKeysAreUnsupported() throws SQLException {
        Statement st = conn.createStatement();
        SqlAssert.fails(() -> st.executeUpdate("insert into t values (1)", new int[] {1}),
                java.sql.SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void batches() throws SQLException {
        session.responder = sql -> FakeSession.update(sql.length() % 5);
        Statement st = conn.createStatement();
        st.addBatch("insert into t values (1)");
        st.addBatch("delete from t");
        int[] counts = st.executeBatch();
        assertThat(counts).containsExactly(24 % 5, 13 % 5);
        assertThat(st.executeBatch()).as("the batch is cleared").isEmpty();
        st.addBatch("x");
        st.clearBatch();
        assertThat(st.executeLargeBatch()).isEmpty();
    }

    @Test
    void failingBatchReportsTheCountsBeforeIt() throws SQLException {
        session.responder = sql -> {
            if (sql.contains("dup")) {
                throw LaninException.of(EngineMsg.UNIQUE_VIOLATION, "t_pkey", "id", "1");
            }
            return FakeSession.update(1);
        };
        Statement st = conn.createStatement();
        st.addBatch("insert into t values (1)");
        st.addBatch("insert into t values (2)");
        st.addBatch("insert dup");
        st.addBatch("insert into t values (4)");
        BatchUpdateException e = (BatchUpdateException) SqlAssert.fails(st::executeBatch,
                BatchUpdateException.class, "23505");
        assertThat(e.getUpdateCounts()).containsExactly(1, 1);
        assertThat(e.getLargeUpdateCounts()).containsExactly(1L, 1L);
        assertThat((Object) e.getCause()).isInstanceOf(SQLIntegrityConstraintViolationException.class);
        assertThat(e.getMessage()).contains("Batch entry 2").contains("duplicate key");
        assertThat(session.calls).hasSize(3);
    }

    @Test
    void batchEntriesReturningRowsFail() throws SQLException {
        session.responder = sql -> sql.startsWith("select") ? FakeSession.rows(ID, List.of()) : FakeSession.update(1);
        Statement st = conn.createStatement();
        st.addBatch("insert into t values (1)");
        st.addBatch("select 1");
        BatchUpdateException e = (BatchUpdateException) SqlAssert.fails(st::executeBatch,
                BatchUpdateException.class, "0100E");
        assertThat(e.getUpdateCounts()).containsExactly(1);
    }

    @Test
    void maxRowsAndTimeoutReachTheSession() throws SQLException {
        Statement st = conn.createStatement();
        st.setMaxRows(10);
        st.setQueryTimeout(3);
        st.execute("delete from t");
        assertThat(session.lastCall().maxRows()).isEqualTo(10);
        assertThat(session.lastCall().timeoutMillis()).isEqualTo(3000);
        st.setLargeMaxRows(5_000_000_000L);
        st.setQueryTimeout(0);
        st.execute("delete from t");
        assertThat(session.lastCall().maxRows()).isEqualTo(5_000_000_000L);
        assertThat(session.lastCall().timeoutMillis()).isZero();
        assertThat(st.getMaxRows()).isEqualTo(Integer.MAX_VALUE);
        SqlAssert.fails(() -> st.setMaxRows(-1), SQLException.class, "22023");
        SqlAssert.fails(() -> st.setQueryTimeout(-1), SQLException.class, "22023");
    }

    @Test
    void timeoutBecomesSqlTimeoutExceptionButCancelDoesNot() throws SQLException {
        session.responder = sql -> {
            throw LaninException.of(EngineMsg.STATEMENT_TIMEOUT);
        };
        Statement st = conn.createStatement();
        st.setQueryTimeout(1);
        SqlAssert.fails(() -> st.execute("select pg_sleep(5)"), SQLTimeoutException.class, "57014");
        Statement plain = conn.createStatement();
        Throwable e = SqlAssert.fails(() -> plain.execute("select pg_sleep(5)"), SQLException.class, "57014");
        assertThat((Object) e).isNotInstanceOf(SQLTimeoutException.class);
    }

    @Test
    void cancelCallsTheSessionFromAnotherThread() throws Exception {
        Statement st = conn.createStatement();
        Thread t = new Thread(() -> {
            try {
                st.cancel();
            } catch (SQLException e) {
                throw new AssertionError(e);
            }
        });
        t.start();
        t.join();
        assertThat(session.cancels).isEqualTo(1);
    }

    @Test
    void syntaxErrorsAreTranslated() throws SQLException {
        Statement st = conn.createStatement();
        SqlAssert.fails(() -> st.execute("syntax error"), SQLSyntaxErrorException.class, "42601");
    }

    @Test
    void closeOnCompletion() throws SQLException {
        session.responder = sql -> FakeSession.rows(ID, List.of());
        Statement st = conn.createStatement();
        st.closeOnCompletion();
        assertThat(st.isCloseOnCompletion()).isTrue();
        ResultSet rs = st.executeQuery("select 1");
        rs.close();
        assertThat(st.isClosed()).isTrue();
    }

    @Test
    void settingsAndProperties() throws SQLException {
        Statement st = conn.createStatement();
        st.setFetchSize(50);
        assertThat(st.getFetchSize()).isEqualTo(50);
        st.setEscapeProcessing(false);
        st.setMaxFieldSize(0);
        assertThat(st.getConnection()).isSameAs(conn);
        assertThat(st.getResultSetType()).isEqualTo(ResultSet.TYPE_FORWARD_ONLY);
        assertThat(st.getResultSetConcurrency()).isEqualTo(ResultSet.CONCUR_READ_ONLY);
        assertThat((Object) st.getWarnings()).isNull();
        assertThat(st.isWrapperFor(LaninStatement.class)).isTrue();
        assertThat(st.unwrap(Statement.class)).isSameAs(st);
        SqlAssert.fails(() -> st.unwrap(String.class), SQLException.class, "22023");
        SqlAssert.fails(() -> st.setMaxFieldSize(10), java.sql.SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> st.setCursorName("c"), java.sql.SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> st.setFetchDirection(ResultSet.FETCH_REVERSE),
                java.sql.SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void closedStatementsThrow() throws SQLException {
        Statement st = conn.createStatement();
        st.close();
        st.close();
        assertThat(st.isClosed()).isTrue();
        SqlAssert.fails(() -> st.execute("select 1"), SQLException.class, "55000");
        SqlAssert.fails(st::getUpdateCount, SQLException.class, "55000");
        SqlAssert.fails(() -> st.addBatch("x"), SQLException.class, "55000");
        Statement other = conn.createStatement();
        conn.close();
        assertThat(other.isClosed()).isTrue();
        SqlAssert.fails(() -> other.execute("select 1"), SQLException.class, "55000");
    }
}
