package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * What a connection pool sends to hand a session to its next borrower, and the statements about
 * session objects Lanin does not have (PREPARE TRANSACTION, LISTEN): the outcomes PostgreSQL
 * gives are in ddl/discard.sql; these are the ones it cannot record (it supports the features).
 * SQL-level PREPARE / EXECUTE is recorded in ddl/prepare_execute.sql; its JDBC side is here.
 */
class SessionResetJdbcTest {

    @Test
    void statementsThatMakeAnUnsupportedSessionObjectFailWith0A000NamingIt() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:session_reset_unsupported");
             Statement st = c.createStatement()) {
            assertUnsupported(st, "PREPARE TRANSACTION 'gx'", "PREPARE TRANSACTION");
            assertUnsupported(st, "LISTEN channel", "LISTEN/NOTIFY");
            assertUnsupported(st, "NOTIFY channel, 'payload'", "LISTEN/NOTIFY");
            // the session is still usable, and no transaction was left open
            assertThat(c.getAutoCommit()).isTrue();
            try (ResultSet rs = st.executeQuery("SELECT 1")) {
                assertThat(rs.next()).isTrue();
            }
        }
    }

    @Test
    void anExecuteTakesJdbcParametersAsItsArguments() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:session_reset_execute");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
            st.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
            st.execute("PREPARE q (int) AS SELECT v FROM t WHERE id = $1");
            try (java.sql.PreparedStatement ps = c.prepareStatement("EXECUTE q(?)")) {
                assertThat(ps.getParameterMetaData().getParameterCount()).isEqualTo(1);
                for (int id = 1; id <= 2; id++) {
                    ps.setInt(1, id);
                    try (ResultSet rs = ps.executeQuery()) {
                        assertThat(rs.next()).isTrue();
                        assertThat(rs.getString(1)).isEqualTo(id == 1 ? "a" : "b");
                    }
                }
            }
            st.execute("DEALLOCATE q");
            assertThatThrownBy(() -> st.execute("EXECUTE q(1)")).isInstanceOf(SQLException.class)
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("26000");
        }
    }

    @Test
    void discardAllGivesTheCommandTagAndAPlainDiscardIsASyntaxError() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:session_reset_tags");
             Statement st = c.createStatement()) {
            assertThat(st.execute("DISCARD ALL")).isFalse();
            assertThat(st.getUpdateCount()).isZero();
            assertThatThrownBy(() -> st.execute("DISCARD"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42601"));
            assertThatThrownBy(() -> st.execute("DISCARD EVERYTHING"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42601"));
        }
    }

    @Test
    void lastvalFollowsAnInsertIntoASerialColumn() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:session_reset_lastval");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE item (id serial PRIMARY KEY, name text)");
            st.execute("INSERT INTO item (name) VALUES ('a'), ('b')");
            try (ResultSet rs = st.executeQuery("SELECT lastval()")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getLong(1)).isEqualTo(2);
                assertThat(rs.getMetaData().getColumnTypeName(1)).isEqualTo("int8");
            }
        }
    }

    private static void assertUnsupported(Statement st, String sql, String named) {
        assertThatThrownBy(() -> st.execute(sql))
                .isInstanceOfSatisfying(SQLFeatureNotSupportedException.class, e -> {
                    assertThat(e.getSQLState()).isEqualTo("0A000");
                    assertThat(e.getMessage()).contains(named);
                });
    }
}
