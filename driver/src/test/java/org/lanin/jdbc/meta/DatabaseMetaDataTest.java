package org.lanin.jdbc.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.TypeKind;

class DatabaseMetaDataTest {
    private static final Pattern ALIAS = Pattern.compile("AS \"([A-Z_0-9]+)\"");

    private static List<String> aliases(MetaQuery q) {
        List<String> result = new ArrayList<>();
        Matcher m = ALIAS.matcher(selectList(q.sql()));
        while (m.find()) {
            result.add(m.group(1));
        }
        return result;
    }

    /** The text before the query's own FROM (one outside the parentheses of a scalar subquery). */
    private static String selectList(String sql) {
        int depth = 0;
        for (int i = 0; i < sql.length(); i++) {
            depth += sql.charAt(i) == '(' ? 1 : sql.charAt(i) == ')' ? -1 : 0;
            if (depth == 0 && sql.startsWith(" FROM ", i)) {
                return sql.substring(0, i);
            }
        }
        return sql;
    }

    private static List<String> spec(String columns) {
        return Arrays.asList(columns.split(","));
    }

    @Test
    void tablesQueryHasTheSpecColumnsAndFilters() {
        MetaQuery q = MetaQueries.tables(null, "pub%", "T\\_%", new String[] {"TABLE", "VIEW"});
        assertThat(aliases(q)).isEqualTo(spec("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,TABLE_TYPE,REMARKS,TYPE_CAT,"
                + "TYPE_SCHEM,TYPE_NAME,SELF_REFERENCING_COL_NAME,REF_GENERATION"));
        assertThat(q.sql()).contains("FROM (SELECT table_catalog, table_schema, table_name, table_type FROM"
                + " information_schema.tables UNION ALL SELECT current_database(), schemaname, matviewname,"
                + " 'MATERIALIZED VIEW' FROM pg_catalog.pg_matviews UNION ALL SELECT current_database(), schemaname,"
                + " indexname, 'INDEX' FROM pg_catalog.pg_indexes UNION ALL SELECT current_database(), schemaname,"
                + " sequencename, 'SEQUENCE' FROM pg_catalog.pg_sequences) AS t WHERE table_schema LIKE ? AND table_name LIKE ?"
                + " AND table_type IN (?, ?) ORDER BY \"TABLE_TYPE\", \"TABLE_CAT\", \"TABLE_SCHEM\", \"TABLE_NAME\"");
        assertThat(q.params()).containsExactly("pub%", "T\\_%", "BASE TABLE", "VIEW");
        MetaQuery all = MetaQueries.tables("shop", null, null, null);
        assertThat(all.sql()).contains("WHERE table_catalog = ? ORDER BY");
        assertThat(all.params()).containsExactly("shop");
    }

    @Test
    void columnsQueryHasTheSpecColumns() {
        MetaQuery q = MetaQueries.columns(null, null, "orders", "%");
        assertThat(aliases(q)).isEqualTo(spec("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,COLUMN_NAME,DATA_TYPE,TYPE_NAME,"
                + "COLUMN_SIZE,BUFFER_LENGTH,DECIMAL_DIGITS,NUM_PREC_RADIX,NULLABLE,REMARKS,COLUMN_DEF,SQL_DATA_TYPE,"
                + "SQL_DATETIME_SUB,CHAR_OCTET_LENGTH,ORDINAL_POSITION,IS_NULLABLE,SCOPE_CATALOG,SCOPE_SCHEMA,"
                + "SCOPE_TABLE,SOURCE_DATA_TYPE,IS_AUTOINCREMENT,IS_GENERATEDCOLUMN"));
        // pgJDBC's facts per pg_type name: boolean is BIT, timestamptz TIMESTAMP (DatabaseMetaDataRecordedTest compares answers)
        assertThat(q.sql()).contains("WHEN 'int4' THEN " + Types.INTEGER).contains("WHEN 'bool' THEN " + Types.BIT)
                .contains("WHEN 'timestamptz' THEN " + Types.TIMESTAMP)
                .endsWith("ORDER BY \"TABLE_CAT\", \"TABLE_SCHEM\", \"TABLE_NAME\", \"ORDINAL_POSITION\"");
        assertThat(q.params()).containsExactly("orders", "%");
        PgJdbcColumnFacts.BY_NAME.forEach((name, f) ->
                assertThat(q.sql()).contains("WHEN '" + name + "' THEN " + f.sqlType()));
    }

