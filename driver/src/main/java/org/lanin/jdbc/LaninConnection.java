package org.lanin.jdbc;

import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Struct;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.jdbc.meta.LaninDatabaseMetaData;
import org.lanin.planner.session.Session;

/**
 * A JDBC connection: one {@link Session}. Transactions, isolation, read-only and savepoints
 * delegate to the session. Choices JDBC leaves open:
 * <ul>
 *   <li>commit/rollback with auto-commit on throw (25P01), as pgjdbc does;</li>
 *   <li>READ UNCOMMITTED runs as READ COMMITTED and SERIALIZABLE as REPEATABLE READ (the session
 *       reports what was asked for);</li>
 *   <li>holdability is CLOSE_CURSORS_AT_COMMIT only: session cursors may read lazily from the
 *       transaction's snapshot, which commit ends;</li>
 *   <li>the schema is always {@code public}; the catalog is the database name and
 *       {@link #setCatalog} is ignored, as JDBC allows;</li>
 *   <li>the network timeout is stored and reported only: there is no network.</li>
 * </ul>
 */
public final class LaninConnection implements Connection {
    private final EngineSession session;
    private final String url;
    private final AtomicInteger savepointIds = new AtomicInteger();
    private final Properties clientInfo = new Properties();
    private volatile boolean aborted;
    private int networkTimeoutMillis;
    /** Chained SQLWarnings (pgJDBC connection properties Lanin ignores); null when none. */
    private SQLWarning warnings;

    LaninConnection(Session session, String url) {
        this.session = new EngineSession(session);
        this.url = url;
    }

    /** Adds a warning to the connection's chain (getWarnings). */
    void addWarning(SQLWarning w) {
        if (w == null) {
            return;
        }
        if (warnings == null) {
            warnings = w;
        } else {
            warnings.setNextWarning(w);
        }
    }

    /** The session, or 08003 when this connection is closed. */
    EngineSession session() throws SQLException {
        checkOpen();
        return session;
    }

    /**
     * The database's current catalog version, for Lanin's own tools (the dump, {@code org.lanin.dump},
     * which needs what pg_catalog does not show yet: enum labels, identity options, partition bounds).
     */
    public org.lanin.engine.catalog.CatalogSnapshot catalogSnapshot() throws SQLException {
        return session().catalogSnapshot();
    }

    /** The database's user routines and triggers (null when it never had one), for the dump. */
    public org.lanin.planner.routine.catalog.Routines routines() throws SQLException {
        return session().routines();
    }

    /** Whether a transaction block is open (BEGIN, or auto-commit off with work done), as psql's prompt shows it. */
    public boolean inTransaction() throws SQLException {
        return session().transactionState() != org.lanin.planner.session.TransactionState.IDLE;
    }

    private void checkOpen() throws SQLException {
        if (isClosed()) {
            throw JdbcMsg.CONNECTION_CLOSED.error();
        }
    }

    private static void checkResultSetOptions(int type, int concurrency) throws SQLException {
        if (type != ResultSet.TYPE_FORWARD_ONLY) {
            throw SqlExceptions.unsupported("result set type " + type + " (only TYPE_FORWARD_ONLY)");
        }
        if (concurrency != ResultSet.CONCUR_READ_ONLY) {
            throw SqlExceptions.unsupported("result set concurrency " + concurrency + " (only CONCUR_READ_ONLY)");
        }
    }

    private static void checkHoldability(int holdability) throws SQLException {
        if (holdability != ResultSet.CLOSE_CURSORS_AT_COMMIT) {
            throw SqlExceptions.unsupported("holdability " + holdability + " (only CLOSE_CURSORS_AT_COMMIT)");
        }
    }

    // ---- statements ---------------------------------------------------------------------------

    @Override
    public Statement createStatement() throws SQLException {
        checkOpen();
        return new LaninStatement(this);
    }

    @Override
    public Statement createStatement(int type, int concurrency) throws SQLException {
        checkResultSetOptions(type, concurrency);
        return createStatement();
    }

