package org.lanin.jdbc.meta;

import java.util.ArrayList;
import java.util.List;

/**
 * The SQL behind the catalog-backed DatabaseMetaData methods, all in one place. Each reads one
 * catalog view (no joins), names its output columns exactly as the JDBC specification does
 * (quoted, so the labels keep their case), and orders rows as the specification demands.
 * getColumns' type facts per pg_type name come from {@link PgJdbcColumnFacts} as CASE expressions
 * (pgJDBC's answers, not the result-set metadata's).
 * <p>
 * Views assumed (PostgreSQL-compatible subsets; getColumns also reads udt_name, is_identity, is_generated
 * and generation_expression, and pg_attribute/pg_description for REMARKS):
 * {@code information_schema.tables(table_catalog, table_schema, table_name, table_type)},
 * {@code information_schema.columns(table_catalog, table_schema, table_name, column_name,
 * ordinal_position, column_default, is_nullable, data_type, character_maximum_length,
 * numeric_precision, numeric_scale)},
 * {@code information_schema.table_constraints(constraint_name, table_name, constraint_type)},
 * {@code information_schema.key_column_usage(constraint_name, table_name, column_name, ordinal_position)},
 * {@code lanin_index_columns(index_name, table_name, column_name, ordinal_position, is_unique)},
 * {@code lanin_matview_columns} (information_schema.columns' shape, for materialized views).
 */
final class MetaQueries {
    private static final String TEXT_NULL = "CAST(NULL AS text)";
    private static final String INT_NULL = "CAST(NULL AS integer)";
    /** JDBC's TABLE is information_schema's BASE TABLE. */
    private static final String TABLE_TYPE = "CASE table_type WHEN 'BASE TABLE' THEN 'TABLE' ELSE table_type END";

    /**
     * information_schema.tables and the materialized views, indexes and sequences, which PostgreSQL's
     * information_schema leaves out and pgJDBC lists (from pg_class) as "MATERIALIZED VIEW", "INDEX"
     * and "SEQUENCE".
     */
    private static final String TABLES_AND_MATVIEWS = "(SELECT table_catalog, table_schema, table_name, table_type"
            + " FROM information_schema.tables UNION ALL SELECT current_database(), schemaname, matviewname,"
            + " 'MATERIALIZED VIEW' FROM pg_catalog.pg_matviews UNION ALL SELECT current_database(), schemaname,"
            + " indexname, 'INDEX' FROM pg_catalog.pg_indexes UNION ALL SELECT current_database(), schemaname,"
            + " sequencename, 'SEQUENCE' FROM pg_catalog.pg_sequences) AS t";

    /** information_schema.columns and the materialized views' columns, which pgJDBC's getColumns lists too. */
    private static final String COLUMNS_AND_MATVIEW_COLUMNS = "(SELECT * FROM information_schema.columns"
            + " UNION ALL SELECT * FROM lanin_matview_columns) AS c";

    private MetaQueries() {
    }

    static MetaQuery tables(String catalog, String schemaPattern, String tablePattern, String[] types) {
        String select = "table_catalog AS \"TABLE_CAT\", table_schema AS \"TABLE_SCHEM\", table_name AS \"TABLE_NAME\", "
                + TABLE_TYPE + " AS \"TABLE_TYPE\", obj_description((quote_ident(table_schema) || '.' ||"
                + " quote_ident(table_name))::regclass, 'pg_class') AS \"REMARKS\", "
                + "'' AS \"TYPE_CAT\", '' AS \"TYPE_SCHEM\", '' AS \"TYPE_NAME\", " // pgJDBC's empty strings
                + "'' AS \"SELF_REFERENCING_COL_NAME\", '' AS \"REF_GENERATION\"";
        return MetaQuery.select(select, TABLES_AND_MATVIEWS)
                .where("table_catalog = ?", catalog)
                .where("table_schema LIKE ?", schemaPattern)
                .where("table_name LIKE ?", tablePattern)
                .whereIn("table_type", types == null ? null : schemaTableTypes(types))
                .orderBy("\"TABLE_TYPE\", \"TABLE_CAT\", \"TABLE_SCHEM\", \"TABLE_NAME\"");
    }

