package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The NOTICE channel as pgJDBC gives it: RAISE NOTICE / WARNING / INFO in PL/pgSQL become
 * SQLWarnings on the Statement that ran them (message text and SQLSTATE as PostgreSQL sends them,
 * in order), filtered by client_min_messages, cleared by the next execution, kept when the
 * statement then fails. Message texts are checked against PostgreSQL 15 by the recorded script
 * routines/plpgsql_dynamic.sql; this covers the JDBC side. Also: a multi-statement string keeps a
 * BEGIN ATOMIC body whole.
 */
class NoticeChannelTest {
    private Connection c;
    private Statement st;

    @BeforeEach
    void open() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        st = c.createStatement();
        st.execute("""
                CREATE FUNCTION talk(x integer) RETURNS integer LANGUAGE plpgsql AS $$
                BEGIN
                    RAISE NOTICE 'notice %', x;
                    RAISE WARNING 'warning %', x;
                    RAISE INFO 'info %', x;
                    IF x < 0 THEN
                        RAISE EXCEPTION 'negative';
                    END IF;
                    RETURN x;
                END $$""");
    }

    @AfterEach
    void close() throws SQLException {
        c.close();
    }

    private static List<String> texts(SQLWarning w) {
        List<String> out = new ArrayList<>();
        for (; w != null; w = w.getNextWarning()) {
            out.add(((LaninNotice) w).getSeverity() + " " + w.getSQLState() + " " + w.getMessage());
        }
        return out;
    }

    @Test
    void noticesArriveInOrderOnTheStatement() throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT talk(1)")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(1);
        }
        assertThat(texts(st.getWarnings())).containsExactly("NOTICE 00000 notice 1", "WARNING 01000 warning 1", "INFO 00000 info 1");
        st.execute("SELECT 1");
        assertThat((Object) st.getWarnings()).isNull();
    }

    @Test
    void clientMinMessagesFilters() throws SQLException {
        st.execute("SET client_min_messages = warning");
        st.execute("SELECT talk(2)");
        assertThat(texts(st.getWarnings())).containsExactly("WARNING 01000 warning 2", "INFO 00000 info 2");
        st.execute("SET client_min_messages = error");
        st.execute("SELECT talk(3)");
        assertThat(texts(st.getWarnings())).containsExactly("INFO 00000 info 3");
    }

    @Test
    void noticesBeforeAnErrorStayWithTheFailedStatement() throws SQLException {
        assertThatThrownBy(() -> st.execute("SELECT talk(-1)")).isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("P0001"));
        assertThat(texts(st.getWarnings())).hasSize(3);
        try (Statement other = c.createStatement()) {
            other.execute("SELECT 1");
            assertThat((Object) other.getWarnings()).isNull(); // nothing leaked to the next statement
        }
    }

    @Test
    void preparedStatementsAndDoBlocksGetThemToo() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT talk(?)")) {
            ps.setInt(1, 7);
            ps.executeQuery().close();
            assertThat(texts(ps.getWarnings())).first().isEqualTo("NOTICE 00000 notice 7");
        }
        st.execute("DO $$ BEGIN RAISE NOTICE 'from DO %', 1 + 1; END $$");
        assertThat(texts(st.getWarnings())).containsExactly("NOTICE 00000 from DO 2");
    }

    @Test
    void multiStatementStringKeepsBeginAtomicWhole() throws SQLException {
        st.execute("CREATE TABLE t (v integer); "
                + "CREATE PROCEDURE two() BEGIN ATOMIC INSERT INTO t VALUES (1); INSERT INTO t VALUES (2); END; "
                + "CALL two(); CALL two()");
        try (ResultSet rs = st.executeQuery("SELECT count(*), sum(v) FROM t")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(4);
            assertThat(rs.getInt(2)).isEqualTo(6);
        }
    }
}
