package org.lanin.jdbc;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.RowCursor;

/**
 * A JDBC Statement: runs SQL text through the session and holds the results it produced
 * (ResultSets or update counts, one per statement of the text) plus generated keys. Subclassed
 * by {@link LaninPreparedStatement}, which supplies parameters and its own batch entries.
 * <p>
 * A text of several statements runs them all, as pgJDBC does, in one implicit transaction when
 * auto-commit is on (a failure rolls every one back, PostgreSQL's simple-query rule); the first
 * result is current and {@link #getMoreResults()} steps through the others. An empty text (only
 * whitespace, comments or semicolons) is PostgreSQL's empty query: no result, update count 0.
 * DDL and other utility statements report an update count of 0. {@link #cancel()} may come from
 * any thread.
 */
public class LaninStatement implements Statement {
    private static final Object[] NO_PARAMS = new Object[0];

    protected final LaninConnection connection;
    private final List<String> batch = new ArrayList<>();
    private boolean closed;
    private long maxRows;
    private int fetchSize;
    private int queryTimeoutSeconds;
    private boolean closeOnCompletion;
    private boolean inBatch;
    private volatile boolean cancelled;
    private LaninResultSet resultSet;
    private long updateCount = -1;
    /** Results after the current one, of a multi-statement text: LaninResultSets and Long counts. */
    private final ArrayDeque<Object> moreResults = new ArrayDeque<>();
    private List<ColumnInfo> keyColumns;
    private List<Object[]> keyRows;
    private LaninResultSet generatedKeys;

    /** The session's TimeZone, read when a result is created (UTC once the connection is closed). */
    final java.time.ZoneId sessionZone() {
        try {
            return connection.session().zone();
        } catch (SQLException e) {
            return java.time.ZoneOffset.UTC;
        }
    }

    /** The text of an oid alias value (regclass...), from the session's catalog and search_path now. */
    final String oidAliasText(org.lanin.engine.type.OidAlias alias, long oid) throws SQLException {
        return connection.session().oidAliasText(alias, oid);
    }

    /** Warnings of the last execution; null when none. */
    private SQLWarning warnings;

    LaninStatement(LaninConnection connection) {
        this.connection = connection;
    }

    // ---- the core: run statements and keep their results ---------------------------------------

    /**
     * Executes and keeps the result; true when it is a ResultSet.
     *
     * @param keys true when the text was rewritten for generated keys, so returned rows are keys
     */
    protected final boolean run(EngineSession.Prepared prepared, Object[] params, boolean keys) throws SQLException {
        checkOpen();
        clearResults();
        cancelled = false;
        warnings = null;
        ExecutionResult result;
        try {
            result = connection.session().execute(prepared, params, maxRows, fetchSize, timeoutMillis(), this::translate);
        } finally {
            takeWarnings(); // notices sent before an error belong to this statement too (pgJDBC keeps them)
        }
        try {
            return keep(result, keys);
        } catch (RuntimeException | Error e) {
            throw translate(e);
        }
    }

    protected final boolean run(String sql, boolean keys) throws SQLException {
        checkOpen();
        StatementTexts.requireText(sql);
        StatementTexts texts = StatementTexts.of(sql);
        if (!texts.isSingle()) {
            if (keys) {
                throw SqlExceptions.unsupported("generated keys for a multi-statement string");
            }
            return runAll(texts, null);
        }
        return run(prepare(sql), NO_PARAMS, keys);
    }

    /** Prepares one statement's text through the session, within the query timeout. */
    protected final EngineSession.Prepared prepare(String sql) throws SQLException {
        checkOpen();
        return connection.session().prepare(sql, timeoutMillis(), this::translate);
    }

    /**
     * Runs every statement of a multi-statement (or empty) text, preparing each just before it
     * runs (a statement may use a table an earlier one creates); {@code params} holds the values
     * of each statement's parameters (null: none). Stops at the first failure, which rolls the
     * implicit transaction back. The first result becomes current.
     */
    protected final boolean runAll(StatementTexts texts, List<Object[]> params) throws SQLException {
        checkOpen();
        clearResults();
        cancelled = false;
        if (texts.isEmpty()) {
            updateCount = 0; // PostgreSQL's EmptyQueryResponse: pgJDBC reports false and 0
            return false;
        }
        EngineSession session = connection.session();
        warnings = null;
        List<Object> results = new ArrayList<>(texts.size());
        try {
            session.beginImplicitBlock();
            try {
                for (int i = 0; i < texts.size(); i++) {
                    EngineSession.Prepared prepared = session.prepare(texts.texts().get(i), timeoutMillis(), this::translate);
                    Object[] values = params == null ? NO_PARAMS : params.get(i);
                    ExecutionResult result;
                    try {
                        result = session.execute(prepared, values, maxRows, fetchSize, timeoutMillis(), this::translate);
                    } finally {
                        takeWarnings();
                    }
                    results.add(keepOne(result));
                }
            } finally {
                session.endImplicitBlock();
            }
        } catch (SQLException e) {
            closeAll(results);
            throw e;
        } catch (RuntimeException | Error e) {
            closeAll(results);
            throw translate(e);
        }
        moreResults.addAll(results);
        return nextResult();
    }

