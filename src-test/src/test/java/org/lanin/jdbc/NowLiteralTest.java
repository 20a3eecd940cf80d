package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;

/**
 * 'now' in a literal is the transaction's start (types/now_transaction.sql compares with PostgreSQL):
 * what the plan cache and prepared statements must not freeze. Each transaction reads its own start,
 * so a literal planned once gives a later value in a later transaction.
 */
class NowLiteralTest {
    private static OffsetDateTime stamp(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getObject(1, OffsetDateTime.class);
        }
    }

    @Test
    void aCachedOrPreparedNowLiteralFollowsEachTransaction() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement();
             PreparedStatement ps = c.prepareStatement("SELECT 'now'::timestamptz, 'now'::timestamptz = now()")) {
            OffsetDateTime first = stamp(st, "SELECT 'now'::timestamptz");
            Thread.sleep(5);
            OffsetDateTime second = stamp(st, "SELECT 'now'::timestamptz");
            assertThat(second).isAfter(first);
            OffsetDateTime viaPrepared;
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                viaPrepared = rs.getObject(1, OffsetDateTime.class);
                assertThat(rs.getBoolean(2)).isTrue();
            }
            Thread.sleep(5);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(rs.getObject(1, OffsetDateTime.class)).isAfter(viaPrepared);
                assertThat(rs.getBoolean(2)).isTrue();
            }
        }
    }
}
