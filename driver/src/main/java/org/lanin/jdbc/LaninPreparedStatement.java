package org.lanin.jdbc;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import java.util.function.Supplier;
import org.lanin.jdbc.convert.ParameterValues;

/**
 * A statement prepared once by the session ({@code ?} or {@code $n} parameters; the planner
 * parses both) and run with parameter values turned into engine values by
 * {@link ParameterValues}. Preparing is eager, so syntax errors surface at
 * {@code prepareStatement}. The SQL text is never rewritten except for generated keys.
 * <p>
 * A text of several statements is accepted, as pgJDBC accepts it: parameters are numbered across
 * the statements in order, and each statement is prepared just before it runs (a later one may
 * use a table an earlier one creates), all in one implicit transaction under auto-commit.
 */
public final class LaninPreparedStatement extends LaninStatement implements PreparedStatement {
    /** The prepared statement; null when the text is not exactly one statement ({@link #several}). */
    private final EngineSession.Prepared prepared;
    /** The statements of a multi-statement or empty text; null for one statement. */
    private final StatementTexts several;
    private final boolean keys;
    /** The text as given (for messages). */
    private final String text;
    private final Object[] params;
    private final boolean[] given;
    private final List<Object[]> batch = new ArrayList<>();

    /**
     * @param keyColumns null when generated keys are not wanted; empty for all columns
     */
    LaninPreparedStatement(LaninConnection connection, String sql, String[] keyColumns) throws SQLException {
        super(connection);
        this.text = StatementTexts.requireText(sql);
        StatementTexts texts = StatementTexts.of(sql);
        int parameterCount;
        if (texts.isSingle()) {
            this.several = null;
            this.keys = keyColumns != null && GeneratedKeysSql.applies(sql);
            this.prepared = prepare(keys ? GeneratedKeysSql.rewrite(sql, keyColumns) : sql);
            parameterCount = prepared.parameterCount();
        } else {
            if (keyColumns != null && !texts.isEmpty()) {
                throw SqlExceptions.unsupported("generated keys for a multi-statement string");
            }
            this.several = texts;
            this.keys = false;
            this.prepared = null;
            parameterCount = texts.parameterCounts().stream().mapToInt(Integer::intValue).sum();
        }
        this.params = new Object[parameterCount];
        this.given = new boolean[params.length];
    }

    /** The statement as the session prepared it (after any generated-keys rewrite); null for several. */
    EngineSession.Prepared prepared() {
        return prepared;
    }

    // ---- execution ----------------------------------------------------------------------------

    @Override
    public boolean execute() throws SQLException {
        checkOpen();
        return runWith(currentParams());
    }

    private boolean runWith(Object[] values) throws SQLException {
        return several == null ? run(prepared, values, keys) : runAll(several, slices(values));
    }

    /** The values of each statement of {@link #several}, cut from the numbering across all of them. */
    private List<Object[]> slices(Object[] values) {
        List<Object[]> out = new ArrayList<>(several.size());
        int from = 0;
        for (int count : several.parameterCounts()) {
            out.add(java.util.Arrays.copyOfRange(values, from, from + count));
            from += count;
        }
        return out;
    }

    private Object[] currentParams() throws SQLException {
        for (int i = 0; i < given.length; i++) {
            if (!given[i]) {
                throw JdbcMsg.MISSING_PARAMETER.error(i + 1);
            }
        }
        return params.clone();
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        checkOpen();
        if (several != null && several.size() > 1) {
            throw JdbcMsg.QUERY_OF_SEVERAL.error(several.size());
        }
        // Refuse before running: a DELETE sent through executeQuery must not delete anything.
        if (prepared == null || !prepared.returnsRows() || !execute()) {
            throw JdbcMsg.NO_RESULTS.error();
        }
        return getResultSet();
    }

    @Override
    public int executeUpdate() throws SQLException {
        return saturate(executeLargeUpdate());
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        return updateResult(execute());
    }

    @Override
    public void addBatch() throws SQLException {
        checkOpen();
        batch.add(currentParams());
    }

    @Override
    public void clearBatch() throws SQLException {
        checkOpen();
        batch.clear();
    }

    @Override
    protected int batchSize() {
        return batch.size();
    }

    @Override
    protected void clearBatchEntries() {
        batch.clear();
    }

    @Override
    protected long runBatchEntry(int i) throws SQLException {
        return updateResult(runWith(batch.get(i)));
    }

