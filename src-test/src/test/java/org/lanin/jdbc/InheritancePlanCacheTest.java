package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * A statement prepared on an inheritance parent (its plan cached) sees a child created or dropped
 * after it was planned: creating or dropping a child gives the parent a new catalog version, so
 * the plans that read it re-plan. Also the other session's view, through the shared plan cache.
 */
class InheritancePlanCacheTest {
    @Test
    void plansOfTheParentFollowItsChildren() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:inhcache");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:inhcache");
             Statement sa = a.createStatement()) {
            sa.execute("CREATE TABLE p (id int)");
            sa.execute("INSERT INTO p VALUES (1)");
            try (PreparedStatement count = a.prepareStatement("SELECT count(*) FROM p");
                 PreparedStatement update = a.prepareStatement("UPDATE p SET id = id + 10")) {
                assertThat(scalar(count)).isEqualTo(1);
                try (Statement sb = b.createStatement()) {
                    sb.execute("CREATE TABLE c (extra text) INHERITS (p)");
                    sb.execute("INSERT INTO c VALUES (2, 'x')");
                }
                assertThat(scalar(count)).isEqualTo(2);
                assertThat(update.executeUpdate()).isEqualTo(2);
                sa.execute("DROP TABLE c");
                assertThat(scalar(count)).isEqualTo(1);
                assertThat(update.executeUpdate()).isEqualTo(1);
            }
        }
    }

    private static long scalar(PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
