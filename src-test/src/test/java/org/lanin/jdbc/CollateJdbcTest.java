package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * A COLLATE naming a collation other than code point order fails with 0A000 naming it (PostgreSQL
 * answers by what its installation has). What PostgreSQL answers for "C" and its kin is in
 * ddl/collate_c.sql.
 */
class CollateJdbcTest {

    @Test
    void aCollationOtherThanCodePointOrderIsNotSupported() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:collate_other");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (g text)");
            for (String sql : new String[] {"SELECT g FROM t ORDER BY g COLLATE \"en_US\"",
                    "SELECT g COLLATE \"und-x-icu\" FROM t", "SELECT 1 FROM t WHERE g = 'a' COLLATE public.\"C\""}) {
                assertThatThrownBy(() -> st.execute(sql)).as(sql)
                        .isInstanceOfSatisfying(SQLFeatureNotSupportedException.class, e -> {
                            assertThat(e.getSQLState()).isEqualTo("0A000");
                            assertThat(e.getMessage()).contains("COLLATE \"");
                        });
            }
        }
    }
}
