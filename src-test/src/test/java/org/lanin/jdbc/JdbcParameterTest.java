package org.lanin.jdbc;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Every setX round-trips through INSERT and SELECT; ResultSet getters and conversions. */
class JdbcParameterTest {
    private static final String TABLE = "CREATE TABLE p (id integer PRIMARY KEY, i2 smallint, i4 integer, i8 bigint,"
            + " n numeric(12,3), r real, d double precision, b boolean, t text, by bytea, dt date, tm time,"
            + " ts timestamp, tstz timestamptz, u uuid)";
    private Connection conn;

    @BeforeEach
    void open() throws SQLException {
        conn = DriverManager.getConnection("jdbc:lanin:mem:");
        try (Statement st = conn.createStatement()) {
            st.execute(TABLE);
        }
    }

    @AfterEach
    void close() throws SQLException {
        if (conn != null) {
            conn.close();
        }
    }

    private ResultSet row(int id) throws SQLException {
        PreparedStatement ps = conn.prepareStatement("SELECT * FROM p WHERE id = ?");
        ps.closeOnCompletion();
        ps.setInt(1, id);
        ResultSet rs = ps.executeQuery();
        assertThat(rs.next()).isTrue();
        return rs;
    }

    @Test
    void typedSettersRoundTrip() throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("INSERT INTO p VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
            ps.setInt(1, 1);
            ps.setShort(2, (short) -7);
            ps.setInt(3, Integer.MAX_VALUE);
            ps.setLong(4, Long.MIN_VALUE);
            ps.setBigDecimal(5, new BigDecimal("123456789.125"));
            ps.setFloat(6, 1.5f);
            ps.setDouble(7, 0.1);
            ps.setBoolean(8, true);
            ps.setString(9, "héllo");
            ps.setBytes(10, new byte[] {0, 1, (byte) 0xff});
            ps.setDate(11, Date.valueOf("2024-02-29"));
            ps.setTime(12, Time.valueOf("13:45:30"));
            ps.setTimestamp(13, Timestamp.valueOf("2024-02-29 13:45:30.123456"));
            ps.setObject(14, OffsetDateTime.of(2024, 2, 29, 13, 45, 30, 0, ZoneOffset.ofHours(2)));
            ps.setObject(15, UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"));
            assertThat(ps.executeUpdate()).isEqualTo(1);
        }
        try (ResultSet rs = row(1)) {
            assertThat(rs.getShort("i2")).isEqualTo((short) -7);
            assertThat(rs.getInt("i4")).isEqualTo(Integer.MAX_VALUE);
            assertThat(rs.getLong("i8")).isEqualTo(Long.MIN_VALUE);
            assertThat(rs.getBigDecimal("n")).isEqualByComparingTo("123456789.125");
            assertThat(rs.getFloat("r")).isEqualTo(1.5f);
            assertThat(rs.getDouble("d")).isEqualTo(0.1);
            assertThat(rs.getBoolean("b")).isTrue();
            assertThat(rs.getString("t")).isEqualTo("héllo");
            assertThat(rs.getBytes("by")).containsExactly(0, 1, 0xff);
            assertThat(rs.getDate("dt")).isEqualTo(Date.valueOf("2024-02-29"));
            assertThat(rs.getTime("tm")).isEqualTo(Time.valueOf("13:45:30"));
            assertThat(rs.getTimestamp("ts")).isEqualTo(Timestamp.valueOf("2024-02-29 13:45:30.123456"));
            assertThat(rs.getObject("tstz", OffsetDateTime.class).toInstant())
                    .isEqualTo(OffsetDateTime.of(2024, 2, 29, 11, 45, 30, 0, ZoneOffset.UTC).toInstant());
            assertThat(rs.getObject("u")).isEqualTo(UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"));
        }
    }

    @Test
    void setObjectWithJavaTimeAndBigDecimal() throws SQLException {
        LocalDate date = LocalDate.of(1999, 12, 31);
        LocalTime time = LocalTime.of(23, 59, 58, 123_456_000);
        LocalDateTime stamp = LocalDateTime.of(2000, 1, 1, 0, 0, 1, 500_000_000);
        OffsetDateTime zoned = OffsetDateTime.of(2020, 6, 1, 12, 0, 0, 0, ZoneOffset.ofHours(-5));
        UUID uuid = UUID.randomUUID();
        try (PreparedStatement ps = conn.prepareStatement(
                "INSERT INTO p (id, dt, tm, ts, tstz, u, n) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            ps.setObject(1, 2);
            ps.setObject(2, date);
            ps.setObject(3, time);
            ps.setObject(4, stamp);
            ps.setObject(5, zoned);
            ps.setObject(6, uuid);
            ps.setObject(7, new BigDecimal("-0.001"));
            ps.executeUpdate();
        }
        try (ResultSet rs = row(2)) {
            assertThat(rs.getObject("dt", LocalDate.class)).isEqualTo(date);
            assertThat(rs.getObject("tm", LocalTime.class)).isEqualTo(time);
            assertThat(rs.getObject("ts", LocalDateTime.class)).isEqualTo(stamp);
            assertThat(rs.getObject("tstz", OffsetDateTime.class).toInstant()).isEqualTo(zoned.toInstant());
            assertThat(rs.getObject("u", UUID.class)).isEqualTo(uuid);
            assertThat(rs.getObject("n", BigDecimal.class)).isEqualByComparingTo("-0.001");
            assertThat(rs.getObject("n")).isInstanceOf(BigDecimal.class);
            assertThat(rs.getObject("dt")).isInstanceOfAny(Date.class, LocalDate.class);
        }
    }

    @Test
    void nullsAndWasNull() throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("INSERT INTO p (id, i4, t, b, n) VALUES (?, ?, ?, ?, ?)")) {
            ps.setInt(1, 3);
            ps.setNull(2, Types.INTEGER);
            ps.setString(3, null);
            ps.setObject(4, null, Types.BOOLEAN);
            ps.setNull(5, Types.NUMERIC);
            ps.executeUpdate();
        }
        try (ResultSet rs = row(3)) {
            assertThat(rs.getInt("i4")).isZero();
            assertThat(rs.wasNull()).isTrue();
            assertThat(rs.getString("t")).isNull();
            assertThat(rs.wasNull()).isTrue();
            assertThat(rs.getBoolean("b")).isFalse();
            assertThat(rs.wasNull()).isTrue();
            assertThat(rs.getBigDecimal("n")).isNull();
            assertThat(rs.getInt("id")).isEqualTo(3);
            assertThat(rs.wasNull()).isFalse();
        }
    }

