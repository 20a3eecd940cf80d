package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.lanin.jdbc.StreamingSql.open;
import static org.lanin.jdbc.StreamingSql.read;
import static org.lanin.jdbc.StreamingSql.statementStats;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Set-returning functions in the select list stream like any other rows: the ProjectSet node
 * computes each value as the ResultSet asks for it (counted by pg_stat_statements), so a
 * hundred-million-row series costs what is read of it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SetReturningStreamingTest {
    @Test
    void selectListSeriesRowsAreComputedAsTheyAreRead() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("srf")); Statement st = c.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT 1 / (5 - generate_series(1, 10))"); // row 5 divides by zero
            assertThat(read(rs, 4)).isEqualTo(1);
            assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("22012"));
            try (ResultSet big = st.executeQuery("SELECT generate_series(1, 100000000) AS srf_marker, 'x'")) {
                assertThat(read(big, 10)).isEqualTo(10);
            }
            assertThat(statementStats(c, "srf_marker")).containsExactly(10, 1);
        }
    }

    @Test
    void aLimitAboveTheProjectSetStopsIt() throws SQLException {
        try (Connection c = open(StreamingSql.newDatabase("srflimit")); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT generate_series(1, 2000000000) * 2 AS v LIMIT 3")) {
            int n = 0;
            while (rs.next()) {
                n++;
                assertThat(rs.getInt(1)).isEqualTo(2 * n);
            }
            assertThat(n).isEqualTo(3);
        }
    }
}
