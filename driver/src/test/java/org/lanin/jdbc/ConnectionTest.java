package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Savepoint;
import java.util.Map;
import java.util.Properties;
import org.lanin.engine.txn.IsolationLevel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ConnectionTest {
    private FakeSession session;
    private LaninConnection conn;

    @BeforeEach
    void setUp() {
        session = new FakeSession();
        conn = FakeSession.connect(session);
    }

    @Test
    void autoCommitCommitAndRollback() throws SQLException {
        assertThat(conn.getAutoCommit()).isTrue();
        SqlAssert.fails(conn::commit, SQLException.class, "25P01");
        SqlAssert.fails(conn::rollback, SQLException.class, "25P01");
        conn.setAutoCommit(false);
        conn.commit();
        conn.rollback();
        assertThat(session.transactionLog).containsExactly("autocommit false", "commit", "rollback");
    }

    @Test
    void isolationLevels() throws SQLException {
        assertThat(conn.getTransactionIsolation()).isEqualTo(Connection.TRANSACTION_READ_COMMITTED);
        conn.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        assertThat(session.isolation).isEqualTo(IsolationLevel.SERIALIZABLE);
        assertThat(conn.getTransactionIsolation()).isEqualTo(Connection.TRANSACTION_SERIALIZABLE);
        conn.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        assertThat(session.isolation).isEqualTo(IsolationLevel.REPEATABLE_READ);
        conn.setTransactionIsolation(Connection.TRANSACTION_READ_UNCOMMITTED);
        assertThat(session.isolation).isEqualTo(IsolationLevel.READ_COMMITTED);
        SqlAssert.fails(() -> conn.setTransactionIsolation(Connection.TRANSACTION_NONE),
                SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void savepoints() throws SQLException {
        SqlAssert.fails(conn::setSavepoint, SQLException.class, "25P01");
        conn.setAutoCommit(false);
        Savepoint a = conn.setSavepoint();
        Savepoint b = conn.setSavepoint();
        Savepoint named = conn.setSavepoint("before_update");
        assertThat(a.getSavepointId()).isEqualTo(1);
        assertThat(b.getSavepointId()).isEqualTo(2);
        assertThat(named.getSavepointName()).isEqualTo("before_update");
        SqlAssert.fails(a::getSavepointName, SQLException.class, "3B001");
        SqlAssert.fails(named::getSavepointId, SQLException.class, "3B001");
        conn.rollback(b);
        conn.releaseSavepoint(named);
        assertThat(session.transactionLog).containsExactly("autocommit false", "savepoint lanin_sp_1",
                "savepoint lanin_sp_2", "savepoint before_update", "rollback to lanin_sp_2", "release before_update");
        LaninConnection other = FakeSession.connect(new FakeSession());
        SqlAssert.fails(() -> other.rollback(a), SQLException.class, "3B001");
    }

    @Test
    void readOnlySchemaCatalog() throws SQLException {
        conn.setReadOnly(true);
        assertThat(conn.isReadOnly()).isTrue();
        conn.setSchema("public");
        conn.setSchema("other"); // as pgJDBC: sets search_path, no error for a missing schema (SchemaJdbcTest runs it for real)
        assertThat(conn.getCatalog()).isEqualTo("shop");
        conn.setCatalog("ignored");
        assertThat(conn.getCatalog()).isEqualTo("shop");
        assertThat(conn.nativeSQL("select {fn now()}")).isEqualTo("select {fn now()}");
    }

    @Test
    void clientInfoTypeMapTimeouts() throws SQLException {
        conn.setClientInfo("ApplicationName", "test");
        assertThat(conn.getClientInfo("ApplicationName")).isEqualTo("test");
        Properties p = new Properties();
        p.setProperty("ClientUser", "me");
        conn.setClientInfo(p);
        assertThat(conn.getClientInfo()).containsOnlyKeys("ClientUser");
        assertThat(conn.getTypeMap()).isEmpty();
        conn.setTypeMap(Map.of());
        SqlAssert.fails(() -> conn.setTypeMap(Map.of("x", String.class)), SQLFeatureNotSupportedException.class,
                "0A000");
        conn.setNetworkTimeout(Runnable::run, 500);
        assertThat(conn.getNetworkTimeout()).isEqualTo(500);
        assertThat(conn.isValid(1)).isTrue();
        SqlAssert.fails(() -> conn.isValid(-1), SQLException.class, "22023");
    }

    @Test
    void resultSetOptions() throws SQLException {
        conn.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY).close();
        conn.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY,
                ResultSet.CLOSE_CURSORS_AT_COMMIT).close();
        SqlAssert.fails(() -> conn.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY),
                SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> conn.prepareStatement("select 1", ResultSet.TYPE_FORWARD_ONLY,
                ResultSet.CONCUR_UPDATABLE), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> conn.setHoldability(ResultSet.HOLD_CURSORS_OVER_COMMIT),
                SQLFeatureNotSupportedException.class, "0A000");
        assertThat(conn.getHoldability()).isEqualTo(ResultSet.CLOSE_CURSORS_AT_COMMIT);
    }

    @Test
    void unsupportedFactories() throws SQLException {
        SqlAssert.fails(conn::createBlob, SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(conn::createClob, SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(conn::createNClob, SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(conn::createSQLXML, SQLFeatureNotSupportedException.class, "0A000");
        assertThat(conn.createArrayOf("int4", new Object[0]).getBaseTypeName()).isEqualTo("int4");
        SqlAssert.fails(() -> conn.createArrayOf("no_such_type", new Object[0]), java.sql.SQLException.class, "42704");
        SqlAssert.fails(() -> conn.createStruct("t", new Object[0]), SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void closeClosesTheSessionAndEverythingThrows08003() throws SQLException {
        conn.close();
        conn.close();
        assertThat(session.closed).isTrue();
        assertThat(conn.isClosed()).isTrue();
        assertThat(conn.isValid(0)).isFalse();
        SqlAssert.fails(conn::createStatement, java.sql.SQLNonTransientConnectionException.class, "08003");
        SqlAssert.fails(() -> conn.prepareStatement("x"), SQLException.class, "08003");
        SqlAssert.fails(() -> conn.setAutoCommit(false), SQLException.class, "08003");
        SqlAssert.fails(conn::getMetaData, SQLException.class, "08003");
        SqlAssert.fails(conn::getSchema, SQLException.class, "08003");
        SqlAssert.fails(() -> conn.getClientInfo("x"), SQLException.class, "08003");
        SqlAssert.fails(() -> conn.setClientInfo("x", "y"), java.sql.SQLClientInfoException.class, "08003");
    }

    @Test
    void abortCancelsAndClosesOnTheExecutor() throws SQLException {
        Runnable[] scheduled = new Runnable[1];
        conn.abort(r -> scheduled[0] = r);
        assertThat(session.cancels).isEqualTo(1);
        assertThat(conn.isClosed()).isTrue();
        assertThat(session.closed).isFalse();
        scheduled[0].run();
        assertThat(session.closed).isTrue();
        SqlAssert.fails(() -> FakeSession.connect(new FakeSession()).abort(null), SQLException.class, "22023");
    }

    @Test
    void wrapper() throws SQLException {
        assertThat(conn.isWrapperFor(Connection.class)).isTrue();
        assertThat(conn.unwrap(LaninConnection.class)).isSameAs(conn);
        assertThat((Object) conn.getWarnings()).isNull();
    }
}
