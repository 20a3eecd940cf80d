package org.lanin.jdbc;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.sql.Date;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.ZoneId;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.lanin.engine.type.OidAlias;
import org.lanin.jdbc.convert.Conversions;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.RowCursor;

/**
 * A forward-only, read-only result over a session {@link RowCursor}: a query's rows stream from
 * the engine as {@link #next()} asks for them (errors while computing a row surface there). Getters only locate the
 * value; {@link Conversions} does every conversion. A primitive getter on SQL NULL returns 0 or
 * false and sets {@link #wasNull()}.
 */
public final class LaninResultSet extends ForwardOnlyResultSet {
    private final LaninStatement statement;
    private final List<ColumnInfo> columns;
    private final RowCursor cursor;
    private final AutoCloseable resource;
    private Map<String, Integer> labelIndex;
    private Object[] row;
    private int rowNumber;
    private boolean afterLast;
    private boolean closed;
    private boolean wasNull;
    private int fetchSize;
    /**
     * The session's TimeZone, read when the first timestamptz is shown as text (statement-less
     * results: UTC): reading the setting for every result would cost a prepared point query a
     * quarter of its time.
     */
    private ZoneId zone;

    /**
     * @param statement the producing statement, or null (metadata results)
     * @param resource  released on close besides the cursor (the ExecutionResult), or null
     */
    public LaninResultSet(LaninStatement statement, List<ColumnInfo> columns, RowCursor cursor, AutoCloseable resource) {
        this.statement = statement;
        this.columns = columns;
        this.cursor = cursor;
        this.resource = resource;
        this.fetchSize = statement == null ? 0 : statement.fetchSizeHint();
    }

    @Override
    public boolean next() throws SQLException {
        checkOpen();
        if (afterLast) {
            return false;
        }
        boolean has;
        try {
            has = cursor.next();
        } catch (RuntimeException | Error e) {
            throw statement == null ? SqlExceptions.translate(e) : statement.translate(e);
        }
        if (has) {
            row = cursor.current();
            rowNumber++;
        } else {
            row = null;
            if (statement != null && statement.isClosed()) {
                closed = true; // the connection closed under it: its cursor ended with the session
                throw JdbcMsg.RESULT_SET_CLOSED.error();
            }
            afterLast = true;
        }
        return has;
    }

