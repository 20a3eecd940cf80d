package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * GRANT / REVOKE's warning that privileges are not enforced, and idle_in_transaction_session_timeout:
 * a session left idle inside a transaction is ended (its transaction rolled back, its locks released)
 * and its next use fails with 25P03. Outcomes only: the tests wait for the end, never time it.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class SessionLimitsJdbcTest {
    @Test
    void grantWarnsThatPrivilegesAreNotEnforced() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (a integer)");
            assertThat((Object) st.getWarnings()).isNull();
            st.execute("GRANT SELECT ON t TO PUBLIC");
            SQLWarning w = st.getWarnings();
            assertThat((Object) w).isNotNull();
            assertThat(w.getSQLState()).isEqualTo("01000");
            assertThat(w.getMessage()).contains("not enforced").contains("GRANT");
            st.execute("SELECT 1");
            assertThat((Object) st.getWarnings()).isNull();
            st.execute("REVOKE USAGE ON SCHEMA public FROM PUBLIC; GRANT ALL ON SCHEMA public TO PUBLIC");
            assertThat((Object) st.getWarnings()).isNotNull();
            assertThat((Object) st.getWarnings().getNextWarning()).isNotNull();
            st.clearWarnings();
            assertThat((Object) st.getWarnings()).isNull();
        }
    }

    @Test
    void idleInTransactionSessionIsEndedAndItsLocksReleased() throws Exception {
        try (Connection idle = DriverManager.getConnection("jdbc:lanin:mem:idle15");
             Connection other = DriverManager.getConnection("jdbc:lanin:mem:idle15");
             Statement st = idle.createStatement();
             Statement ot = other.createStatement()) {
            ot.execute("CREATE TABLE t (id integer PRIMARY KEY, v integer)");
            ot.execute("INSERT INTO t VALUES (1, 0)");
            assertThat(value(st, "SHOW idle_in_transaction_session_timeout")).isEqualTo("0");
            st.execute("SET idle_in_transaction_session_timeout = 1");
            st.execute("SELECT 1"); // auto-commit: never idle inside a transaction
            st.execute("SELECT 2");
            idle.setAutoCommit(false);
            st.execute("UPDATE t SET v = 1 WHERE id = 1");
            SQLException e = null;
            while (e == null) { // each SELECT restarts the clock; it runs out while the thread sleeps
                Thread.sleep(5);
                e = catchThrowableOfType(SQLException.class, () -> st.execute("SELECT 1"));
            }
            assertThat(e.getSQLState()).isEqualTo("25P03");
            assertThat(e.getMessage()).contains("terminating connection due to idle-in-transaction timeout");
            assertThat(idle.isClosed()).isTrue();
            ot.execute("UPDATE t SET v = v + 10 WHERE id = 1"); // the row lock is gone with the session
            assertThat(value(ot, "SELECT v FROM t")).isEqualTo("10");
        }
    }

    @Test
    void zeroMeansNoTimeout() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             Statement st = c.createStatement()) {
            st.execute("SET idle_in_transaction_session_timeout = 0");
            st.execute("BEGIN");
            st.execute("SELECT 1");
            Thread.sleep(20);
            assertThat(value(st, "SELECT 2")).isEqualTo("2");
            st.execute("COMMIT");
            assertThat(c.isClosed()).isFalse();
        }
    }

    private static String value(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