    private long timeoutMillis() {
        return queryTimeoutSeconds * 1000L;
    }

    /** One statement's result as kept in {@link #moreResults}: a ResultSet or a Long count. */
    private Object keepOne(ExecutionResult result) {
        if (result.hasRows()) {
            return new LaninResultSet(this, result.columns(), result.rows(), result);
        }
        long count = Math.max(result.updateCount(), 0);
        result.close();
        return count;
    }

    private static void closeAll(List<Object> results) throws SQLException {
        for (Object r : results) {
            if (r instanceof LaninResultSet rs) {
                rs.close();
            }
        }
    }

    /** Makes the next of {@link #moreResults} current; true when it is a ResultSet. */
    private boolean nextResult() {
        Object next = moreResults.poll();
        if (next instanceof LaninResultSet rs) {
            resultSet = rs;
            updateCount = -1;
            return true;
        }
        resultSet = null;
        updateCount = next == null ? -1 : (Long) next;
        return false;
    }

    /** Whether any result after the current one is a ResultSet (executeUpdate refuses those). */
    protected final boolean moreResultsHaveRows() {
        for (Object r : moreResults) { // a loop, not a stream: it runs for every executeUpdate
            if (r instanceof LaninResultSet) {
                return true;
            }
        }
        return false;
    }

    private boolean keep(ExecutionResult result, boolean keys) {
        if (keys) {
            keyColumns = result.columns();
            keyRows = keyRows == null ? new ArrayList<>() : keyRows;
            long count = 0;
            if (result.hasRows()) {
                try (RowCursor rows = result.rows()) {
                    while (rows.next()) {
                        keyRows.add(rows.current().clone());
                        count++;
                    }
                }
            }
            updateCount = result.updateCount() >= 0 ? result.updateCount() : count;
            result.close();
            return false;
        }
        if (result.hasRows()) {
            resultSet = new LaninResultSet(this, result.columns(), result.rows(), result);
            return true;
        }
        updateCount = Math.max(result.updateCount(), 0);
        result.close();
        return false;
    }

    /** Translates any failure (SqlExceptions); a 57014 is a timeout unless {@link #cancel()} caused it. */
    SQLException translate(Throwable e) {
        return SqlExceptions.translate(e, queryTimeoutSeconds > 0 && !cancelled);
    }

    private void clearResults() throws SQLException {
        clearResults(inBatch);
    }

    /** Drops the current result; {@code keepKeys} lets a batch collect the keys of all entries. */
    private void clearResults(boolean keepKeys) throws SQLException {
        if (resultSet != null) {
            LaninResultSet rs = resultSet;
            resultSet = null;
            rs.close();
        }
        updateCount = -1;
        List<Object> pending = new ArrayList<>(moreResults);
        moreResults.clear();
        closeAll(pending);
        if (generatedKeys != null) {
            generatedKeys.close();
            generatedKeys = null;
        }
        if (!keepKeys) {
            keyColumns = null;
            keyRows = null;
        }
    }

    /** Called by a result set of this statement when it closes. */
    void resultSetClosed(LaninResultSet rs) throws SQLException {
        if (rs == resultSet) {
            resultSet = null;
            if (closeOnCompletion && moreResults.isEmpty()) {
                close();
            }
        }
    }

    protected final void checkOpen() throws SQLException {
        if (closed || connection.isClosed()) {
            throw JdbcMsg.STATEMENT_CLOSED.error();
        }
    }

    // ---- execute variants ---------------------------------------------------------------------

    @Override
    public boolean execute(String sql) throws SQLException {
        return run(sql, false);
    }

    @Override
    public boolean execute(String sql, int autoGeneratedKeys) throws SQLException {
        return autoGeneratedKeys == RETURN_GENERATED_KEYS ? executeForKeys(sql, null) : execute(sql);
    }

    @Override
    public boolean execute(String sql, int[] columnIndexes) throws SQLException {
        throw SqlExceptions.unsupported("Statement.execute(String, int[])");
    }

    @Override
    public boolean execute(String sql, String[] columnNames) throws SQLException {
        return executeForKeys(sql, columnNames);
    }

