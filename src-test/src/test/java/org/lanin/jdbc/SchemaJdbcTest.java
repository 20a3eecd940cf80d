package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Schemas through JDBC: DatabaseMetaData per schema (getSchemas, getTables, getColumns,
 * getPrimaryKeys, getIndexInfo, getImportedKeys/getExportedKeys with schema arguments),
 * Connection.setSchema/getSchema and pgJDBC's currentSchema connection property, and
 * ResultSetMetaData's schema and table names.
 */
class SchemaJdbcTest {
    private static Connection db(String name) throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:lanin:mem:" + name);
        try (Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA IF NOT EXISTS app");
            st.execute("CREATE TABLE IF NOT EXISTS app.t (id int PRIMARY KEY, v text)");
            st.execute("CREATE TABLE IF NOT EXISTS t (id int PRIMARY KEY, w int)");
            st.execute("CREATE TABLE IF NOT EXISTS app.child (id int, t_id int REFERENCES t (id))");
            st.execute("CREATE INDEX IF NOT EXISTS t_v ON app.t (v)");
        }
        return c;
    }

    private static List<String> column(ResultSet rs, String... labels) throws SQLException {
        List<String> out = new ArrayList<>();
        try (rs) {
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (String l : labels) {
                    b.append(b.length() == 0 ? "" : "|").append(rs.getString(l));
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    @Test
    void metadataPerSchema() throws SQLException {
        try (Connection c = db("schemameta")) {
            DatabaseMetaData md = c.getMetaData();
            assertThat(column(md.getSchemas(), "TABLE_SCHEM")).contains("app", "public");
            assertThat(column(md.getSchemas(null, "ap%"), "TABLE_SCHEM")).containsExactly("app");
            assertThat(column(md.getTables(null, "app", "%", new String[] {"TABLE"}), "TABLE_SCHEM", "TABLE_NAME"))
                    .containsExactly("app|child", "app|t");
            assertThat(column(md.getTables(null, null, "t", null), "TABLE_SCHEM")).containsExactly("app", "public");
            assertThat(column(md.getColumns(null, "app", "t", "%"), "COLUMN_NAME")).containsExactly("id", "v");
            assertThat(column(md.getColumns(null, "public", "t", "%"), "COLUMN_NAME")).containsExactly("id", "w");
            assertThat(column(md.getPrimaryKeys(null, "app", "t"), "TABLE_SCHEM", "COLUMN_NAME", "PK_NAME"))
                    .containsExactly("app|id|t_pkey");
            assertThat(column(md.getIndexInfo(null, "app", "t", false, false), "TABLE_SCHEM", "INDEX_NAME"))
                    .containsExactly("app|t_pkey", "app|t_v");
            assertThat(column(md.getIndexInfo(null, "public", "t", false, false), "INDEX_NAME")).containsExactly("t_pkey");
            assertThat(column(md.getImportedKeys(null, "app", "child"), "PKTABLE_SCHEM", "PKTABLE_NAME", "FKTABLE_SCHEM",
                    "FKTABLE_NAME", "FK_NAME")).containsExactly("public|t|app|child|child_t_id_fkey");
            assertThat(column(md.getExportedKeys(null, "public", "t"), "FKTABLE_SCHEM")).containsExactly("app");
            assertThat(column(md.getExportedKeys(null, "app", "t"), "FKTABLE_SCHEM")).isEmpty();
        }
    }

    @Test
    void setSchemaGetSchemaAndCurrentSchemaProperty() throws SQLException {
        try (Connection c = db("schemaset")) {
            assertThat(c.getSchema()).isEqualTo("public");
            c.setSchema("app");
            assertThat(c.getSchema()).isEqualTo("app");
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM t")) {
                assertThat(rs.getMetaData().getColumnName(2)).isEqualTo("v");
                assertThat(rs.getMetaData().getSchemaName(2)).isEqualTo("app");
                assertThat(rs.getMetaData().getTableName(2)).isEqualTo("t");
            }
            c.setSchema("nosuch"); // as PostgreSQL: a missing schema is skipped, not an error
            assertThat(c.getSchema()).isNull();
            // a second connection to the same database (open while the first keeps it alive)
            try (Connection d = DriverManager.getConnection("jdbc:lanin:mem:schemaset;currentSchema=app,public")) {
                assertThat(d.getSchema()).isEqualTo("app");
                try (Statement st = d.createStatement(); ResultSet rs = st.executeQuery("SHOW search_path")) {
                    rs.next();
                    assertThat(rs.getString(1)).isEqualTo("app, public");
                }
            }
        }
    }
}
