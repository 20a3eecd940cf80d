package org.lanin.jdbc.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.sql.Date;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.UUID;
import java.util.stream.Stream;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ConversionsTest {
    private static final LocalDate DATE = LocalDate.of(2024, 3, 5);
    private static final LocalTime TIME = LocalTime.of(13, 4, 5, 120_000_000);
    private static final LocalDateTime TS = LocalDateTime.of(DATE, TIME);
    private static final OffsetDateTime TSTZ = TS.atOffset(ZoneOffset.UTC);
    private static final UUID ID = UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11");

    /** source value, target class, expected value. */
    static Stream<Arguments> conversions() {
        return Stream.of(
                // integers from every numeric class, text and boolean
                Arguments.of((short) 7, Integer.class, 7),
                Arguments.of(7, Long.class, 7L),
                Arguments.of(7L, Short.class, (short) 7),
                Arguments.of(7, Byte.class, (byte) 7),
                Arguments.of(new BigDecimal("12.9"), Integer.class, 12),
                Arguments.of(new BigDecimal("-12.9"), Long.class, -12L),
                Arguments.of(3.99, Integer.class, 3),
                Arguments.of(2.5f, Long.class, 2L),
                Arguments.of("12", Integer.class, 12),
                Arguments.of(" 42 ", Long.class, 42L),
                Arguments.of("1.5", Integer.class, 1),
                Arguments.of(true, Integer.class, 1),
                Arguments.of(false, Short.class, (short) 0),
                // floating and decimal
                Arguments.of(3, Double.class, 3.0),
                Arguments.of(new BigDecimal("1.25"), Double.class, 1.25),
                Arguments.of(1.5f, Double.class, 1.5),
                Arguments.of("2.5", Float.class, 2.5f),
                Arguments.of("NaN", Double.class, Double.NaN),
                Arguments.of("-Infinity", Double.class, Double.NEGATIVE_INFINITY),
                Arguments.of(5L, BigDecimal.class, new BigDecimal(5)),
                Arguments.of(0.1, BigDecimal.class, new BigDecimal("0.1")),
                Arguments.of("3.140", BigDecimal.class, new BigDecimal("3.140")),
                // booleans
                Arguments.of("t", Boolean.class, true),
                Arguments.of("TRUE", Boolean.class, true),
                Arguments.of("yes", Boolean.class, true),
                Arguments.of("off", Boolean.class, false),
                Arguments.of("0", Boolean.class, false),
                Arguments.of(1, Boolean.class, true),
                Arguments.of(0L, Boolean.class, false),
                Arguments.of(new BigDecimal("1.0"), Boolean.class, true),
                // text of every kind: PostgreSQL output
                Arguments.of(true, String.class, "t"),
                Arguments.of(12, String.class, "12"),
                Arguments.of(new BigDecimal("1.50"), String.class, "1.50"),
                Arguments.of(1.0, String.class, "1"),
                Arguments.of(new byte[] {1, (byte) 0xAB}, String.class, "\\x01ab"),
                Arguments.of(DATE, String.class, "2024-03-05"),
                Arguments.of(TIME, String.class, "13:04:05.12"),
                Arguments.of(TS, String.class, "2024-03-05 13:04:05.12"),
                Arguments.of(TSTZ, String.class, "2024-03-05 13:04:05.12+00"),
                Arguments.of(ID, String.class, "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"),
                // dates and times
                Arguments.of("2024-03-05", LocalDate.class, DATE),
                Arguments.of(TS, LocalDate.class, DATE),
                Arguments.of("13:04:05.12", LocalTime.class, TIME),
                Arguments.of(TS, LocalTime.class, TIME),
                Arguments.of("2024-03-05 13:04:05.12", LocalDateTime.class, TS),
                Arguments.of("2024-03-05T13:04:05.12", LocalDateTime.class, TS),
                Arguments.of(DATE, LocalDateTime.class, DATE.atStartOfDay()),
                Arguments.of(TS, OffsetDateTime.class, TSTZ),
                Arguments.of("2024-03-05 13:04:05.12+00", OffsetDateTime.class, TSTZ),
                Arguments.of("2024-03-05 18:34:05.12+05:30", OffsetDateTime.class,
                        TS.plusHours(5).plusMinutes(30).atOffset(ZoneOffset.ofHoursMinutes(5, 30))),
                Arguments.of(TSTZ, Instant.class, TSTZ.toInstant()),
                Arguments.of(TS, Instant.class, TS.toInstant(ZoneOffset.UTC)),
                // uuid and bytes
                Arguments.of(ID.toString(), UUID.class, ID),
                Arguments.of("abc", byte[].class, new byte[] {'a', 'b', 'c'}),
                // identity
                Arguments.of(ID, Object.class, ID),
                Arguments.of(TSTZ, OffsetDateTime.class, TSTZ));
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("conversions")
    void converts(Object source, Class<?> target, Object expected) {
        assertThat(Conversions.to(source, target)).isEqualTo(expected);
    }

    @Test
    void nullStaysNullForEveryTarget() {
        for (Class<?> c : new Class<?>[] {String.class, Integer.class, Date.class, UUID.class, byte[].class}) {
            assertThat(Conversions.to(null, c)).isNull();
        }
    }

    @Test
    void primitiveTargetsAreBoxed() {
        assertThat(Conversions.to("5", int.class)).isEqualTo(5);
        assertThat(Conversions.supports(long.class)).isTrue();
        assertThat(Conversions.supports(StringBuilder.class)).isFalse();
    }

    /** source, target, SQLSTATE. */
    static Stream<Arguments> failures() {
        return Stream.of(
                Arguments.of("abc", Integer.class, "22P02"),
                Arguments.of("12x", BigDecimal.class, "22P02"),
                Arguments.of("maybe", Boolean.class, "22P02"),
                Arguments.of(2, Boolean.class, "22003"),
                Arguments.of(40_000, Short.class, "22003"),
                Arguments.of(300, Byte.class, "22003"),
                Arguments.of(3_000_000_000L, Integer.class, "22003"),
                Arguments.of(new BigDecimal("1e30"), Long.class, "22003"),
                Arguments.of(Double.NaN, BigDecimal.class, "22003"),
                Arguments.of(1e300, Float.class, "22003"),
                Arguments.of("not a date", LocalDate.class, "22007"),
                Arguments.of("25:99", LocalTime.class, "22007"),
                Arguments.of("zzz", UUID.class, "22P02"),
                Arguments.of(12, UUID.class, "42804"),
                Arguments.of(DATE, LocalTime.class, "42804"),
                Arguments.of(ID, Integer.class, "42804"),
                Arguments.of(ID, StringBuilder.class, "42804"));
    }

    @ParameterizedTest(name = "{0} as {1} fails with {2}")
    @MethodSource("failures")
    void failsWithSqlState(Object source, Class<?> target, String state) {
        assertThatThrownBy(() -> Conversions.to(source, target))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state().code()).isEqualTo(state));
    }

    @Test
    void sqlDateTimeInAZone() {
        ZoneId tokyo = ZoneId.of("Asia/Tokyo");
        Timestamp ts = Conversions.toTimestamp(TS, tokyo);
        assertThat(ts.toInstant()).isEqualTo(TS.atZone(tokyo).toInstant());
        assertThat(Conversions.toDate(DATE, tokyo).getTime()).isEqualTo(DATE.atStartOfDay(tokyo).toInstant().toEpochMilli());
        Time t = Conversions.toTime(TIME, ZoneOffset.UTC);
        assertThat(t.getTime()).isEqualTo(TIME.toNanoOfDay() / 1_000_000);
        assertThat(Conversions.toTimestamp(TSTZ, tokyo).toInstant()).isEqualTo(TSTZ.toInstant());
    }

    @Test
    void sqlDateTimeInTheJvmZone() {
        assertThat(Conversions.to(DATE, Date.class).toLocalDate()).isEqualTo(DATE);
        assertThat(Conversions.to(TS, Timestamp.class).toLocalDateTime()).isEqualTo(TS);
        assertThat(Conversions.to(TIME, Time.class).toLocalTime()).isEqualTo(TIME.withNano(0));
    }

    @Test
    void jdbcObjectsFollowTheSpecTable() {
        assertThat(Conversions.toJdbcObject((short) 3, TypeKind.SMALLINT)).isEqualTo(3);
        assertThat(Conversions.toJdbcObject(DATE, TypeKind.DATE)).isEqualTo(Date.valueOf(DATE));
        assertThat(Conversions.toJdbcObject(TS, TypeKind.TIMESTAMP)).isEqualTo(Timestamp.valueOf(TS));
        assertThat(Conversions.toJdbcObject(TSTZ, TypeKind.TIMESTAMPTZ)).isEqualTo(Timestamp.from(TSTZ.toInstant()));
        assertThat(Conversions.toJdbcObject(5L, TypeKind.BIGINT)).isEqualTo(5L);
        assertThat(Conversions.toJdbcObject(null, TypeKind.INTEGER)).isNull();
    }

    @Test
    void jdbcObjectClassesMatchTheReportedClassNames() {
        Object[][] samples = {
            {TypeKind.BOOLEAN, true}, {TypeKind.SMALLINT, (short) 1}, {TypeKind.INTEGER, 1}, {TypeKind.BIGINT, 1L},
            {TypeKind.NUMERIC, BigDecimal.ONE}, {TypeKind.REAL, 1f}, {TypeKind.DOUBLE, 1d}, {TypeKind.TEXT, "x"},
            {TypeKind.VARCHAR, "x"}, {TypeKind.CHAR, "x"}, {TypeKind.BYTEA, new byte[0]}, {TypeKind.DATE, DATE},
            {TypeKind.TIME, TIME}, {TypeKind.TIMESTAMP, TS}, {TypeKind.TIMESTAMPTZ, TSTZ}, {TypeKind.UUID, ID},
        };
        for (Object[] s : samples) {
            TypeKind kind = (TypeKind) s[0];
            assertThat(Conversions.toJdbcObject(s[1], kind).getClass().getName())
                    .as(kind.name()).isEqualTo(JdbcTypes.className(kind));
        }
    }
}