    private static List<String> schemaTableTypes(String[] jdbcTypes) {
        List<String> result = new ArrayList<>();
        for (String t : jdbcTypes) {
            result.add("TABLE".equals(t) ? "BASE TABLE" : t);
        }
        return result;
    }

    static MetaQuery columns(String catalog, String schemaPattern, String tablePattern, String columnPattern) {
        String array = "left(udt_name, 1) = '_'";
        String element = "CASE WHEN " + array + " THEN substr(udt_name, 2) ELSE udt_name END";
        String size = "CASE WHEN character_maximum_length IS NOT NULL AND NOT " + array + " THEN character_maximum_length"
                + " WHEN data_type = 'numeric' THEN coalesce(numeric_precision, 0) ELSE "
                + PgJdbcColumnFacts.byName(element, f -> Integer.toString(f.size()), Integer.toString(PgJdbcColumnFacts.UNBOUNDED))
                + " END";
        String octets = "(data_type = 'enum' OR " + PgJdbcColumnFacts.byName("udt_name", f -> f.octets() ? "true" : "false",
                "false") + ")";
        String relation = "(quote_ident(table_schema) || '.' || quote_ident(table_name))::regclass";
        String select = "table_catalog AS \"TABLE_CAT\", table_schema AS \"TABLE_SCHEM\", table_name AS \"TABLE_NAME\", "
                + "column_name AS \"COLUMN_NAME\", "
                + "CASE WHEN " + array + " THEN " + java.sql.Types.ARRAY + " WHEN data_type = 'enum' THEN "
                + java.sql.Types.VARCHAR + " ELSE " + PgJdbcColumnFacts.byName("udt_name", f -> Integer.toString(f.sqlType()),
                        Integer.toString(java.sql.Types.OTHER)) + " END AS \"DATA_TYPE\", "
                + "CASE WHEN column_default LIKE 'nextval(%' THEN CASE udt_name WHEN 'int4' THEN 'serial'"
                + " WHEN 'int8' THEN 'bigserial' WHEN 'int2' THEN 'smallserial' ELSE udt_name END ELSE udt_name END"
                + " AS \"TYPE_NAME\", " + size + " AS \"COLUMN_SIZE\", "
                + INT_NULL + " AS \"BUFFER_LENGTH\", "
                + "CASE WHEN " + array + " THEN 0 WHEN data_type = 'numeric' THEN numeric_scale ELSE "
                + PgJdbcColumnFacts.byName("udt_name", f -> Integer.toString(f.digits()), "0") + " END AS \"DECIMAL_DIGITS\", "
                + "10 AS \"NUM_PREC_RADIX\", "
                + "CASE is_nullable WHEN 'YES' THEN 1 ELSE 0 END AS \"NULLABLE\", "
                + "(SELECT col_description(a.attrelid, a.attnum) FROM pg_catalog.pg_attribute a WHERE a.attrelid = "
                + relation + " AND a.attname = column_name) AS \"REMARKS\", "
                + "coalesce(column_default, generation_expression) AS \"COLUMN_DEF\", "
                + INT_NULL + " AS \"SQL_DATA_TYPE\", " + INT_NULL + " AS \"SQL_DATETIME_SUB\", "
                + "CASE WHEN NOT " + array + " AND " + octets + " THEN " + size + " END AS \"CHAR_OCTET_LENGTH\", "
                + "ordinal_position AS \"ORDINAL_POSITION\", "
                + "is_nullable AS \"IS_NULLABLE\", " + TEXT_NULL + " AS \"SCOPE_CATALOG\", "
                + TEXT_NULL + " AS \"SCOPE_SCHEMA\", " + TEXT_NULL + " AS \"SCOPE_TABLE\", "
                + "CAST(NULL AS smallint) AS \"SOURCE_DATA_TYPE\", "
                + "CASE WHEN column_default LIKE 'nextval(%' OR is_identity = 'YES' THEN 'YES' ELSE 'NO' END"
                + " AS \"IS_AUTOINCREMENT\", "
                + "CASE WHEN is_generated = 'ALWAYS' THEN 'YES' ELSE 'NO' END AS \"IS_GENERATEDCOLUMN\"";
        return MetaQuery.select(select, COLUMNS_AND_MATVIEW_COLUMNS)
                .where("table_catalog = ?", catalog)
                .where("table_schema LIKE ?", schemaPattern)
                .where("table_name LIKE ?", tablePattern)
                .where("column_name LIKE ?", columnPattern)
                .orderBy("\"TABLE_CAT\", \"TABLE_SCHEM\", \"TABLE_NAME\", \"ORDINAL_POSITION\"");
    }

