package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Temporary tables across sessions (what one recorded script cannot show): invisible to other
 * sessions, one per session under the same name, the same statement text reaching each session's
 * own table (plan cache), dropped when the session closes, ON COMMIT DROP with JDBC's commit().
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class TempTableJdbcTest {
    @Test
    void eachSessionHasItsOwnAndTheyEndWithIt() throws SQLException {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:temp15");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:temp15");
             Statement sa = a.createStatement();
             Statement sb = b.createStatement()) {
            sa.execute("CREATE TABLE item (note text)");
            sa.execute("INSERT INTO item VALUES ('permanent')");
            sa.execute("CREATE TEMP TABLE item (note text)");
            sa.execute("INSERT INTO item VALUES ('a')");
            sa.execute("CREATE TEMP TABLE only_a (x integer)");
            SQLException e = catchThrowableOfType(SQLException.class, () -> sb.execute("SELECT * FROM only_a"));
            assertThat(e.getSQLState()).isEqualTo("42P01");
            for (int i = 0; i < 3; i++) { // the same text, planned once per session's path
                assertThat(first(a, "SELECT note FROM item")).isEqualTo("a");
                assertThat(first(b, "SELECT note FROM item")).isEqualTo("permanent");
            }
            sb.execute("CREATE TEMP TABLE only_a (x integer)"); // b's own, no clash
            sb.execute("INSERT INTO only_a VALUES (2)");
            assertThat(first(b, "SELECT count(*) FROM pg_tables WHERE schemaname LIKE 'pg_temp%'")).isEqualTo("3");
            a.close();
            assertThat(first(b, "SELECT count(*) FROM pg_tables WHERE schemaname LIKE 'pg_temp%'")).isEqualTo("1");
            assertThat(first(b, "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'pg_temp%'")).isEqualTo("1");
            assertThat(first(b, "SELECT note FROM item")).isEqualTo("permanent");
        }
    }

    @Test
    void onCommitDropWithJdbcCommit() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             Statement st = c.createStatement()) {
            c.setAutoCommit(false);
            st.execute("CREATE TEMP TABLE gone (a integer) ON COMMIT DROP");
            st.execute("CREATE TEMP TABLE emptied (a integer) ON COMMIT DELETE ROWS");
            st.execute("INSERT INTO emptied VALUES (1)");
            assertThat(first(c, "SELECT count(*) FROM emptied")).isEqualTo("1");
            c.commit();
            SQLException e = catchThrowableOfType(SQLException.class, () -> st.execute("SELECT * FROM gone"));
            assertThat(e.getSQLState()).isEqualTo("42P01");
            c.rollback();
            assertThat(first(c, "SELECT count(*) FROM emptied")).isEqualTo("0");
            c.commit();
        }
    }

    private static String first(Connection c, String sql) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getString(1);
        }
    }
}
