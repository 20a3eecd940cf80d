package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.api.Test;

/**
 * Set-returning calls and text search values through JDBC as pgJDBC users write them:
 * {@code generate_series(?, ?)} with setInt (pgJDBC types the parameters int4), tsvector and
 * tsquery read as strings with their type names and {@code Types.OTHER}.
 */
class SetReturningJdbcTest {
    @Test
    void seriesOverParametersAndTextSearchValues() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:");
             PreparedStatement ps = c.prepareStatement(
                     "SELECT generate_series(?, ?) AS g, to_tsvector('english', ?) AS v, plainto_tsquery(?) AS q")) {
            ps.setInt(1, 2);
            ps.setInt(2, 4);
            ps.setString(3, "Running dogs");
            ps.setString(4, "the dogs");
            try (ResultSet rs = ps.executeQuery()) {
                int n = 0;
                while (rs.next()) {
                    assertThat(rs.getInt("g")).isEqualTo(2 + n++);
                    assertThat(rs.getString("v")).isEqualTo("'dog':2 'run':1");
                    assertThat(rs.getString("q")).isEqualTo("'dog'");
                }
                assertThat(n).isEqualTo(3);
                assertThat(rs.getMetaData().getColumnTypeName(2)).isEqualTo("tsvector");
                assertThat(rs.getMetaData().getColumnType(3)).isEqualTo(Types.OTHER);
            }
        }
    }
}
