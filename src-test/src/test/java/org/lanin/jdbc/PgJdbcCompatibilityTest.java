package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * What code written for pgJDBC and PostgreSQL 15 meets on a Lanin connection (issue 16): pgJDBC's
 * connection properties, prepareCall, DatabaseMetaData on an empty database, the server's
 * identity, SET ROLE / client_min_messages and advisory locks across sessions.
 */
class PgJdbcCompatibilityTest {

    @Test
    void pgJdbcPropertiesAreHonouredOrIgnoredWithAWarning() throws SQLException {
        Properties p = new Properties();
        p.setProperty("ApplicationName", "billing");
        p.setProperty("currentSchema", "public");
        p.setProperty("sslmode", "disable");
        p.setProperty("loginTimeout", "10");
        p.setProperty("socketTimeout", "30");
        p.setProperty("prepareThreshold", "5");
        p.setProperty("stringtype", "unspecified");
        p.setProperty("options", "-c statement_timeout=5000");
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:", p)) {
            assertThat(scalar(c, "SHOW application_name")).isEqualTo("billing");
            assertThat(scalar(c, "SHOW search_path")).isEqualTo("public");
            assertThat(scalar(c, "SHOW statement_timeout")).isNotEqualTo("0"); // set from options=-c ...
            List<String> ignored = new ArrayList<>();
            for (SQLWarning w = c.getWarnings(); w != null; w = w.getNextWarning()) {
                ignored.add(w.getMessage().replaceAll("connection property (\\w+)=.*", "$1"));
            }
            assertThat(ignored).containsExactlyInAnyOrder("sslmode", "logintimeout", "sockettimeout", "preparethreshold",
                    "stringtype");
            c.clearWarnings();
            assertThat((Object) c.getWarnings()).isNull();
        }
        assertThatThrownBy(() -> DriverManager.getConnection("jdbc:lanin:mem:;no_such_thing=1"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42704"));
    }

    @Test
    void prepareCallRunsPlainSqlAndCallEscapes() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            try (CallableStatement cs = c.prepareCall("select current_schema()"); ResultSet rs = cs.executeQuery()) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("public");
            }
            try (CallableStatement cs = c.prepareCall("{? = call upper(?)}")) {
                cs.registerOutParameter(1, Types.VARCHAR);
                cs.setString(2, "lanin");
                cs.execute();
                assertThat(cs.getString(1)).isEqualTo("LANIN");
                assertThat(cs.wasNull()).isFalse();
            }
            try (CallableStatement cs = c.prepareCall("{call pg_advisory_lock(?)}")) {
                cs.setLong(1, 7);
                assertThat(cs.execute()).isTrue();
                assertThatThrownBy(() -> cs.getString(1)).isInstanceOf(SQLException.class);
            }
            assertThatThrownBy(() -> c.prepareCall("{call broken("))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42601"));
        }
    }

    /** pgJDBC 42.x lists materialized views as "MATERIALIZED VIEW", procedures (prokind 'p') in getProcedures. */
    @Test
    void metaDataListsMaterializedViewsAndUserRoutines() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            try (java.sql.Statement st = c.createStatement()) {
                st.execute("CREATE TABLE t (id int PRIMARY KEY)");
                st.execute("CREATE MATERIALIZED VIEW mv AS SELECT id FROM t");
                st.execute("CREATE VIEW v AS SELECT id FROM t");
                st.execute("CREATE FUNCTION twice(x int) RETURNS int LANGUAGE sql AS $$ SELECT 2 * x $$");
                st.execute("CREATE PROCEDURE reset() LANGUAGE sql AS $$ DELETE FROM t $$");
            }
            DatabaseMetaData md = c.getMetaData();
            // with no type filter pgJDBC lists the indexes too (DatabaseMetaDataRecordedTest has its recorded answer)
            assertThat(column(md.getTables(null, "public", "%", null), 3)).containsExactly("t_pkey", "mv", "t", "v");
            assertThat(column(md.getTables(null, "public", "%", null), 4))
                    .containsExactly("INDEX", "MATERIALIZED VIEW", "TABLE", "VIEW");
            assertThat(column(md.getTables(null, null, "%", new String[] {"MATERIALIZED VIEW"}), 3)).containsExactly("mv");
            assertThat(column(md.getTableTypes(), 1)).contains("MATERIALIZED VIEW");
            assertThat(column(md.getFunctions(null, "public", "%"), 3)).contains("twice");
            assertThat(column(md.getProcedures(null, "public", "%"), 3)).containsExactly("reset");
            assertThat(column(md.getProcedures(null, "public", "%"), 8)).containsExactly("2");
        }
    }

    @Test
    void metaDataOfAnEmptyDatabase() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:meta16")) {
            DatabaseMetaData md = c.getMetaData();
            assertThat(column(md.getSchemas(), 1)).containsExactly("information_schema", "pg_catalog", "public");
            assertThat(column(md.getCatalogs(), 1)).containsExactly("meta16");
            assertThat(column(md.getFunctions(null, "pg_catalog", "lower"), 3)).containsExactly("lower");
            assertThat(column(md.getProcedures(null, null, "%"), 3)).isEmpty();
            assertThat(column(md.getClientInfoProperties(), 1)).containsExactly("ApplicationName");
            assertThat(md.getDatabaseProductName()).isEqualTo("Lanin");
            assertThat(md.getDatabaseMajorVersion()).isEqualTo(15);
            assertThat(scalar(c, "SELECT version()")).startsWith("PostgreSQL 15.0 (Lanin ");
            assertThat(scalar(c, "SHOW server_version_num")).isEqualTo("150000");
            assertThat(scalar(c, "SELECT current_database()")).isEqualTo("meta16");
        }
    }

    @Test
    void setRoleAndClientMinMessages() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            try (Statement st = c.createStatement()) {
                st.execute("SET ROLE 'lanin'");
                st.execute("RESET ROLE");
                st.execute("SET SESSION AUTHORIZATION DEFAULT");
                st.execute("set client_min_messages = WARNING");
                assertThatThrownBy(() -> st.execute("SET ROLE nobody"))
                        .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("22023"));
            }
            assertThat(scalar(c, "SHOW client_min_messages")).isEqualToIgnoringCase("warning");
        }
    }

    @Test
    void advisoryLocksAcrossSessions() throws SQLException {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:adv16");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:adv16")) {
            assertThat(scalar(a, "SELECT pg_try_advisory_lock(42)")).isEqualTo("t");
            assertThat(scalar(b, "SELECT pg_try_advisory_lock(42)")).isEqualTo("f");
            assertThat(scalar(b, "SELECT pg_try_advisory_lock_shared(42)")).isEqualTo("f");
            assertThat(scalar(a, "SELECT pg_advisory_unlock(42)")).isEqualTo("t");
            assertThat(scalar(b, "SELECT pg_try_advisory_lock(42)")).isEqualTo("t");
            b.setAutoCommit(false);
            assertThat(scalar(b, "SELECT pg_try_advisory_xact_lock(1, 2)")).isEqualTo("t");
            assertThat(scalar(a, "SELECT pg_try_advisory_xact_lock(1, 2)")).isEqualTo("f");
            b.commit();
            assertThat(scalar(a, "SELECT pg_try_advisory_xact_lock(1, 2)")).as("released at commit").isEqualTo("t");
            assertThat(scalar(a, "SELECT pg_try_advisory_lock(42)")).as("b's session lock outlives its commit")
                    .isEqualTo("f");
            b.close();
            assertThat(scalar(a, "SELECT pg_try_advisory_lock(42)")).as("released when b closed").isEqualTo("t");
        }
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static List<String> column(ResultSet rs, int index) throws SQLException {
        List<String> out = new ArrayList<>();
        try (rs) {
            while (rs.next()) {
                out.add(rs.getString(index));
            }
        }
        return out;
    }
}