    @Test
    void gettersConvertBetweenTypes() throws SQLException {
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery("SELECT 42 AS i, '17' AS s, 2.5::numeric AS n, true AS b")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("i")).isEqualTo("42");
            assertThat(rs.getLong("i")).isEqualTo(42L);
            assertThat(rs.getBigDecimal("i")).isEqualByComparingTo("42");
            assertThat(rs.getObject("i", Long.class)).isEqualTo(42L);
            assertThat(rs.getInt("s")).isEqualTo(17);
            assertThat(rs.getDouble("n")).isEqualTo(2.5);
            assertThat(rs.getString("n")).isEqualTo("2.5");
            assertThat(rs.getBoolean("b")).isTrue();
            assertThat(rs.getObject("b")).isEqualTo(Boolean.TRUE);
            assertThat(rs.getObject(1)).isEqualTo(42);
            assertThat(rs.next()).isFalse();
        }
    }

    /**
     * substring's parameters in the position places stay integers although a text overload (the
     * SIMILAR form) exists, as PostgreSQL runs it when a JDBC driver binds setInt as int4.
     */
    @Test
    void substringPositionParametersAreIntegers() throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("select substring(?, ?, ?), substring('abcdef' from ? for ?),"
                + " substring('abcdefg' similar 'a#\"(b_d)#\"%' escape '#')")) {
            ps.setString(1, "abcdef");
            ps.setInt(2, 2);
            ps.setInt(3, 3);
            ps.setInt(4, 3);
            ps.setInt(5, 2);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("bcd");
                assertThat(rs.getString(2)).isEqualTo("cd");
                assertThat(rs.getString(3)).isEqualTo("bcd");
            }
            assertThat(ps.getParameterMetaData().getParameterType(2)).isEqualTo(Types.INTEGER);
            assertThat(ps.getParameterMetaData().getParameterType(5)).isEqualTo(Types.INTEGER);
        }
    }

    @Test
    void parametersInWhereAndExpressions() throws SQLException {
        try (PreparedStatement ins = conn.prepareStatement("INSERT INTO p (id, t) VALUES (?, ?)")) {
            for (int i = 10; i < 20; i++) {
                ins.setInt(1, i);
                ins.setString(2, "v" + i);
                ins.addBatch();
            }
            ins.executeBatch();
        }
        try (PreparedStatement q = conn.prepareStatement("SELECT count(*), max(t) FROM p WHERE id BETWEEN ? AND ? AND t LIKE ?")) {
            q.setInt(1, 12);
            q.setLong(2, 15L);
            q.setString(3, "v1%");
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(4);
                assertThat(rs.getString(2)).isEqualTo("v15");
            }
            q.clearParameters();
            q.setInt(1, 0);
            q.setInt(2, 100);
            q.setString(3, "%");
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(10);
            }
        }
    }
}
