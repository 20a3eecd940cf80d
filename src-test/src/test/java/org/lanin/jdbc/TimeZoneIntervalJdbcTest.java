package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * timestamptz and interval through JDBC. A timestamptz is an instant: getTimestamp and
 * getObject(OffsetDateTime) give the same instant whatever the session's TimeZone, which only
 * changes the text (getString), as with pgJDBC. Lanin's session starts in UTC (or the URL's
 * {@code timezone}); pgJDBC instead sends the JVM's zone on connect. Intervals read as their
 * PostgreSQL text (pgJDBC: a PGInterval whose toString is that text).
 */
class TimeZoneIntervalJdbcTest {
    private static final Instant NOON = Instant.parse("2024-07-01T12:00:00Z");

    @Test
    void timestamptzIsAnInstantWhateverTheSessionZone() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:;timezone=Europe/Berlin");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE ev (id int PRIMARY KEY, at timestamptz)");
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO ev VALUES (?, ?)")) {
                ps.setInt(1, 1);
                ps.setObject(2, OffsetDateTime.ofInstant(NOON, ZoneOffset.ofHours(5)));
                ps.executeUpdate();
                ps.setInt(1, 2);
                ps.setTimestamp(2, Timestamp.from(NOON));
                ps.executeUpdate();
            }
            st.execute("INSERT INTO ev VALUES (3, '2024-07-01 14:00')"); // Berlin summer time: 12:00 UTC
            for (String zone : new String[] {"Europe/Berlin", "America/New_York", "UTC"}) {
                st.execute("SET TIME ZONE '" + zone + "'");
                try (ResultSet rs = st.executeQuery("SELECT id, at FROM ev ORDER BY id")) {
                    while (rs.next()) {
                        assertThat(rs.getObject(2, OffsetDateTime.class).toInstant()).as(zone).isEqualTo(NOON);
                        assertThat(rs.getTimestamp(2).toInstant()).as(zone).isEqualTo(NOON);
                    }
                }
            }
            st.execute("SET TIME ZONE 'Asia/Kolkata'");
            try (ResultSet rs = st.executeQuery("SELECT at, at::text, at::date FROM ev WHERE id = 1")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("2024-07-01 17:30:00+05:30");
                assertThat(rs.getString(2)).isEqualTo("2024-07-01 17:30:00+05:30");
                assertThat(rs.getString(3)).isEqualTo("2024-07-01");
            }
        }
    }

    @Test
    void theUrlSetsTheSessionZoneAndShowReportsIt() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:;timezone=America/Los_Angeles");
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SHOW TimeZone")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("America/Los_Angeles");
        }
    }

    @Test
    void intervalsReadAsPostgresText() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE iv (id int PRIMARY KEY, d interval)");
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO iv VALUES (?, ?::interval)")) {
                ps.setInt(1, 1);
                ps.setString(2, "P1Y2M3DT4H5M6S");
                ps.executeUpdate();
                ps.setInt(1, 2);
                ps.setString(2, "-1 day +02:00");
                ps.executeUpdate();
            }
            try (ResultSet rs = st.executeQuery("SELECT d FROM iv ORDER BY d")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("-1 days +02:00:00");
                assertThat(rs.getObject(1)).isEqualTo("-1 days +02:00:00");
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("1 year 2 mons 3 days 04:05:06");
                assertThat(rs.getMetaData().getColumnTypeName(1)).isEqualTo("interval");
            }
        }
    }
}