    /**
     * Primary-key columns. Without joins this is two steps: {@link #primaryKeyNames} finds the
     * PRIMARY KEY constraints, then this reads their columns ({@code constraintNames} from step one).
     */
    static MetaQuery primaryKeys(String schema, String table, List<String> constraintNames) {
        String select = "current_database() AS \"TABLE_CAT\", table_schema AS \"TABLE_SCHEM\", table_name AS \"TABLE_NAME\", "
                + "column_name AS \"COLUMN_NAME\", CAST(ordinal_position AS smallint) AS \"KEY_SEQ\", "
                + "constraint_name AS \"PK_NAME\"";
        return MetaQuery.select(select, "information_schema.key_column_usage")
                .where("table_name = ?", table)
                .where("table_schema = ?", schema)
                .whereIn("constraint_name", constraintNames)
                .orderBy("\"COLUMN_NAME\"");
    }

    /** Step one of {@link #primaryKeys}: the PRIMARY KEY constraints (of one table, or all). */
    static MetaQuery primaryKeyNames(String schema, String table) {
        return MetaQuery.select("constraint_name", "information_schema.table_constraints")
                .where("table_name = ?", table)
                .where("table_schema = ?", schema)
                .where("constraint_type = 'PRIMARY KEY'")
                .orderBy("constraint_name");
    }

    static MetaQuery indexInfo(String schema, String table, boolean unique) {
        String select = "current_database() AS \"TABLE_CAT\", table_schema AS \"TABLE_SCHEM\", table_name AS \"TABLE_NAME\", "
                + "NOT is_unique AS \"NON_UNIQUE\", " + TEXT_NULL + " AS \"INDEX_QUALIFIER\", "
                + "index_name AS \"INDEX_NAME\", CAST(3 AS smallint) AS \"TYPE\", "
                + "CAST(ordinal_position AS smallint) AS \"ORDINAL_POSITION\", column_name AS \"COLUMN_NAME\", "
                + "asc_or_desc AS \"ASC_OR_DESC\", CAST(0 AS bigint) AS \"CARDINALITY\", CAST(0 AS bigint) AS \"PAGES\", "
                + "(SELECT pg_get_expr(i.indpred, i.indrelid) FROM pg_catalog.pg_index i WHERE i.indexrelid ="
                + " (quote_ident(table_schema) || '.' || quote_ident(index_name))::regclass) AS \"FILTER_CONDITION\", "
                + TEXT_NULL + " AS \"REMARKS\"";
        MetaQuery.Builder b = MetaQuery.select(select, "lanin_index_columns").where("table_name = ?", table);
        if (unique) {
            b.where("is_unique");
        }
        b.where("table_schema = ?", schema);
        return b.orderBy("\"NON_UNIQUE\", \"TYPE\", \"INDEX_NAME\", \"ORDINAL_POSITION\"");
    }

    /**
     * getImportedKeys / getExportedKeys / getCrossReference over lanin_foreign_keys: {@code fkTable}
     * and {@code pkTable} restrict the referencing and referenced side (null = any).
     */
    static MetaQuery foreignKeys(String pkSchema, String pkTable, String fkSchema, String fkTable, boolean byPk) {
        String select = "current_database() AS \"PKTABLE_CAT\", pk_schema AS \"PKTABLE_SCHEM\", pk_table AS \"PKTABLE_NAME\", "
                + "pk_column AS \"PKCOLUMN_NAME\", current_database() AS \"FKTABLE_CAT\", fk_schema AS \"FKTABLE_SCHEM\", "
                + "fk_table AS \"FKTABLE_NAME\", fk_column AS \"FKCOLUMN_NAME\", CAST(key_seq AS smallint) AS \"KEY_SEQ\", "
                + "CAST(update_rule AS smallint) AS \"UPDATE_RULE\", CAST(delete_rule AS smallint) AS \"DELETE_RULE\", "
                + "fk_name AS \"FK_NAME\", pk_name AS \"PK_NAME\", CAST(7 AS smallint) AS \"DEFERRABILITY\"";
        MetaQuery.Builder b = MetaQuery.select(select, "lanin_foreign_keys").where("pk_table = ?", pkTable)
                .where("fk_table = ?", fkTable).where("pk_schema = ?", pkSchema).where("fk_schema = ?", fkSchema);
        return b.orderBy(byPk ? "\"FKTABLE_NAME\", \"FK_NAME\", \"KEY_SEQ\"" : "\"PKTABLE_NAME\", \"FK_NAME\", \"KEY_SEQ\"");
    }