    private boolean executeForKeys(String sql, String[] columns) throws SQLException {
        StatementTexts.requireText(sql);
        boolean keys = GeneratedKeysSql.applies(sql);
        return run(keys ? GeneratedKeysSql.rewrite(sql, columns) : sql, keys);
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        checkOpen();
        StatementTexts.requireText(sql);
        StatementTexts texts = StatementTexts.of(sql);
        if (texts.size() > 1) {
            throw JdbcMsg.QUERY_OF_SEVERAL.error(texts.size());
        }
        if (texts.isEmpty()) {
            throw JdbcMsg.NO_RESULTS.error();
        }
        EngineSession.Prepared prepared = prepare(sql);
        // Refuse before running: a DELETE sent through executeQuery must not delete anything.
        if (!prepared.returnsRows() || !run(prepared, NO_PARAMS, false)) {
            throw JdbcMsg.NO_RESULTS.error();
        }
        return resultSet;
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        return saturate(executeLargeUpdate(sql));
    }

    @Override
    public int executeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        return saturate(executeLargeUpdate(sql, autoGeneratedKeys));
    }

    @Override
    public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
        throw SqlExceptions.unsupported("Statement.executeUpdate(String, int[])");
    }

    @Override
    public int executeUpdate(String sql, String[] columnNames) throws SQLException {
        return saturate(executeLargeUpdate(sql, columnNames));
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        return updateResult(execute(sql));
    }

    @Override
    public long executeLargeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        return updateResult(execute(sql, autoGeneratedKeys));
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
        throw SqlExceptions.unsupported("Statement.executeLargeUpdate(String, int[])");
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
        return updateResult(execute(sql, columnNames));
    }

    /**
     * The update count of a statement run for one (the first statement's, for several); rows
     * where none were expected, from any of them, are an error, as in pgJDBC.
     */
    protected final long updateResult(boolean hasRows) throws SQLException {
        if (hasRows || moreResultsHaveRows()) {
            clearResults();
            throw JdbcMsg.UNEXPECTED_RESULTS.error();
        }
        return updateCount;
    }

    static int saturate(long count) {
        return (int) Math.min(count, Integer.MAX_VALUE);
    }

    // ---- results ------------------------------------------------------------------------------

    @Override
    public ResultSet getResultSet() throws SQLException {
        checkOpen();
        return resultSet;
    }

    @Override
    public int getUpdateCount() throws SQLException {
        return saturate(getLargeUpdateCount());
    }

    @Override
    public long getLargeUpdateCount() throws SQLException {
        checkOpen();
        return resultSet != null ? -1 : updateCount;
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        return getMoreResults(CLOSE_CURRENT_RESULT);
    }

    @Override
    public boolean getMoreResults(int current) throws SQLException {
        checkOpen();
        if (resultSet != null && current != KEEP_CURRENT_RESULT) {
            resultSet.close();
        }
        if (current == CLOSE_ALL_RESULTS) {
            List<Object> pending = new ArrayList<>(moreResults);
            moreResults.clear();
            closeAll(pending);
        }
        return nextResult();
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        checkOpen();
        if (generatedKeys == null) {
            List<Object[]> rows = keyRows == null ? List.of() : keyRows;
            List<ColumnInfo> columns = keyColumns == null ? List.of() : keyColumns;
            generatedKeys = new LaninResultSet(this, columns, new ListCursor(rows), null);
        }
        return generatedKeys;
    }

    // ---- batches ------------------------------------------------------------------------------

    @Override
    public void addBatch(String sql) throws SQLException {
        checkOpen();
        StatementTexts.requireText(sql);
        batch.add(sql);
    }

    @Override
    public void clearBatch() throws SQLException {
        checkOpen();
        batch.clear();
    }

    protected int batchSize() {
        return batch.size();
    }

    protected void clearBatchEntries() {
        batch.clear();
    }

    /** Runs entry {@code i} of the batch; returns its update count. */
    protected long runBatchEntry(int i) throws SQLException {
        return updateResult(run(batch.get(i), false));
    }

    protected String describeBatchEntry(int i) {
        return GeneratedKeysSql.describe(batch.get(i));
    }

    @Override
    public int[] executeBatch() throws SQLException {
        long[] counts = executeLargeBatch();
        int[] result = new int[counts.length];
        for (int i = 0; i < counts.length; i++) {
            result[i] = saturate(counts[i]);
        }
        return result;
    }

    /**
     * Stops at the first failing entry; its BatchUpdateException holds the counts before it.
     * Generated keys of all entries accumulate into one {@link #getGeneratedKeys()} result.
     */
    @Override
    public long[] executeLargeBatch() throws SQLException {
        checkOpen();
        clearResults(false);
        int n = batchSize();
        long[] counts = new long[n];
        int i = 0;
        inBatch = true;
        try {
            for (; i < n; i++) {
                counts[i] = runBatchEntry(i);
            }
        } catch (SQLException e) {
            String message = JdbcMsg.BATCH_FAILED.format(i, describeBatchEntry(i), e.getMessage());
            throw new BatchUpdateException(message, e.getSQLState(), 0, Arrays.copyOf(counts, i), e);
        } finally {
            inBatch = false;
            clearBatchEntries();
        }
        return counts;
    }

    // ---- settings -----------------------------------------------------------------------------

    @Override
    public int getMaxRows() throws SQLException {
        return saturate(getLargeMaxRows());
    }

    @Override
    public void setMaxRows(int max) throws SQLException {
        setLargeMaxRows(max);
    }

    @Override
    public long getLargeMaxRows() throws SQLException {
        checkOpen();
        return maxRows;
    }

    @Override
    public void setLargeMaxRows(long max) throws SQLException {
        checkOpen();
        if (max < 0) {
            throw JdbcMsg.BAD_ARGUMENT.error("max rows", max);
        }
        maxRows = max;
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        checkOpen();
        return queryTimeoutSeconds;
    }

    @Override
    public void setQueryTimeout(int seconds) throws SQLException {
        checkOpen();
        if (seconds < 0) {
            throw JdbcMsg.BAD_ARGUMENT.error("query timeout", seconds);
        }
        queryTimeoutSeconds = seconds;
    }

    /** Stops this connection's running statement; safe from any thread. */
    @Override
    public void cancel() throws SQLException {
        checkOpen();
        cancelled = true;
        connection.session().cancel();
    }

    /** Only 0 (no limit): values are never truncated. */
    @Override
    public int getMaxFieldSize() throws SQLException {
        checkOpen();
        return 0;
    }

    @Override
    public void setMaxFieldSize(int max) throws SQLException {
        checkOpen();
        if (max != 0) {
            throw SqlExceptions.unsupported("Statement.setMaxFieldSize(" + max + ")");
        }
    }

    /** Accepted; Lanin does not rewrite JDBC escape syntax ({fn ...}, {d ...}) either way. */
    @Override
    public void setEscapeProcessing(boolean enable) throws SQLException {
        checkOpen();
    }

    @Override
    public void setCursorName(String name) throws SQLException {
        throw SqlExceptions.unsupported("Statement.setCursorName");
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        checkOpen();
        if (direction != ResultSet.FETCH_FORWARD) {
            throw SqlExceptions.unsupported("Statement.setFetchDirection(" + direction + ")");
        }
    }

    @Override
    public int getFetchDirection() throws SQLException {
        checkOpen();
        return ResultSet.FETCH_FORWARD;
    }

    /** The fetch size its result sets start with (no closed-check: they are being made). */
    int fetchSizeHint() {
        return fetchSize;
    }

    /**
     * Rows a query computes ahead per fetch (0, the default, or 1: one at a time as next() asks).
     * Also pgJDBC's switch between its two kinds of result, which Lanin follows for what happens
     * to an open result when its transaction ends: with 0 it is read into memory and stays
     * readable, with more it is closed (next() then fails with 34000). See the README.
     */
    @Override
    public void setFetchSize(int rows) throws SQLException {
        checkOpen();
        if (rows < 0) {
            throw JdbcMsg.BAD_ARGUMENT.error("fetch size", rows);
        }
        fetchSize = rows;
    }

    @Override
    public int getFetchSize() throws SQLException {
        checkOpen();
        return fetchSize;
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        checkOpen();
        return ResultSet.CONCUR_READ_ONLY;
    }

    @Override
    public int getResultSetType() throws SQLException {
        checkOpen();
        return ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        checkOpen();
        return ResultSet.CLOSE_CURSORS_AT_COMMIT;
    }

    @Override
    public Connection getConnection() throws SQLException {
        checkOpen();
        return connection;
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

    /** Chains the notices the statement just run gave (RAISE NOTICE, GRANT's "not enforced") to this statement's. */
    private void takeWarnings() throws SQLException {
        for (org.lanin.planner.session.Notice n : connection.session().takeWarnings()) {
            SQLWarning next = new LaninNotice(n.severity(), n.message(), n.sqlState());
            if (warnings == null) {
                warnings = next;
            } else {
                warnings.setNextWarning(next);
            }
        }
    }

    @Override
    public void setPoolable(boolean poolable) throws SQLException {
        checkOpen();
    }

    @Override
    public boolean isPoolable() throws SQLException {
        checkOpen();
        return false;
    }

    @Override
    public void closeOnCompletion() throws SQLException {
        checkOpen();
        closeOnCompletion = true;
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        checkOpen();
        return closeOnCompletion;
    }

    @Override
    public void close() throws SQLException {
        if (closed) {
            return;
        }
        closeOnCompletion = false;
        try {
            clearResults();
        } finally {
            closed = true;
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed || connection.isClosed();
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