    @Override
    protected String describeBatchEntry(int i) {
        return GeneratedKeysSql.describe(text);
    }

    /** The columns of the result; null when it has none, or when the text holds several statements. */
    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        checkOpen();
        return prepared != null && prepared.returnsRows() ? new LaninResultSetMetaData(prepared.resultColumns()) : null;
    }

    /** Types as inferred by the planner; unknown for the parameters of a multi-statement text. */
    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        checkOpen();
        return new LaninParameterMetaData(prepared != null ? prepared.parameterTypes()
                : java.util.Collections.nCopies(params.length, org.lanin.engine.type.DataType.UNKNOWN));
    }

    // ---- parameters ---------------------------------------------------------------------------

    private void set(int index, Object engineValue) throws SQLException {
        checkOpen();
        if (index < 1 || index > params.length) {
            throw JdbcMsg.PARAMETER_INDEX.error(index, params.length);
        }
        params[index - 1] = engineValue;
        given[index - 1] = true;
    }

    private void set(int index, Supplier<Object> conversion) throws SQLException {
        set(index, SqlExceptions.call(conversion));
    }

    private static ZoneId zone(Calendar cal) {
        return cal == null ? ZoneId.systemDefault() : cal.getTimeZone().toZoneId();
    }

    @Override
    public void clearParameters() throws SQLException {
        checkOpen();
        java.util.Arrays.fill(params, null);
        java.util.Arrays.fill(given, false);
    }

    @Override
    public void setNull(int i, int sqlType) throws SQLException {
        set(i, (Object) null);
    }

    @Override
    public void setNull(int i, int sqlType, String typeName) throws SQLException {
        set(i, (Object) null);
    }

    @Override
    public void setBoolean(int i, boolean x) throws SQLException {
        set(i, (Object) x);
    }

    /** The engine has no tinyint: a byte travels as smallint. */
    @Override
    public void setByte(int i, byte x) throws SQLException {
        set(i, (Object) (short) x);
    }

    @Override
    public void setShort(int i, short x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setInt(int i, int x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setLong(int i, long x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setFloat(int i, float x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setDouble(int i, double x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setBigDecimal(int i, BigDecimal x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setString(int i, String x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setNString(int i, String x) throws SQLException {
        set(i, (Object) x);
    }

    @Override
    public void setBytes(int i, byte[] x) throws SQLException {
        set(i, (Object) (x == null ? null : x.clone()));
    }

    @Override
    public void setDate(int i, Date x) throws SQLException {
        set(i, ParameterValues.toEngine(x)); // toLocalDate, or pgJDBC's infinity sentinels
    }

    @Override
    public void setDate(int i, Date x, Calendar cal) throws SQLException {
        set(i, (Object) ParameterValues.date(x, zone(cal)));
    }

    @Override
    public void setTime(int i, Time x) throws SQLException {
        set(i, (Object) ParameterValues.time(x, ZoneId.systemDefault()));
    }

    @Override
    public void setTime(int i, Time x, Calendar cal) throws SQLException {
        set(i, (Object) ParameterValues.time(x, zone(cal)));
    }

    @Override
    public void setTimestamp(int i, Timestamp x) throws SQLException {
        set(i, (Object) ParameterValues.timestamp(x, ZoneId.systemDefault()));
    }

    @Override
    public void setTimestamp(int i, Timestamp x, Calendar cal) throws SQLException {
        set(i, (Object) ParameterValues.timestamp(x, zone(cal)));
    }

    @Override
    public void setObject(int i, Object x) throws SQLException {
        set(i, () -> ParameterValues.toEngine(x));
    }

    @Override
    public void setObject(int i, Object x, int sqlType) throws SQLException {
        set(i, () -> ParameterValues.toEngine(x, sqlType, -1));
    }

    @Override
    public void setObject(int i, Object x, int sqlType, int scale) throws SQLException {
        set(i, () -> ParameterValues.toEngine(x, sqlType, scale));
    }

    @Override
    public void setObject(int i, Object x, SQLType type) throws SQLException {
        setObject(i, x, vendorNumber(type));
    }

    @Override
    public void setObject(int i, Object x, SQLType type, int scale) throws SQLException {
        setObject(i, x, vendorNumber(type), scale);
    }

    private static int vendorNumber(SQLType type) throws SQLException {
        if (type == null || type.getVendorTypeNumber() == null) {
            throw SqlExceptions.unsupported("SQLType " + type);
        }
        return type.getVendorTypeNumber();
    }

    // ---- streams: read fully at set time --------------------------------------------------------

    @Override
    public void setAsciiStream(int i, InputStream x, int length) throws SQLException {
        setAsciiStream(i, x, (long) length);
    }

    @Override
    public void setAsciiStream(int i, InputStream x, long length) throws SQLException {
        set(i, () -> {
            byte[] b = ParameterValues.readBytes(x, length);
            return b == null ? null : new String(b, java.nio.charset.StandardCharsets.US_ASCII);
        });
    }

    @Override
    public void setAsciiStream(int i, InputStream x) throws SQLException {
        setAsciiStream(i, x, -1L);
    }

    @Override
    public void setBinaryStream(int i, InputStream x, int length) throws SQLException {
        setBinaryStream(i, x, (long) length);
    }

    @Override
    public void setBinaryStream(int i, InputStream x, long length) throws SQLException {
        set(i, () -> ParameterValues.readBytes(x, length));
    }

    @Override
    public void setBinaryStream(int i, InputStream x) throws SQLException {
        setBinaryStream(i, x, -1L);
    }

    @Override
    public void setCharacterStream(int i, Reader x, int length) throws SQLException {
        setCharacterStream(i, x, (long) length);
    }

    @Override
    public void setCharacterStream(int i, Reader x, long length) throws SQLException {
        set(i, () -> ParameterValues.readChars(x, length));
    }

    @Override
    public void setCharacterStream(int i, Reader x) throws SQLException {
        setCharacterStream(i, x, -1L);
    }

    @Override
    public void setNCharacterStream(int i, Reader x, long length) throws SQLException {
        setCharacterStream(i, x, length);
    }

    @Override
    public void setNCharacterStream(int i, Reader x) throws SQLException {
        setCharacterStream(i, x, -1L);
    }

    /** Text columns stand in for CLOBs: the reader's characters become a text value. */
    @Override
    public void setClob(int i, Reader x, long length) throws SQLException {
        setCharacterStream(i, x, length);
    }

    @Override
    public void setClob(int i, Reader x) throws SQLException {
        setCharacterStream(i, x, -1L);
    }

    /** bytea stands in for BLOBs: the stream's bytes become a bytea value. */
    @Override
    public void setBlob(int i, InputStream x, long length) throws SQLException {
        setBinaryStream(i, x, length);
    }

    @Override
    public void setBlob(int i, InputStream x) throws SQLException {
        setBinaryStream(i, x, -1L);
    }

    // ---- unsupported parameter kinds ----------------------------------------------------------

    @Override
    @Deprecated
    public void setUnicodeStream(int i, InputStream x, int length) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setUnicodeStream");
    }

    @Override
    public void setRef(int i, Ref x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setRef");
    }

    @Override
    public void setBlob(int i, Blob x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setBlob(Blob)");
    }

    @Override
    public void setClob(int i, Clob x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setClob(Clob)");
    }

    @Override
    public void setArray(int i, Array x) throws SQLException {
        set(i, () -> x instanceof LaninArray a ? a.value() : ParameterValues.toEngine(x));
    }

    @Override
    public void setURL(int i, java.net.URL x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setURL");
    }

    @Override
    public void setRowId(int i, RowId x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setRowId");
    }

    @Override
    public void setNClob(int i, NClob x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setNClob");
    }

    @Override
    public void setNClob(int i, Reader x, long length) throws SQLException {
        setCharacterStream(i, x, length);
    }

    @Override
    public void setNClob(int i, Reader x) throws SQLException {
        setCharacterStream(i, x, -1L);
    }

    @Override
    public void setSQLXML(int i, SQLXML x) throws SQLException {
        throw SqlExceptions.unsupported("PreparedStatement.setSQLXML");
    }

    // ---- Statement methods that take SQL text: not on a PreparedStatement ----------------------

    private static SQLException sqlTextNotAllowed() {
        return JdbcMsg.QUERY_WITH_SQL_ON_PREPARED.error();
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public int executeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public int executeUpdate(String sql, String[] columnNames) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public long executeLargeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public boolean execute(String sql, int autoGeneratedKeys) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public boolean execute(String sql, int[] columnIndexes) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public boolean execute(String sql, String[] columnNames) throws SQLException {
        throw sqlTextNotAllowed();
    }

    @Override
    public void addBatch(String sql) throws SQLException {
        throw sqlTextNotAllowed();
    }
}
