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
 * Temporary views across sessions (what a recorded script cannot show): PostgreSQL's notice
 * "view ... will be a temporary view" arrives as a SQLWarning on the statement; the view is
 * invisible to other sessions and goes when its session closes.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class TempViewJdbcTest {
    @Test
    void aViewOverATempTableIsTheSessionsOwn() throws SQLException {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:tempview15");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:tempview15");
             Statement sa = a.createStatement()) {
            sa.execute("CREATE TEMP TABLE scratch (x integer)");
            sa.execute("INSERT INTO scratch VALUES (7)");
            sa.execute("CREATE VIEW doubled AS SELECT x * 2 AS y FROM scratch");
            SQLWarning w = sa.getWarnings();
            assertThat((Object) w).isNotNull();
            assertThat(w.getMessage()).isEqualTo("view \"doubled\" will be a temporary view");
            sa.execute("CREATE VIEW permanent AS SELECT 1 AS one");
            assertThat((Object) sa.getWarnings()).isNull();
            assertThat(first(a, "SELECT y FROM doubled")).isEqualTo("14");
            try (Statement sb = b.createStatement()) {
                SQLException e = catchThrowableOfType(SQLException.class, () -> sb.execute("SELECT * FROM doubled"));
                assertThat(e.getSQLState()).isEqualTo("42P01");
            }
            a.close();
            assertThat(first(b, "SELECT count(*) FROM pg_views WHERE viewname IN ('doubled', 'permanent')")).isEqualTo("1");
        }
    }

    private static String first(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }
}