    @Test
    void keyAndIndexQueries() {
        MetaQuery names = MetaQueries.primaryKeyNames(null, "orders");
        assertThat(names.sql()).isEqualTo("SELECT constraint_name FROM information_schema.table_constraints WHERE "
                + "table_name = ? AND constraint_type = 'PRIMARY KEY' ORDER BY constraint_name");
        MetaQuery pk = MetaQueries.primaryKeys(null, "orders", List.of("orders_pkey"));
        assertThat(aliases(pk)).isEqualTo(spec("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,COLUMN_NAME,KEY_SEQ,PK_NAME"));
        assertThat(pk.params()).containsExactly("orders", "orders_pkey");
        assertThat(MetaQueries.primaryKeys(null, "t", List.of()).sql()).contains("constraint_name IN (?)");
        MetaQuery idx = MetaQueries.indexInfo(null, "orders", true);
        assertThat(aliases(idx)).isEqualTo(spec("TABLE_CAT,TABLE_SCHEM,TABLE_NAME,NON_UNIQUE,INDEX_QUALIFIER,"
                + "INDEX_NAME,TYPE,ORDINAL_POSITION,COLUMN_NAME,ASC_OR_DESC,CARDINALITY,PAGES,FILTER_CONDITION,REMARKS"));
        assertThat(idx.sql()).contains("FROM lanin_index_columns WHERE table_name = ? AND is_unique ORDER BY "
                + "\"NON_UNIQUE\", \"TYPE\", \"INDEX_NAME\", \"ORDINAL_POSITION\"");
        assertThat(MetaQueries.indexInfo(null, "orders", false).sql()).doesNotContain("is_unique ORDER");
        assertThat(MetaQueries.indexInfo("app", "orders", false).params()).containsExactly("orders", "app");
    }

    @Test
    void schemaCatalogAndTypeQueries() {
        assertThat(aliases(MetaQueries.schemas(null, "p%"))).containsExactly("TABLE_SCHEM", "TABLE_CATALOG");
        assertThat(aliases(MetaQueries.catalogs())).containsExactly("TABLE_CAT");
        assertThat(aliases(MetaQueries.tableTypes())).containsExactly("TABLE_TYPE");
        assertThat(aliases(MetaQueries.procedures(null, "p%", "%"))).isEqualTo(spec("PROCEDURE_CAT,PROCEDURE_SCHEM,"
                + "PROCEDURE_NAME,RESERVED1,RESERVED2,RESERVED3,REMARKS,PROCEDURE_TYPE,SPECIFIC_NAME"));
        assertThat(MetaQueries.quote("it's")).isEqualTo("'it''s'");
    }

    @Test
    void metadataRunsTheQueriesThroughTheConnection() throws SQLException {
        FakeMetaConnection fake = new FakeMetaConnection();
        DatabaseMetaData md = fake.metaData();
        md.getTables(null, null, "orders", null).close();
        assertThat(fake.session().lastCall().sql()).startsWith("SELECT table_catalog AS \"TABLE_CAT\"");
        assertThat(fake.session().lastCall().params()).containsExactly("orders");
        md.getPrimaryKeys(null, null, "orders").close();
        assertThat(fake.session().lastCall().sql()).contains("information_schema.key_column_usage");
        assertThat(fake.session().lastCall().params()).containsExactly("orders", "orders_pkey");
    }

