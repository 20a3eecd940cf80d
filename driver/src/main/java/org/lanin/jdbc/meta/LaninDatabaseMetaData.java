package org.lanin.jdbc.meta;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.RowIdLifetime;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.lanin.jdbc.Driver;
import org.lanin.jdbc.LaninResultSet;
import org.lanin.jdbc.ListCursor;
import org.lanin.jdbc.SqlExceptions;
import org.lanin.planner.session.ColumnInfo;

/**
 * DatabaseMetaData: constants for what Lanin is and supports (PostgreSQL's answers where the
 * dialect follows it), queries from {@link MetaQueries} run through the connection for what the
 * database holds, and empty results with the specified columns for what Lanin has no objects of.
 * Catalog and schema arguments narrow by exact match / LIKE pattern where the view has the column.
 */
public final class LaninDatabaseMetaData extends MetaCapabilities {
    private final Connection connection;
    private final String url;

    public LaninDatabaseMetaData(Connection connection, String url) {
        this.connection = connection;
        this.url = url;
    }

    /** Runs a metadata query; its statement closes with the result. */
    private ResultSet query(MetaQuery q) throws SQLException {
        PreparedStatement ps = connection.prepareStatement(q.sql());
        try {
            for (int i = 0; i < q.params().size(); i++) {
                ps.setObject(i + 1, q.params().get(i));
            }
            ResultSet rs = ps.executeQuery();
            ps.closeOnCompletion();
            return rs;
        } catch (SQLException | RuntimeException e) {
            ps.close();
            throw e;
        }
    }

    private static ResultSet local(List<ColumnInfo> columns, List<Object[]> rows) {
        return new LaninResultSet(null, columns, new ListCursor(rows), null);
    }

    private static ResultSet empty(List<ColumnInfo> columns) {
        return local(columns, List.of());
    }

    /** A schema argument: null and "" both do not narrow (older Lanin ignored it; tools pass ""). */
    private static String narrow(String schema) {
        return schema == null || schema.isEmpty() ? null : schema;
    }

    private ResultSet primaryKeys(String schema, String table) throws SQLException {
        List<String> names = new ArrayList<>();
        try (ResultSet rs = query(MetaQueries.primaryKeyNames(schema, table))) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return query(MetaQueries.primaryKeys(schema, table, names));
    }