    @Override
    public void close() throws SQLException {
        if (closed) {
            return;
        }
        closed = true;
        row = null;
        try {
            cursor.close();
            if (resource != null) {
                resource.close();
            }
        } catch (Exception | Error e) {
            throw SqlExceptions.translate(e);
        }
        if (statement != null) {
            statement.resultSetClosed(this);
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed || (statement != null && statement.isClosed());
    }

    @Override
    public boolean wasNull() throws SQLException {
        checkOpen();
        return wasNull;
    }

    private void checkOpen() throws SQLException {
        if (closed) {
            throw JdbcMsg.RESULT_SET_CLOSED.error();
        }
    }

    private Object value(int column) throws SQLException {
        checkOpen();
        if (column < 1 || column > columns.size()) {
            throw JdbcMsg.COLUMN_INDEX.error(column, columns.size());
        }
        if (row == null) {
            throw JdbcMsg.NOT_ON_ROW.error();
        }
        Object v = row[column - 1];
        wasNull = v == null;
        OidAlias alias = v instanceof Long ? OidAlias.of(columns.get(column - 1).type()) : null;
        if (alias != null) { // its output function runs as the client reads it, as PostgreSQL's runs as the row is sent
            return statement == null ? v.toString() : statement.oidAliasText(alias, (Long) v);
        }
        return v;
    }

    private <T> T get(int column, Class<T> target) throws SQLException {
        Object v = value(column);
        if (v instanceof java.time.OffsetDateTime t && target == String.class) {
            if (zone == null) {
                zone = statement == null ? java.time.ZoneOffset.UTC : statement.sessionZone();
            }
            v = org.lanin.engine.type.TimeZones.inZone(t, zone); // text shows the session's zone
        }
        try {
            return Conversions.to(v, target);
        } catch (RuntimeException | Error e) {
            throw SqlExceptions.translate(e);
        }
    }

    private static ZoneId zone(Calendar cal) {
        return cal == null ? ZoneId.systemDefault() : cal.getTimeZone().toZoneId();
    }

    @Override
    public int findColumn(String label) throws SQLException {
        checkOpen();
        if (labelIndex == null) {
            labelIndex = new HashMap<>();
            for (int i = columns.size() - 1; i >= 0; i--) {
                labelIndex.put(columns.get(i).label().toLowerCase(Locale.ROOT), i + 1);
            }
        }
        Integer i = label == null ? null : labelIndex.get(label.toLowerCase(Locale.ROOT));
        if (i == null) {
            throw JdbcMsg.COLUMN_LABEL.error(label);
        }
        return i;
    }

    // ---- getters by index -------------------------------------------------------------------

    @Override
    public String getString(int i) throws SQLException {
        return get(i, String.class);
    }

    @Override
    public boolean getBoolean(int i) throws SQLException {
        Boolean v = get(i, Boolean.class);
        return v != null && v;
    }

    @Override
    public byte getByte(int i) throws SQLException {
        Byte v = get(i, Byte.class);
        return v == null ? 0 : v;
    }

    @Override
    public short getShort(int i) throws SQLException {
        Short v = get(i, Short.class);
        return v == null ? 0 : v;
    }

    @Override
    public int getInt(int i) throws SQLException {
        Integer v = get(i, Integer.class);
        return v == null ? 0 : v;
    }

    @Override
    public long getLong(int i) throws SQLException {
        Long v = get(i, Long.class);
        return v == null ? 0 : v;
    }

    @Override
    public float getFloat(int i) throws SQLException {
        Float v = get(i, Float.class);
        return v == null ? 0 : v;
    }

    @Override
    public double getDouble(int i) throws SQLException {
        Double v = get(i, Double.class);
        return v == null ? 0 : v;
    }

    @Override
    public BigDecimal getBigDecimal(int i) throws SQLException {
        return get(i, BigDecimal.class);
    }

    @Override
    @Deprecated
    public BigDecimal getBigDecimal(int i, int scale) throws SQLException {
        BigDecimal v = get(i, BigDecimal.class);
        return v == null ? null : v.setScale(scale, RoundingMode.HALF_UP);
    }

    @Override
    public byte[] getBytes(int i) throws SQLException {
        return get(i, byte[].class);
    }

    @Override
    public Date getDate(int i) throws SQLException {
        return get(i, Date.class);
    }

    @Override
    public Time getTime(int i) throws SQLException {
        return get(i, Time.class);
    }

    @Override
    public Timestamp getTimestamp(int i) throws SQLException {
        return get(i, Timestamp.class);
    }

    @Override
    public Date getDate(int i, Calendar cal) throws SQLException {
        Object v = value(i);
        return convert(() -> Conversions.toDate(v, zone(cal)));
    }

    @Override
    public Time getTime(int i, Calendar cal) throws SQLException {
        Object v = value(i);
        return convert(() -> Conversions.toTime(v, zone(cal)));
    }

    @Override
    public Timestamp getTimestamp(int i, Calendar cal) throws SQLException {
        Object v = value(i);
        return convert(() -> Conversions.toTimestamp(v, zone(cal)));
    }

    private static <T> T convert(java.util.function.Supplier<T> conversion) throws SQLException {
        return SqlExceptions.call(conversion);
    }

    @Override
    public Object getObject(int i) throws SQLException {
        Object v = value(i);
        if (v instanceof org.lanin.engine.type.ArrayValue) {
            return getArray(i);
        }
        return convert(() -> Conversions.toJdbcObject(v, columns.get(i - 1).type().kind()));
    }

    @Override
    public java.sql.Array getArray(int i) throws SQLException {
        Object v = value(i);
        if (v == null) {
            return null;
        }
        if (!(v instanceof org.lanin.engine.type.ArrayValue a)) {
            throw JdbcMsg.BAD_ARGUMENT.error("column " + i, "not an array");
        }
        org.lanin.engine.type.DataType t = columns.get(i - 1).type();
        return new LaninArray(t.isArray() ? t.elementType() : org.lanin.engine.type.DataType.UNKNOWN, a);
    }

    @Override
    public java.sql.Array getArray(String label) throws SQLException {
        return getArray(findColumn(label));
    }

    @Override
    public <T> T getObject(int i, Class<T> type) throws SQLException {
        if (type == null) {
            throw JdbcMsg.BAD_ARGUMENT.error("type", "null");
        }
        if (!Conversions.supports(type)) {
            throw SqlExceptions.unsupported("ResultSet.getObject(" + type.getName() + ")");
        }
        return get(i, type);
    }

    @Override
    public Object getObject(int i, Map<String, Class<?>> map) throws SQLException {
        if (map != null && !map.isEmpty()) {
            throw SqlExceptions.unsupported("ResultSet.getObject with a type map");
        }
        return getObject(i);
    }

    @Override
    public String getNString(int i) throws SQLException {
        return getString(i);
    }

    @Override
    public Reader getCharacterStream(int i) throws SQLException {
        String s = getString(i);
        return s == null ? null : new StringReader(s);
    }

    @Override
    public Reader getNCharacterStream(int i) throws SQLException {
        return getCharacterStream(i);
    }

    @Override
    public InputStream getBinaryStream(int i) throws SQLException {
        byte[] b = getBytes(i);
        return b == null ? null : new ByteArrayInputStream(b);
    }

    @Override
    public InputStream getAsciiStream(int i) throws SQLException {
        String s = getString(i);
        return s == null ? null : new ByteArrayInputStream(s.getBytes(StandardCharsets.US_ASCII));
    }

    // ---- getters by label -------------------------------------------------------------------

    @Override
    public String getString(String label) throws SQLException {
        return getString(findColumn(label));
    }

    @Override
    public boolean getBoolean(String label) throws SQLException {
        return getBoolean(findColumn(label));
    }

    @Override
    public byte getByte(String label) throws SQLException {
        return getByte(findColumn(label));
    }

    @Override
    public short getShort(String label) throws SQLException {
        return getShort(findColumn(label));
    }

    @Override
    public int getInt(String label) throws SQLException {
        return getInt(findColumn(label));
    }

    @Override
    public long getLong(String label) throws SQLException {
        return getLong(findColumn(label));
    }

    @Override
    public float getFloat(String label) throws SQLException {
        return getFloat(findColumn(label));
    }

    @Override
    public double getDouble(String label) throws SQLException {
        return getDouble(findColumn(label));
    }

    @Override
    public BigDecimal getBigDecimal(String label) throws SQLException {
        return getBigDecimal(findColumn(label));
    }

    @Override
    @Deprecated
    public BigDecimal getBigDecimal(String label, int scale) throws SQLException {
        return getBigDecimal(findColumn(label), scale);
    }

    @Override
    public byte[] getBytes(String label) throws SQLException {
        return getBytes(findColumn(label));
    }

    @Override
    public Date getDate(String label) throws SQLException {
        return getDate(findColumn(label));
    }

    @Override
    public Time getTime(String label) throws SQLException {
        return getTime(findColumn(label));
    }

    @Override
    public Timestamp getTimestamp(String label) throws SQLException {
        return getTimestamp(findColumn(label));
    }

    @Override
    public Date getDate(String label, Calendar cal) throws SQLException {
        return getDate(findColumn(label), cal);
    }

    @Override
    public Time getTime(String label, Calendar cal) throws SQLException {
        return getTime(findColumn(label), cal);
    }

    @Override
    public Timestamp getTimestamp(String label, Calendar cal) throws SQLException {
        return getTimestamp(findColumn(label), cal);
    }

    @Override
    public Object getObject(String label) throws SQLException {
        return getObject(findColumn(label));
    }

    @Override
    public <T> T getObject(String label, Class<T> type) throws SQLException {
        return getObject(findColumn(label), type);
    }

    @Override
    public Object getObject(String label, Map<String, Class<?>> map) throws SQLException {
        return getObject(findColumn(label), map);
    }

    @Override
    public String getNString(String label) throws SQLException {
        return getNString(findColumn(label));
    }

    @Override
    public Reader getCharacterStream(String label) throws SQLException {
        return getCharacterStream(findColumn(label));
    }

    @Override
    public Reader getNCharacterStream(String label) throws SQLException {
        return getNCharacterStream(findColumn(label));
    }

    @Override
    public InputStream getBinaryStream(String label) throws SQLException {
        return getBinaryStream(findColumn(label));
    }

    @Override
    public InputStream getAsciiStream(String label) throws SQLException {
        return getAsciiStream(findColumn(label));
    }

    // ---- position and properties ------------------------------------------------------------

    @Override
    public int getRow() throws SQLException {
        checkOpen();
        return row == null ? 0 : rowNumber;
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        checkOpen();
        return rowNumber == 0 && !afterLast;
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        checkOpen();
        return afterLast && rowNumber > 0;
    }

    @Override
    public boolean isFirst() throws SQLException {
        checkOpen();
        return row != null && rowNumber == 1;
    }

    /** Would need a look-ahead on a lazy cursor. */
    @Override
    public boolean isLast() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.isLast");
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        checkOpen();
        return new LaninResultSetMetaData(columns);
    }

