package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * 'infinity' and '-infinity' dates and timestamps through JDBC as pgJDBC 42.7 maps them (checked
 * against pgJDBC on PostgreSQL 15): getTimestamp/getDate and getObject give java.sql objects whose
 * milliseconds are PGStatement.DATE_POSITIVE_INFINITY / DATE_NEGATIVE_INFINITY, getObject with a
 * java.time class gives that class's MAX / MIN (OffsetDateTime.MAX with its -18:00 offset), getTime
 * fails with 22007, getString is the word; the same sentinels (and java.time MAX / MIN) passed as
 * parameters mean infinity.
 */
class InfinityJdbcTest {
    /** pgJDBC's PGStatement.DATE_POSITIVE_INFINITY and DATE_NEGATIVE_INFINITY. */
    private static final long POSITIVE = 9223372036825200000L;
    private static final long NEGATIVE = -9223372036832400000L;

    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void readsAsPgJdbcDoes() throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT 'infinity'::date, '-infinity'::date,"
                + " 'infinity'::timestamp, '-infinity'::timestamp, 'infinity'::timestamptz, '-infinity'::timestamptz")) {
            assertThat(rs.next()).isTrue();
            for (int i = 1; i <= 6; i++) {
                boolean positive = i % 2 == 1;
                long millis = positive ? POSITIVE : NEGATIVE;
                assertThat(rs.getString(i)).isEqualTo(positive ? "infinity" : "-infinity");
                assertThat(rs.getTimestamp(i).getTime()).isEqualTo(millis);
                assertThat(rs.getDate(i).getTime()).isEqualTo(millis);
                assertThat(rs.getObject(i, LocalDate.class)).isEqualTo(positive ? LocalDate.MAX : LocalDate.MIN);
                assertThat(rs.getObject(i, LocalDateTime.class)).isEqualTo(positive ? LocalDateTime.MAX : LocalDateTime.MIN);
                assertThat(rs.getObject(i, OffsetDateTime.class)).isEqualTo(positive ? OffsetDateTime.MAX : OffsetDateTime.MIN);
                Object plain = rs.getObject(i);
                assertThat(plain).isInstanceOf(i <= 2 ? Date.class : Timestamp.class);
                assertThat(((java.util.Date) plain).getTime()).isEqualTo(millis);
                final int col = i;
                SQLException e = catchThrowableOfType(SQLException.class, () -> rs.getTime(col));
                assertThat(e.getSQLState()).isEqualTo("22007");
            }
        }
    }

    @Test
    void sentinelParametersMeanInfinity() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT ?::timestamp, ?::date, ?::timestamptz, ?::date, ?::timestamp,"
                + " ?::timestamptz, ?::timestamptz, ?::date")) {
            ps.setTimestamp(1, new Timestamp(POSITIVE));
            ps.setDate(2, new Date(NEGATIVE));
            ps.setTimestamp(3, new Timestamp(NEGATIVE));
            ps.setObject(4, LocalDate.MAX);
            ps.setObject(5, LocalDateTime.MIN);
            ps.setObject(6, OffsetDateTime.MAX);
            ps.setObject(7, new Timestamp(POSITIVE));
            ps.setObject(8, LocalDate.MIN);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                StringBuilder sb = new StringBuilder();
                for (int i = 1; i <= 8; i++) {
                    sb.append(rs.getString(i)).append(' ');
                }
                assertThat(sb.toString().strip())
                        .isEqualTo("infinity -infinity -infinity infinity -infinity infinity infinity -infinity");
            }
        }
    }

    @Test
    void storedAndComparedThroughParameters() throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id int, at timestamptz)");
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
            ps.setInt(1, 1);
            ps.setTimestamp(2, new Timestamp(POSITIVE));
            ps.executeUpdate();
            ps.setInt(1, 2);
            ps.setObject(2, OffsetDateTime.parse("2020-01-01T00:00Z"));
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE at > ? ORDER BY id")) {
            ps.setObject(1, OffsetDateTime.parse("2021-01-01T00:00Z"));
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(1);
                assertThat(rs.next()).isFalse();
            }
        }
    }
}
