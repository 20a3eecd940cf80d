package org.lanin.jdbc;

import java.sql.ParameterMetaData;
import java.sql.SQLException;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.jdbc.convert.JdbcTypes;

/** Parameter types as the planner inferred them ({@code unknown} where the context gave none). */
public final class LaninParameterMetaData implements ParameterMetaData {
    private final List<DataType> types;

    public LaninParameterMetaData(List<DataType> types) {
        this.types = types;
    }

    private DataType type(int i) throws SQLException {
        if (i < 1 || i > types.size()) {
            throw JdbcMsg.PARAMETER_INDEX.error(i, types.size());
        }
        return types.get(i - 1);
    }

    @Override
    public int getParameterCount() {
        return types.size();
    }

    @Override
    public int isNullable(int i) throws SQLException {
        type(i);
        return parameterNullableUnknown;
    }

    @Override
    public boolean isSigned(int i) throws SQLException {
        return type(i).kind().isNumeric();
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
    public int getParameterType(int i) throws SQLException {
        return JdbcTypes.jdbcType(type(i));
    }

    @Override
    public String getParameterTypeName(int i) throws SQLException {
        return JdbcTypes.pgName(type(i));
    }

    @Override
    public String getParameterClassName(int i) throws SQLException {
        return JdbcTypes.className(type(i));
    }

    @Override
    public int getParameterMode(int i) throws SQLException {
        type(i);
        return parameterModeIn;
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
