package org.lanin.routines;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Rewrite rules across sessions and cached plans: a rule made in an open transaction is seen by its
 * own session only until COMMIT (as PostgreSQL's pg_rewrite row), and a statement prepared before a
 * rule was made or dropped is planned again and follows it.
 */
class RuleSessionsTest {
    @Test
    void aRuleIsSeenByOthersOnceCommittedAndPreparedStatementsFollowIt() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:rulesessions");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:rulesessions");
             Statement sa = a.createStatement(); Statement sb = b.createStatement()) {
            sa.execute("CREATE TABLE t (n int)");
            sa.execute("CREATE TABLE big (n int)");
            try (PreparedStatement insert = b.prepareStatement("INSERT INTO t VALUES (?)")) {
                insert.setInt(1, 1);
                assertThat(insert.executeUpdate()).isEqualTo(1);
                a.setAutoCommit(false);
                sa.execute("CREATE RULE t_big AS ON INSERT TO t WHERE new.n > 10 DO INSTEAD INSERT INTO big VALUES (new.n)");
                assertThat(sa.executeUpdate("INSERT INTO t VALUES (20)")).isZero(); // its own session routes already
                insert.setInt(1, 21);
                assertThat(insert.executeUpdate()).isEqualTo(1); // the other does not see the rule yet
                a.commit();
                insert.setInt(1, 22);
                assertThat(insert.executeUpdate()).isZero(); // the prepared statement is planned again: routed
                insert.setInt(1, 2);
                assertThat(insert.executeUpdate()).isEqualTo(1);
                a.setAutoCommit(true);
                sa.execute("DROP RULE t_big ON t");
                insert.setInt(1, 23);
                assertThat(insert.executeUpdate()).isEqualTo(1);
            }
            assertThat(ints(sb, "SELECT n FROM t ORDER BY n")).isEqualTo("1,2,21,23");
            assertThat(ints(sb, "SELECT n FROM big ORDER BY n")).isEqualTo("20,22");
        }
    }

    private static String ints(Statement s, String sql) throws Exception {
        StringBuilder b = new StringBuilder();
        try (ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                b.append(b.length() == 0 ? "" : ",").append(rs.getInt(1));
            }
        }
        return b.toString();
    }
}
