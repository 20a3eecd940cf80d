package org.lanin.jdbc;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.jdbc.convert.JdbcTypes;
import org.lanin.planner.session.ColumnInfo;

/** Column facts from the planner's {@link ColumnInfo}s; per-type facts from {@link JdbcTypes}. */
public final class LaninResultSetMetaData implements ResultSetMetaData {
    private final List<ColumnInfo> columns;

    public LaninResultSetMetaData(List<ColumnInfo> columns) {
        this.columns = columns;
    }

    private ColumnInfo column(int i) throws SQLException {
        if (i < 1 || i > columns.size()) {
            throw JdbcMsg.COLUMN_INDEX.error(i, columns.size());
        }
        return columns.get(i - 1);
    }

    private DataType type(int i) throws SQLException {
        return column(i).type();
    }

    @Override
    public int getColumnCount() {
        return columns.size();
    }

    @Override
    public boolean isAutoIncrement(int i) throws SQLException {
        column(i);
        return false;
    }

    @Override
    public boolean isCaseSensitive(int i) throws SQLException {
        return JdbcTypes.isCaseSensitive(type(i).kind());
    }

    @Override
    public boolean isSearchable(int i) throws SQLException {
        column(i);
        return true;
    }

    @Override
    public boolean isCurrency(int i) throws SQLException {
        column(i);
        return false;
    }

    @Override
    public int isNullable(int i) throws SQLException {
        return column(i).nullable();
    }

    @Override
    public boolean isSigned(int i) throws SQLException {
        return type(i).kind().isNumeric();
    }

    @Override
    public int getColumnDisplaySize(int i) throws SQLException {
        return JdbcTypes.displaySize(type(i));
    }

    @Override
    public String getColumnLabel(int i) throws SQLException {
        return column(i).label();
    }

    @Override
    public String getColumnName(int i) throws SQLException {
        return column(i).name();
    }

    @Override
    public String getSchemaName(int i) throws SQLException {
        return column(i).table().isEmpty() ? "" : org.lanin.engine.catalog.Namespace.schemaOf(column(i).table());
    }

    @Override
    public int getPrecision(int i) throws SQLException {
        return JdbcTypes.precision(type(i));
    }

    @Override
    public int getScale(int i) throws SQLException {
        return JdbcTypes.scale(type(i));
    }

    @Override
    public String getTableName(int i) throws SQLException {
        return org.lanin.engine.catalog.Namespace.nameOf(column(i).table());
    }

    /** One database per connection: the catalog is not reported per column. */
    @Override
    public String getCatalogName(int i) throws SQLException {
        column(i);
        return "";
    }

    @Override
    public int getColumnType(int i) throws SQLException {
        return JdbcTypes.jdbcType(type(i));
    }

    @Override
    public String getColumnTypeName(int i) throws SQLException {
        return JdbcTypes.pgName(type(i));
    }

    @Override
    public boolean isReadOnly(int i) throws SQLException {
        return column(i).table().isEmpty();
    }

    @Override
    public boolean isWritable(int i) throws SQLException {
        return !isReadOnly(i);
    }

    @Override
    public boolean isDefinitelyWritable(int i) throws SQLException {
        column(i);
        return false;
    }

    @Override
    public String getColumnClassName(int i) throws SQLException {
        return JdbcTypes.className(type(i));
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
