package org.lanin.jdbc;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.jdbc.convert.JdbcArrays;
import org.lanin.jdbc.convert.JdbcTypes;
import org.lanin.planner.session.ColumnInfo;

/**
 * {@link java.sql.Array} over an engine array value, as pgJDBC's PgArray behaves: getArray gives a
 * Java array of the element type's getObject class ({@code Integer[]} for int4[], nested for more
 * dimensions), getResultSet rows of (INDEX, VALUE) with 1-based indexes, getBaseTypeName the
 * element's short name ({@code int4}). Immutable; free() does nothing.
 */
public final class LaninArray implements Array {
    private final DataType element;
    private final ArrayValue value;

    public LaninArray(DataType element, ArrayValue value) {
        this.element = element;
        this.value = value;
    }

    /** The engine value, for setArray on this driver. */
    public ArrayValue value() {
        return value;
    }

    public DataType elementType() {
        return element;
    }

    @Override
    public String getBaseTypeName() {
        return JdbcTypes.pgName(element);
    }

    @Override
    public int getBaseType() {
        return element.kind().jdbcType();
    }

    @Override
    public Object getArray() throws SQLException {
        return SqlExceptions.call(() -> JdbcArrays.toJava(value, element));
    }

    @Override
    public Object getArray(Map<String, Class<?>> map) throws SQLException {
        return getArray();
    }

    @Override
    public Object getArray(long index, int count) throws SQLException {
        Object[] all = (Object[]) getArray();
        int from = (int) Math.max(0, Math.min(index - 1, all.length));
        int to = Math.min(all.length, from + Math.max(count, 0));
        return java.util.Arrays.copyOfRange(all, from, to);
    }

    @Override
    public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
        return getArray(index, count);
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        return getResultSet(1, Integer.MAX_VALUE);
    }

    @Override
    public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
        return getResultSet();
    }

    @Override
    public ResultSet getResultSet(long index, int count) throws SQLException {
        List<Object[]> outer = SqlExceptions.call(() -> JdbcArrays.outerRows(value));
        List<Object[]> rows = new ArrayList<>();
        DataType valueType = value.ndims() > 1 ? DataType.arrayOf(element) : element;
        for (int i = (int) Math.max(index - 1, 0); i < outer.size() && rows.size() < count; i++) {
            rows.add(outer.get(i));
        }
        List<ColumnInfo> columns = List.of(new ColumnInfo("INDEX", "INDEX", "", DataType.INTEGER, 0),
                new ColumnInfo("VALUE", "VALUE", "", valueType, 1));
        return new LaninResultSet(null, columns, new ListCursor(rows), null);
    }

    @Override
    public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map) throws SQLException {
        return getResultSet(index, count);
    }

    @Override
    public void free() {
    }

    /** PostgreSQL's text form, as pgJDBC's PgArray.toString gives it. */
    @Override
    public String toString() {
        return value.toString();
    }
}
