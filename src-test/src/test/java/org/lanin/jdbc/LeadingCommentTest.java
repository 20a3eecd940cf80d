package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * A comment before a statement's first word (what migration tools and hand-written scripts send:
 * "-- create the table" above it) does not change what the statement is: transaction control,
 * SET / SHOW, EXPLAIN, VACUUM and DDL behave as without it, nested block comments included; a
 * failed transaction block still takes a commented ROLLBACK. Found by PostgreSQL's regression files
 * ({@code /* commuted *}{@code / explain ...} was a syntax error).
 */
class LeadingCommentTest {
    @Test
    void commentsBeforeTheFirstWordAreSkipped() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement s = c.createStatement()) {
            s.execute("-- the table\nCREATE TABLE t (a int PRIMARY KEY)");
            s.execute("/* a /* nested */ comment */ BEGIN");
            s.execute("/* c */ INSERT INTO t VALUES (1)");
            s.execute("-- one\n-- two\n/* three */ SET LOCAL work_mem = '8MB'");
            assertThat(one(s, "/* c */ SHOW work_mem")).isEqualTo("8MB");
            s.execute("/* c */ COMMIT");
            assertThat(one(s, "SHOW work_mem")).isEqualTo("4MB");
            assertThat(one(s, "/* commuted */ EXPLAIN (COSTS OFF) SELECT * FROM t WHERE 1 = a"))
                    .startsWith("Index Only Scan using t_pkey on t");
            s.execute("/* c */ VACUUM t");
            s.execute("BEGIN");
            assertThatThrownBy(() -> s.execute("SELECT 1 / 0")).isInstanceOf(SQLException.class);
            s.execute("/* give up */ ROLLBACK");
            assertThat(one(s, "SELECT count(*) FROM t")).isEqualTo("1");
            assertThatThrownBy(() -> s.execute("/* unterminated BEGIN")).isInstanceOf(SQLException.class)
                    .extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("42601");
        }
    }

    private static String one(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
