package org.lanin.jdbc;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLTimeoutException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Connection-level contract: URLs, settings, transactions, metadata, statements, errors. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class JdbcContractTest {
    /** Work that cannot finish, however fast the machine: only a cancel or a timeout ends it. */
    private static final String ENDLESS_QUERY =
            "WITH RECURSIVE r(n) AS (SELECT 1::bigint UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r";
    private Connection conn;

    @BeforeEach
    void open() throws SQLException {
        conn = DriverManager.getConnection("jdbc:lanin:mem:");
    }

    @AfterEach
    void close() throws SQLException {
        if (conn != null) {
            conn.close();
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private static long count(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void driverIsFoundThroughDriverManagerAndAcceptsOnlyItsUrls() throws SQLException {
        assertThat(DriverManager.getDriver("jdbc:lanin:mem:").acceptsURL("jdbc:lanin:mem:x")).isTrue();
        assertThat(DriverManager.getDriver("jdbc:lanin:mem:").acceptsURL("jdbc:h2:mem:x")).isFalse();
        assertThat(conn.getMetaData().getURL()).startsWith("jdbc:lanin:mem:");
        assertThat(conn.isValid(1)).isTrue();
    }

    @Test
    void namedDatabaseIsSharedAcrossConnections() throws SQLException {
        String url = TestEngine.LANIN.sharedUrl(TestEngine.uniqueName("shared"));
        try (Connection a = DriverManager.getConnection(url); Connection b = DriverManager.getConnection(url)) {
            exec(a, "CREATE TABLE t (id integer)");
            exec(a, "INSERT INTO t VALUES (1)");
            assertThat(count(b, "t")).isEqualTo(1);
        }
    }

    @Test
    void privateDatabaseIsNotShared() throws SQLException {
        exec(conn, "CREATE TABLE only_mine (id integer)");
        try (Connection other = DriverManager.getConnection("jdbc:lanin:mem:")) {
            assertThatThrownBy(() -> count(other, "only_mine"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42P01"));
        }
    }

    @Test
    void namedDatabaseDiesWithItsLastConnectionUnlessKept() throws SQLException {
        String plain = TestEngine.uniqueName("plain");
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:" + plain)) {
            exec(a, "CREATE TABLE t (id integer)");
        }
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:" + plain)) {
            assertThatThrownBy(() -> count(a, "t")).isInstanceOf(SQLException.class);
        }
        String kept = TestEngine.uniqueName("kept");
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:" + kept + ";keep=true")) {
            exec(a, "CREATE TABLE t (id integer)");
        }
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:" + kept)) {
            assertThat(count(a, "t")).isZero();
        }
    }

    @Test
    void unknownUrlSettingIsRejected() {
        assertThatThrownBy(() -> DriverManager.getConnection("jdbc:lanin:mem:x;no_such_key=1").close())
                .isInstanceOf(SQLException.class);
    }

    @Test
    void autocommitCommitAndRollback() throws SQLException {
        exec(conn, "CREATE TABLE t (id integer)");
        assertThat(conn.getAutoCommit()).isTrue();
        conn.setAutoCommit(false);
        exec(conn, "INSERT INTO t VALUES (1)");
        conn.rollback();
        assertThat(count(conn, "t")).isZero();
        exec(conn, "INSERT INTO t VALUES (2)");
        conn.commit();
        conn.rollback();
        assertThat(count(conn, "t")).isEqualTo(1);
        exec(conn, "INSERT INTO t VALUES (3)");
        conn.setAutoCommit(true); // commits the open transaction (JDBC spec)
        conn.setAutoCommit(false);
        conn.rollback();
        assertThat(count(conn, "t")).isEqualTo(2);
    }

    @Test
    void savepoints() throws SQLException {
        exec(conn, "CREATE TABLE t (id integer)");
        conn.setAutoCommit(false);
        exec(conn, "INSERT INTO t VALUES (1)");
        Savepoint sp = conn.setSavepoint("sp");
        exec(conn, "INSERT INTO t VALUES (2)");
        conn.rollback(sp);
        Savepoint anon = conn.setSavepoint();
        exec(conn, "INSERT INTO t VALUES (3)");
        conn.releaseSavepoint(anon);
        conn.commit();
        assertThat(count(conn, "t")).isEqualTo(2);
        assertThat(sp.getSavepointName()).isEqualTo("sp");
    }

    @Test
    void isolationLevelsAndReadOnly() throws SQLException {
        assertThat(conn.getTransactionIsolation()).isEqualTo(Connection.TRANSACTION_READ_COMMITTED);
        conn.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        assertThat(conn.getTransactionIsolation()).isEqualTo(Connection.TRANSACTION_REPEATABLE_READ);
        conn.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        assertThat(conn.getTransactionIsolation()).isIn(Connection.TRANSACTION_SERIALIZABLE,
                Connection.TRANSACTION_REPEATABLE_READ);
        conn.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        exec(conn, "CREATE TABLE t (id integer)");
        conn.setReadOnly(true);
        assertThat(conn.isReadOnly()).isTrue();
        assertThatThrownBy(() -> exec(conn, "INSERT INTO t VALUES (1)"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("25006"));
        conn.setReadOnly(false);
        exec(conn, "INSERT INTO t VALUES (1)");
    }

    @Test
    void closeRollsBackAndInvalidates() throws SQLException {
        String url = TestEngine.LANIN.sharedUrl(TestEngine.uniqueName("closing"));
        try (Connection keeper = DriverManager.getConnection(url)) {
            exec(keeper, "CREATE TABLE t (id integer)");
            Connection c = DriverManager.getConnection(url);
            c.setAutoCommit(false);
            exec(c, "INSERT INTO t VALUES (1)");
            c.close();
            assertThat(c.isClosed()).isTrue();
            assertThat(c.isValid(1)).isFalse();
            assertThatThrownBy(c::createStatement).isInstanceOf(SQLException.class);
            assertThat(count(keeper, "t")).isZero();
        }
    }

    @Test
    void metadataTablesColumnsKeysIndexesTypes() throws SQLException {
        exec(conn, "CREATE TABLE shop_item (id integer PRIMARY KEY, name varchar(20) NOT NULL, price numeric(8,2))");
        exec(conn, "CREATE UNIQUE INDEX shop_item_name ON shop_item (name)");
        DatabaseMetaData md = conn.getMetaData();
        assertThat(md.getDriverName()).containsIgnoringCase("lanin");
        try (ResultSet rs = md.getTables(null, null, "shop_item", new String[] {"TABLE"})) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("TABLE_NAME")).isEqualTo("shop_item");
            assertThat(rs.getString("TABLE_TYPE")).isEqualTo("TABLE");
        }
        List<String> columns = new ArrayList<>();
        try (ResultSet rs = md.getColumns(null, null, "shop_item", null)) {
            while (rs.next()) {
                columns.add(rs.getString("COLUMN_NAME") + ":" + rs.getInt("DATA_TYPE") + ":" + rs.getInt("NULLABLE")
                        + ":" + rs.getInt("ORDINAL_POSITION"));
            }
        }
        assertThat(columns).containsExactly("id:" + Types.INTEGER + ":0:1", "name:" + Types.VARCHAR + ":0:2",
                "price:" + Types.NUMERIC + ":1:3");
        try (ResultSet rs = md.getPrimaryKeys(null, null, "shop_item")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("COLUMN_NAME")).isEqualTo("id");
            assertThat(rs.getInt("KEY_SEQ")).isEqualTo(1);
        }
        List<String> indexes = new ArrayList<>();
        try (ResultSet rs = md.getIndexInfo(null, null, "shop_item", true, false)) {
            while (rs.next()) {
                indexes.add(rs.getString("COLUMN_NAME") + ":" + rs.getBoolean("NON_UNIQUE"));
            }
        }
        assertThat(indexes).contains("id:false", "name:false");
        List<String> types = new ArrayList<>();
        try (ResultSet rs = md.getTypeInfo()) {
            while (rs.next()) {
                types.add(rs.getString("TYPE_NAME"));
            }
        }
        assertThat(types).contains("int4", "int8", "text", "numeric", "bool", "timestamptz", "uuid");
    }

    @Test
    void executeVariants() throws SQLException {
        try (Statement st = conn.createStatement()) {
            assertThat(st.execute("CREATE TABLE t (id integer, v text)")).isFalse();
            assertThat(st.executeUpdate("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')")).isEqualTo(3);
            assertThat(st.executeLargeUpdate("UPDATE t SET v = 'x' WHERE id > 1")).isEqualTo(2L);
            assertThat(st.execute("SELECT id FROM t ORDER BY id")).isTrue();
            try (ResultSet rs = st.getResultSet()) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(1);
            }
            assertThat(st.execute("DELETE FROM t WHERE id = 1")).isFalse();
            assertThat(st.getUpdateCount()).isEqualTo(1);
            assertThatThrownBy(() -> st.executeQuery("DELETE FROM t")).isInstanceOf(SQLException.class);
            st.setMaxRows(1);
            try (ResultSet rs = st.executeQuery("SELECT id FROM t")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.next()).isFalse();
            }
        }
    }

    @Test
    void batches() throws SQLException {
        exec(conn, "CREATE TABLE t (id integer PRIMARY KEY)");
        try (PreparedStatement ps = conn.prepareStatement("INSERT INTO t VALUES (?)")) {
            for (int i = 0; i < 5; i++) {
                ps.setInt(1, i);
                ps.addBatch();
            }
            assertThat(ps.executeBatch()).containsExactly(1, 1, 1, 1, 1);
        }
        try (Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO t VALUES (10)");
            st.addBatch("UPDATE t SET id = id + 100 WHERE id < 3");
            assertThat(st.executeBatch()).containsExactly(1, 3);
            st.addBatch("INSERT INTO t VALUES (20)");
            st.addBatch("INSERT INTO t VALUES (20)");
            assertThatThrownBy(st::executeBatch).isInstanceOf(java.sql.BatchUpdateException.class);
        }
    }

    @Test
    void generatedKeys() throws SQLException {
        exec(conn, "CREATE TABLE t (id serial PRIMARY KEY, code bigint GENERATED ALWAYS AS IDENTITY, v text)");
        try (Statement st = conn.createStatement()) {
            st.executeUpdate("INSERT INTO t (v) VALUES ('a')", Statement.RETURN_GENERATED_KEYS);
            try (ResultSet keys = st.getGeneratedKeys()) {
                assertThat(keys.next()).isTrue();
                assertThat(keys.getInt("id")).isEqualTo(1);
            }
        }
        try (PreparedStatement ps = conn.prepareStatement("INSERT INTO t (v) VALUES (?)", new String[] {"id", "code"})) {
            ps.setString(1, "b");
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                assertThat(keys.next()).isTrue();
                assertThat(keys.getInt(1)).isEqualTo(2);
                assertThat(keys.getLong(2)).isEqualTo(2L);
                assertThat(keys.getMetaData().getColumnCount()).isEqualTo(2);
            }
        }
    }

    @Test
    void queryTimeoutStopsALongQuery() throws SQLException {
        for (String endless : new String[] {ENDLESS_QUERY, "SELECT pg_sleep(3600)"}) {
            try (Statement st = conn.createStatement()) {
                st.setQueryTimeout(1);
                assertThatThrownBy(() -> st.executeQuery(endless).next())
                        .isInstanceOfSatisfying(SQLTimeoutException.class,
                                e -> assertThat(e.getSQLState()).isEqualTo("57014"));
            }
            assertThat(conn.isValid(1)).isTrue();
        }
    }

    @Test
    void cancelFromAnotherThread() throws Exception {
        for (String endless : new String[] {ENDLESS_QUERY, "SELECT pg_sleep(3600)"}) {
            try (Statement st = conn.createStatement()) {
                CompletableFuture<Throwable> running = CompletableFuture.supplyAsync(() -> {
                    try (ResultSet rs = st.executeQuery(endless)) {
                        rs.next();
                        return null;
                    } catch (SQLException e) {
                        return e;
                    }
                });
                // A cancel that arrives before the statement starts is lost (as in PostgreSQL):
                // repeat it until the statement has ended; it cannot end any other way.
                while (!running.isDone()) {
                    st.cancel();
                    Thread.sleep(20);
                }
                assertThat(running.get()).isInstanceOfSatisfying(SQLException.class, e -> {
                    assertThat(e.getSQLState()).isEqualTo("57014");
                    assertThat((Object) e).isNotInstanceOf(SQLTimeoutException.class);
                });
            }
            assertThat(conn.isValid(1)).isTrue();
        }
    }

    @Test
    void sqlstatesMapToExceptionSubclasses() throws SQLException {
        exec(conn, "CREATE TABLE t (id integer PRIMARY KEY)");
        exec(conn, "INSERT INTO t VALUES (1)");
        assertThatThrownBy(() -> exec(conn, "INSERT INTO t VALUES (1)"))
                .isInstanceOfSatisfying(SQLIntegrityConstraintViolationException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("23505"));
        assertThatThrownBy(() -> exec(conn, "SELEC 1"))
                .isInstanceOfSatisfying(java.sql.SQLSyntaxErrorException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("42601"));
        assertThatThrownBy(() -> exec(conn, "SELECT 1 / 0"))
                .isInstanceOfSatisfying(java.sql.SQLDataException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("22012"));
        // 40001 -> SQLTransactionRollbackException is exercised in concurrency.RepeatableReadTest
    }

    @Test
    void unsupportedMethodsSayso() {
        assertThatThrownBy(() -> conn.createStruct("x", new Object[0])).isInstanceOf(SQLFeatureNotSupportedException.class);
        assertThatThrownBy(() -> conn.prepareCall("{call x()}")) // a call escape runs as SELECT x(), as with pgJDBC
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42883"));
        assertThatThrownBy(() -> conn.createSQLXML()).isInstanceOf(SQLFeatureNotSupportedException.class);
    }

    @Test
    void resultSetMetadata() throws SQLException {
        exec(conn, "CREATE TABLE t (id integer NOT NULL, price numeric(8,2), name varchar(20))");
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT id, price, name AS label FROM t")) {
            ResultSetMetaData md = rs.getMetaData();
            assertThat(md.getColumnCount()).isEqualTo(3);
            assertThat(md.getColumnLabel(3)).isEqualTo("label");
            assertThat(md.getColumnType(1)).isEqualTo(Types.INTEGER);
            assertThat(md.getColumnType(2)).isEqualTo(Types.NUMERIC);
            assertThat(md.getPrecision(2)).isEqualTo(8);
            assertThat(md.getScale(2)).isEqualTo(2);
            assertThat(md.getColumnType(3)).isEqualTo(Types.VARCHAR);
            assertThat(md.isNullable(1)).isEqualTo(ResultSetMetaData.columnNoNulls);
            assertThat(md.isNullable(2)).isEqualTo(ResultSetMetaData.columnNullable);
            assertThat(md.getColumnClassName(2)).isEqualTo(BigDecimal.class.getName());
            assertThat(rs.findColumn("LABEL")).isEqualTo(3);
            assertThat(rs.findColumn("Price")).isEqualTo(2);
        }
    }
}