    /**
     * The PostgreSQL version Lanin answers as (server_version, "15.0 (Lanin x)"): major 15, minor 0,
     * so version checks written for PostgreSQL (Hibernate's minimum, Flyway's) pass. See README, "Identity".
     */
    private static int versionPart(int index) {
        String[] parts = SERVER_VERSION.split("[. ]");
        try {
            return index < parts.length ? Integer.parseInt(parts[index].replaceAll("\\D.*", "")) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public ResultSet getAttributes(String a0, String a1, String a2, String a3) throws SQLException {
        return empty(MetaColumns.ATTRIBUTES);
    }

    @Override
    public ResultSet getBestRowIdentifier(String a0, String a1, String a2, int a3, boolean a4) throws SQLException {
        return empty(MetaColumns.BEST_ROW_IDENTIFIER);
    }

    @Override
    public ResultSet getCatalogs() throws SQLException {
        return query(MetaQueries.catalogs());
    }

    @Override
    public ResultSet getClientInfoProperties() throws SQLException {
        // pgJDBC's one client info property, with its limit and description.
        return local(MetaColumns.CLIENT_INFO_PROPERTIES, List.<Object[]>of(new Object[] {"ApplicationName", 63, "",
                "The name of the application currently utilizing the connection."}));
    }

    @Override
    public ResultSet getColumnPrivileges(String a0, String a1, String a2, String a3) throws SQLException {
        return empty(MetaColumns.COLUMN_PRIVILEGES);
    }

    @Override
    public ResultSet getColumns(String catalog, String schemaPattern, String tablePattern, String columnPattern) throws SQLException {
        return query(MetaQueries.columns(catalog, schemaPattern, tablePattern, columnPattern));
    }

    @Override
    public Connection getConnection() throws SQLException {
        return connection;
    }

    @Override
    public ResultSet getCrossReference(String a0, String a1, String a2, String a3, String a4, String a5) throws SQLException {
        return query(MetaQueries.foreignKeys(narrow(a1), a2, narrow(a4), a5, true));
    }

    @Override
    public int getDatabaseMajorVersion() throws SQLException {
        return versionPart(0);
    }

    @Override
    public int getDatabaseMinorVersion() throws SQLException {
        return versionPart(1);
    }

    @Override
    public String getDatabaseProductVersion() throws SQLException {
        return SERVER_VERSION;
    }

    private static final String SERVER_VERSION = org.lanin.planner.session.Setting.SERVER_VERSION.defaultValue();

    @Override
    public int getDriverMajorVersion() {
        return Driver.MAJOR_VERSION;
    }

    @Override
    public int getDriverMinorVersion() {
        return Driver.MINOR_VERSION;
    }

    @Override
    public String getDriverVersion() throws SQLException {
        return Driver.MAJOR_VERSION + "." + Driver.MINOR_VERSION;
    }

    @Override
    public ResultSet getExportedKeys(String a0, String a1, String a2) throws SQLException {
        return query(MetaQueries.foreignKeys(narrow(a1), a2, null, null, true));
    }

    @Override
    public ResultSet getFunctionColumns(String a0, String a1, String a2, String a3) throws SQLException {
        return empty(MetaColumns.FUNCTION_COLUMNS);
    }

    @Override
    public ResultSet getFunctions(String catalog, String schemaPattern, String namePattern) throws SQLException {
        return query(MetaQueries.functions(catalog, schemaPattern, namePattern));
    }

    @Override
    public String getIdentifierQuoteString() throws SQLException {
        return "\"";
    }

    @Override
    public ResultSet getImportedKeys(String a0, String a1, String a2) throws SQLException {
        return query(MetaQueries.foreignKeys(null, null, narrow(a1), a2, false));
    }

    @Override
    public ResultSet getIndexInfo(String catalog, String schema, String table, boolean unique, boolean approximate) throws SQLException {
        return query(MetaQueries.indexInfo(narrow(schema), table, unique));
    }

    @Override
    public ResultSet getPrimaryKeys(String catalog, String schema, String table) throws SQLException {
        return primaryKeys(narrow(schema), table);
    }

    @Override
    public ResultSet getProcedureColumns(String a0, String a1, String a2, String a3) throws SQLException {
        return empty(MetaColumns.PROCEDURE_COLUMNS);
    }

    @Override
    public ResultSet getProcedures(String catalog, String schemaPattern, String namePattern) throws SQLException {
        return query(MetaQueries.procedures(catalog, schemaPattern, namePattern));
    }

    @Override
    public ResultSet getPseudoColumns(String a0, String a1, String a2, String a3) throws SQLException {
        return empty(MetaColumns.PSEUDO_COLUMNS);
    }

    @Override
    public int getSQLStateType() throws SQLException {
        return sqlStateSQL;
    }

    @Override
    public ResultSet getSchemas() throws SQLException {
        return query(MetaQueries.schemas(null, null));
    }

    @Override
    public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
        return query(MetaQueries.schemas(catalog, schemaPattern));
    }

    @Override
    public ResultSet getSuperTables(String a0, String a1, String a2) throws SQLException {
        return empty(MetaColumns.SUPER_TABLES);
    }

    @Override
    public ResultSet getSuperTypes(String a0, String a1, String a2) throws SQLException {
        return empty(MetaColumns.SUPER_TYPES);
    }

    @Override
    public ResultSet getTablePrivileges(String a0, String a1, String a2) throws SQLException {
        return empty(MetaColumns.TABLE_PRIVILEGES);
    }

    @Override
    public ResultSet getTableTypes() throws SQLException {
        return query(MetaQueries.tableTypes());
    }

    @Override
    public ResultSet getTables(String catalog, String schemaPattern, String tablePattern, String[] types) throws SQLException {
        return query(MetaQueries.tables(catalog, schemaPattern, tablePattern, types));
    }

    @Override
    public ResultSet getTypeInfo() throws SQLException {
        return local(MetaColumns.TYPE_INFO, TypeInfoRows.rows());
    }

    @Override
    public ResultSet getUDTs(String a0, String a1, String a2, int[] a3) throws SQLException {
        return empty(MetaColumns.UDTS);
    }

    @Override
    public String getURL() throws SQLException {
        return url;
    }

    @Override
    public ResultSet getVersionColumns(String a0, String a1, String a2) throws SQLException {
        return empty(MetaColumns.VERSION_COLUMNS);
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        return connection.isReadOnly();
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface != null && iface.isInstance(this);
    }

    @Override
    public boolean supportsResultSetConcurrency(int a0, int a1) throws SQLException {
        return a0 == ResultSet.TYPE_FORWARD_ONLY && a1 == ResultSet.CONCUR_READ_ONLY;
    }

    @Override
    public boolean supportsResultSetHoldability(int a0) throws SQLException {
        return a0 == ResultSet.CLOSE_CURSORS_AT_COMMIT;
    }

    @Override
    public boolean supportsResultSetType(int a0) throws SQLException {
        return a0 == ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int a0) throws SQLException {
        return a0 != Connection.TRANSACTION_NONE && a0 <= Connection.TRANSACTION_SERIALIZABLE;
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (isWrapperFor(iface)) {
            return iface.cast(this);
        }
        throw SqlExceptions.unsupported("DatabaseMetaData.unwrap(" + iface + ")");
    }

}