    @Override
    public Statement getStatement() throws SQLException {
        checkOpen();
        return statement;
    }

    @Override
    public int getType() throws SQLException {
        checkOpen();
        return TYPE_FORWARD_ONLY;
    }

    @Override
    public int getConcurrency() throws SQLException {
        checkOpen();
        return CONCUR_READ_ONLY;
    }

    @Override
    public int getHoldability() throws SQLException {
        checkOpen();
        return CLOSE_CURSORS_AT_COMMIT;
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        checkOpen();
        if (direction != FETCH_FORWARD) {
            throw SqlExceptions.unsupported("ResultSet.setFetchDirection(" + direction + ")");
        }
    }

    @Override
    public int getFetchDirection() throws SQLException {
        checkOpen();
        return FETCH_FORWARD;
    }

    /** Rows the engine computes ahead per fetch from now on (0 or 1: one at a time, as next() asks). */
    @Override
    public void setFetchSize(int rows) throws SQLException {
        checkOpen();
        if (rows < 0) {
            throw JdbcMsg.BAD_ARGUMENT.error("fetch size", rows);
        }
        fetchSize = rows;
        try {
            cursor.setFetchSize(rows);
        } catch (RuntimeException | Error e) {
            throw SqlExceptions.translate(e);
        }
    }

    @Override
    public int getFetchSize() throws SQLException {
        checkOpen();
        return fetchSize;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        checkOpen();
        return null;
    }

    @Override
    public void clearWarnings() throws SQLException {
        checkOpen();
    }

    @Override
    public String getCursorName() throws SQLException {
        throw SqlExceptions.unsupported("ResultSet.getCursorName");
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