    @Test
    void typeInfoFollowsTheTypeKinds() throws SQLException {
        DatabaseMetaData md = new FakeMetaConnection().metaData();
        ResultSet rs = md.getTypeInfo();
        ResultSetMetaData rsmd = rs.getMetaData();
        assertThat(rsmd.getColumnCount()).isEqualTo(18);
        assertThat(rsmd.getColumnLabel(1)).isEqualTo("TYPE_NAME");
        assertThat(rsmd.getColumnLabel(18)).isEqualTo("NUM_PREC_RADIX");
        List<String> names = new ArrayList<>();
        int lastType = Integer.MIN_VALUE;
        while (rs.next()) {
            names.add(rs.getString("TYPE_NAME"));
            assertThat(rs.getInt("DATA_TYPE")).isGreaterThanOrEqualTo(lastType);
            lastType = rs.getInt("DATA_TYPE");
        }
        assertThat(names).contains("int4", "int8", "numeric", "varchar", "text", "timestamptz", "uuid", "bytea", "bool")
                .doesNotContain("unknown", "interval");
    }

    @Test
    void emptyResultsHaveTheSpecColumns() throws SQLException {
        DatabaseMetaData md = new FakeMetaConnection().metaData();
        ResultSet procs = md.getProcedureColumns(null, null, "%", "%");
        assertThat(procs.next()).isFalse();
        assertThat(procs.getMetaData().getColumnLabel(3)).isEqualTo("PROCEDURE_NAME");
        ResultSet clientInfo = md.getClientInfoProperties(); // pgJDBC's one property
        assertThat(clientInfo.next()).isTrue();
        assertThat(clientInfo.getString("NAME")).isEqualTo("ApplicationName");
        assertThat(clientInfo.getInt("MAX_LEN")).isEqualTo(63);
        assertThat(clientInfo.next()).isFalse();
    }

    @Test
    void staticFacts() throws SQLException {
        DatabaseMetaData md = new FakeMetaConnection().metaData();
        assertThat(md.getDatabaseProductName()).isEqualTo("Lanin");
        // PostgreSQL-aware code compares these with PostgreSQL's versions: Lanin answers as 15.0.
        assertThat(md.getDatabaseProductVersion()).isEqualTo("15.0 (Lanin " + org.lanin.planner.session.Lanin.version() + ")");
        assertThat(md.getDatabaseMajorVersion()).isEqualTo(15);
        assertThat(md.getDatabaseMinorVersion()).isZero();
        assertThat(md.getIdentifierQuoteString()).isEqualTo("\"");
        assertThat(md.storesLowerCaseIdentifiers()).isTrue();
        assertThat(md.storesUpperCaseIdentifiers()).isFalse();
        assertThat(md.supportsTransactions()).isTrue();
        assertThat(md.getDefaultTransactionIsolation()).isEqualTo(Connection.TRANSACTION_READ_COMMITTED);
        assertThat(md.supportsTransactionIsolationLevel(Connection.TRANSACTION_SERIALIZABLE)).isTrue();
        assertThat(md.supportsTransactionIsolationLevel(Connection.TRANSACTION_NONE)).isFalse();
        assertThat(md.supportsSavepoints()).isTrue();
        assertThat(md.supportsGetGeneratedKeys()).isTrue();
        assertThat(md.supportsBatchUpdates()).isTrue();
        assertThat(md.supportsResultSetType(ResultSet.TYPE_FORWARD_ONLY)).isTrue();
        assertThat(md.supportsResultSetType(ResultSet.TYPE_SCROLL_INSENSITIVE)).isFalse();
        assertThat(md.getSearchStringEscape()).isEqualTo("\\");
        assertThat(md.getSQLKeywords()).contains("returning");
        assertThat(md.getJDBCMajorVersion()).isEqualTo(4);
        assertThat(md.getConnection()).isNotNull();
        assertThat(md.isWrapperFor(DatabaseMetaData.class)).isTrue();
    }
}