    /** Schemas that hold at least one table or view (there is no schemata view yet). */
    /** Every schema there is, empty or not (pgJDBC lists pg_catalog and information_schema too). */
    static MetaQuery schemas(String catalog, String schemaPattern) {
        return MetaQuery.select("schema_name AS \"TABLE_SCHEM\", catalog_name AS \"TABLE_CATALOG\"",
                        "information_schema.schemata")
                .where("catalog_name = ?", catalog)
                .where("schema_name LIKE ?", schemaPattern)
                .orderBy("\"TABLE_SCHEM\"");
    }

    /** The database itself, the one catalog a connection sees (as pgJDBC answers). */
    static MetaQuery catalogs() {
        return MetaQuery.select("DISTINCT catalog_name AS \"TABLE_CAT\"", "information_schema.schemata")
                .orderBy("\"TABLE_CAT\"");
    }

    /** pg_proc's functions (all of them in pg_catalog, and the user's), as pgJDBC's getFunctions lists them. */
    static MetaQuery functions(String catalog, String schemaPattern, String namePattern) {
        return MetaQuery.select("current_database() AS \"FUNCTION_CAT\", n.nspname AS \"FUNCTION_SCHEM\","
                        + " p.proname AS \"FUNCTION_NAME\", CAST(NULL AS text) AS \"REMARKS\","
                        + " CAST(1 AS smallint) AS \"FUNCTION_TYPE\","
                        + " p.proname || '_' || CAST(p.oid AS text) AS \"SPECIFIC_NAME\"",
                        "pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace")
                .where("current_database() = ?", catalog)
                .where("n.nspname LIKE ?", schemaPattern)
                .where("p.proname LIKE ?", namePattern)
                .orderBy("\"FUNCTION_SCHEM\", \"FUNCTION_NAME\", \"SPECIFIC_NAME\"");
    }

    /**
     * The user's procedures (prokind 'p'), as pgJDBC 42.x lists them for a PostgreSQL 11 or later
     * server: PROCEDURE_TYPE procedureReturnsResult (2), SPECIFIC_NAME {@code name_oid}.
     */
    static MetaQuery procedures(String catalog, String schemaPattern, String namePattern) {
        return MetaQuery.select("CAST(NULL AS text) AS \"PROCEDURE_CAT\", n.nspname AS \"PROCEDURE_SCHEM\","
                        + " p.proname AS \"PROCEDURE_NAME\", CAST(NULL AS text) AS \"RESERVED1\","
                        + " CAST(NULL AS text) AS \"RESERVED2\", CAST(NULL AS text) AS \"RESERVED3\","
                        + " CAST(NULL AS text) AS \"REMARKS\", CAST(2 AS smallint) AS \"PROCEDURE_TYPE\","
                        + " p.proname || '_' || CAST(p.oid AS text) AS \"SPECIFIC_NAME\"",
                        "pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace")
                .where("p.prokind = 'p'")
                .where("current_database() = ?", catalog)
                .where("n.nspname LIKE ?", schemaPattern)
                .where("p.proname LIKE ?", namePattern)
                .orderBy("\"PROCEDURE_SCHEM\", \"PROCEDURE_NAME\", \"SPECIFIC_NAME\"");
    }

    /** The table types present in the catalog (JDBC names). */
    static MetaQuery tableTypes() {
        return MetaQuery.select("DISTINCT " + TABLE_TYPE + " AS \"TABLE_TYPE\"", TABLES_AND_MATVIEWS)
                .orderBy("\"TABLE_TYPE\"");
    }

    static String quote(String literal) {
        return "'" + literal.replace("'", "''") + "'";
    }
}