    @Override
    public Statement createStatement(int type, int concurrency, int holdability) throws SQLException {
        checkHoldability(holdability);
        return createStatement(type, concurrency);
    }

    @Override
    public PreparedStatement prepareStatement(String sql) throws SQLException {
        checkOpen();
        return new LaninPreparedStatement(this, sql, null);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int type, int concurrency) throws SQLException {
        checkResultSetOptions(type, concurrency);
        return prepareStatement(sql);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int type, int concurrency, int holdability)
            throws SQLException {
        checkHoldability(holdability);
        return prepareStatement(sql, type, concurrency);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
        checkOpen();
        if (autoGeneratedKeys != Statement.RETURN_GENERATED_KEYS && autoGeneratedKeys != Statement.NO_GENERATED_KEYS) {
            throw JdbcMsg.BAD_ARGUMENT.error("autoGeneratedKeys", autoGeneratedKeys);
        }
        String[] keys = autoGeneratedKeys == Statement.RETURN_GENERATED_KEYS ? new String[0] : null;
        return new LaninPreparedStatement(this, sql, keys);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
        throw SqlExceptions.unsupported("Connection.prepareStatement(String, int[])");
    }

    @Override
    public PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
        checkOpen();
        return new LaninPreparedStatement(this, sql, columnNames == null ? new String[0] : columnNames);
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        checkOpen();
        return CallableStatements.prepare(this, sql);
    }

    @Override
    public CallableStatement prepareCall(String sql, int type, int concurrency) throws SQLException {
        checkResultSetOptions(type, concurrency);
        return prepareCall(sql);
    }

    @Override
    public CallableStatement prepareCall(String sql, int type, int concurrency, int holdability) throws SQLException {
        checkResultSetOptions(type, concurrency);
        checkHoldability(holdability);
        return prepareCall(sql);
    }

    /** Lanin does not rewrite JDBC escape syntax: the text is returned as given. */
    @Override
    public String nativeSQL(String sql) throws SQLException {
        checkOpen();
        return sql;
    }

    // ---- transactions -------------------------------------------------------------------------

    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        checkOpen();
        session.setAutoCommit(autoCommit);
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        checkOpen();
        return session.autoCommit();
    }

    @Override
    public void commit() throws SQLException {
        checkOpen();
        if (session.autoCommit()) {
            throw JdbcMsg.COMMIT_IN_AUTOCOMMIT.error();
        }
        session.commit();
    }

    @Override
    public void rollback() throws SQLException {
        checkOpen();
        if (session.autoCommit()) {
            throw JdbcMsg.ROLLBACK_IN_AUTOCOMMIT.error();
        }
        session.rollback();
    }

    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        checkOpen();
        IsolationLevel isolation = switch (level) {
            case TRANSACTION_READ_UNCOMMITTED, TRANSACTION_READ_COMMITTED -> IsolationLevel.READ_COMMITTED;
            case TRANSACTION_REPEATABLE_READ -> IsolationLevel.REPEATABLE_READ;
            case TRANSACTION_SERIALIZABLE -> IsolationLevel.SERIALIZABLE;
            default -> throw JdbcMsg.ISOLATION_NOT_SUPPORTED.error(level);
        };
        session.setIsolation(isolation);
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        checkOpen();
        return switch (session.isolation()) {
            case READ_COMMITTED -> TRANSACTION_READ_COMMITTED;
            case REPEATABLE_READ -> TRANSACTION_REPEATABLE_READ;
            case SERIALIZABLE -> TRANSACTION_SERIALIZABLE;
        };
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        checkSavepointAllowed();
        return setSavepoint(LaninSavepoint.unnamed(this, savepointIds.incrementAndGet()));
    }

    @Override
    public Savepoint setSavepoint(String name) throws SQLException {
        if (name == null || name.isEmpty()) {
            throw JdbcMsg.BAD_ARGUMENT.error("savepoint name", name);
        }
        return setSavepoint(LaninSavepoint.named(this, name));
    }

    private void checkSavepointAllowed() throws SQLException {
        checkOpen();
        if (session.autoCommit()) {
            throw JdbcMsg.SAVEPOINT_IN_AUTOCOMMIT.error();
        }
    }

    private Savepoint setSavepoint(LaninSavepoint savepoint) throws SQLException {
        checkSavepointAllowed();
        session.setSavepoint(savepoint.sessionName());
        return savepoint;
    }

    @Override
    public void rollback(Savepoint savepoint) throws SQLException {
        String name = ours(savepoint);
        if (session.autoCommit()) {
            throw JdbcMsg.ROLLBACK_IN_AUTOCOMMIT.error();
        }
        session.rollbackToSavepoint(name);
    }

    @Override
    public void releaseSavepoint(Savepoint savepoint) throws SQLException {
        String name = ours(savepoint);
        session.releaseSavepoint(name);
    }

    private String ours(Savepoint savepoint) throws SQLException {
        checkOpen();
        if (!(savepoint instanceof LaninSavepoint sp) || sp.owner() != this) {
            throw JdbcMsg.SAVEPOINT_NOT_OURS.error();
        }
        return sp.sessionName();
    }

    @Override
    public void setReadOnly(boolean readOnly) throws SQLException {
        checkOpen();
        session.setReadOnly(readOnly);
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        checkOpen();
        return session.readOnly();
    }

    @Override
    public void setHoldability(int holdability) throws SQLException {
        checkOpen();
        checkHoldability(holdability);
    }

    @Override
    public int getHoldability() throws SQLException {
        checkOpen();
        return ResultSet.CLOSE_CURSORS_AT_COMMIT;
    }

    // ---- life cycle ---------------------------------------------------------------------------

    /** Rolls back open work (the session does) and releases the session. */
    @Override
    public void close() throws SQLException {
        session.close();
    }

    @Override
    public boolean isClosed() throws SQLException {
        return aborted || session.isClosed();
    }

    @Override
    public boolean isValid(int timeoutSeconds) throws SQLException {
        if (timeoutSeconds < 0) {
            throw JdbcMsg.BAD_ARGUMENT.error("timeout", timeoutSeconds);
        }
        return !isClosed();
    }

    /** Cancels the running statement, marks the connection closed, and closes the session on {@code executor}. */
    @Override
    public void abort(Executor executor) throws SQLException {
        if (executor == null) {
            throw JdbcMsg.BAD_ARGUMENT.error("executor", null);
        }
        if (isClosed()) {
            return;
        }
        aborted = true;
        session.cancel();
        executor.execute(() -> {
            try {
                session.close();
            } catch (SQLException e) {
                // runs on the caller's executor after abort() returned: no one is left to tell
            }
        });
    }

    @Override
    public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
        checkOpen();
        if (milliseconds < 0) {
            throw JdbcMsg.BAD_ARGUMENT.error("network timeout", milliseconds);
        }
        networkTimeoutMillis = milliseconds;
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        checkOpen();
        return networkTimeoutMillis;
    }

    // ---- metadata, schema, catalog, client info -----------------------------------------------

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        checkOpen();
        return new LaninDatabaseMetaData(this, url);
    }

    @Override
    public String getCatalog() throws SQLException {
        checkOpen();
        // the name current_database() and the metadata's _CAT columns show ("lanin" for a private database)
        return org.lanin.planner.catalogview.SystemView.sqlName(session.databaseName());
    }

    @Override
    public void setCatalog(String catalog) throws SQLException {
        checkOpen();
    }

    @Override
    public String getSchema() throws SQLException {
        checkOpen();
        try (java.sql.Statement st = createStatement(); java.sql.ResultSet rs = st.executeQuery("SELECT current_schema()")) {
            return rs.next() ? rs.getString(1) : null;
        }
    }

    /** As pgJDBC: the search_path becomes that one schema (not checked: PostgreSQL skips missing ones). */
    @Override
    public void setSchema(String schema) throws SQLException {
        checkOpen();
        if (schema == null) {
            throw JdbcMsg.NO_SUCH_SCHEMA.error("null");
        }
        session.setSetting("search_path", "\"" + schema.replace("\"", "\"\"") + "\"");
    }

    /** The closed check for the client-info setters, which may throw only SQLClientInfoException. */
    private void checkOpenForClientInfo() throws SQLClientInfoException {
        boolean closed;
        try {
            closed = isClosed();
        } catch (SQLException e) {
            throw new SQLClientInfoException(e.getMessage(), e.getSQLState(), 0, Map.of(), e);
        }
        if (closed) {
            throw new SQLClientInfoException(JdbcMsg.CONNECTION_CLOSED.format(), JdbcMsg.CONNECTION_CLOSED.state(), 0,
                    Map.of(), null);
        }
    }

    @Override
    public void setClientInfo(String name, String value) throws SQLClientInfoException {
        checkOpenForClientInfo();
        if (name == null) {
            SQLException e = JdbcMsg.BAD_ARGUMENT.error("client info name", null);
            throw new SQLClientInfoException(e.getMessage(), e.getSQLState(), 0, Map.of(), e);
        }
        if (value == null) {
            clientInfo.remove(name);
        } else {
            clientInfo.setProperty(name, value);
        }
    }

    @Override
    public void setClientInfo(Properties properties) throws SQLClientInfoException {
        checkOpenForClientInfo();
        clientInfo.clear();
        if (properties != null) {
            clientInfo.putAll(properties);
        }
    }

    @Override
    public String getClientInfo(String name) throws SQLException {
        checkOpen();
        return clientInfo.getProperty(name);
    }

    @Override
    public Properties getClientInfo() throws SQLException {
        checkOpen();
        Properties copy = new Properties();
        copy.putAll(clientInfo);
        return copy;
    }

    @Override
    public Map<String, Class<?>> getTypeMap() throws SQLException {
        checkOpen();
        return new java.util.HashMap<>();
    }

    @Override
    public void setTypeMap(Map<String, Class<?>> map) throws SQLException {
        checkOpen();
        if (map != null && !map.isEmpty()) {
            throw SqlExceptions.unsupported("Connection.setTypeMap");
        }
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        checkOpen();
        return warnings;
    }

    @Override
    public void clearWarnings() throws SQLException {
        checkOpen();
        warnings = null;
    }

    // ---- unsupported object factories ---------------------------------------------------------

    @Override
    public Clob createClob() throws SQLException {
        throw SqlExceptions.unsupported("Connection.createClob");
    }

    @Override
    public Blob createBlob() throws SQLException {
        throw SqlExceptions.unsupported("Connection.createBlob");
    }

    @Override
    public NClob createNClob() throws SQLException {
        throw SqlExceptions.unsupported("Connection.createNClob");
    }

    @Override
    public SQLXML createSQLXML() throws SQLException {
        throw SqlExceptions.unsupported("Connection.createSQLXML");
    }

    @Override
    public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
        checkOpen();
        return SqlExceptions.call(() -> {
            org.lanin.engine.type.DataType element = org.lanin.planner.bind.TypeNames.parse(typeName);
            if (element.isArray()) {
                element = element.elementType();
            }
            org.lanin.engine.type.DataType type = org.lanin.engine.type.DataType.arrayOf(element);
            Object value = org.lanin.engine.type.Casts.cast(
                    org.lanin.jdbc.convert.JdbcArrays.fromJava(elements == null ? new Object[0] : elements), type);
            return new LaninArray(element, (org.lanin.engine.type.ArrayValue) value);
        });
    }

    @Override
    public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
        throw SqlExceptions.unsupported("Connection.createStruct");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Wrappers.unwrap(this, iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return Wrappers.isWrapperFor(this, iface);
    }
}
