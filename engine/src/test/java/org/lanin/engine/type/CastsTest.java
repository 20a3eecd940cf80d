package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.engine.type.ErrorAssert.fails;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CastsTest {
    static Stream<Arguments> good() {
        return Stream.of(
                Arguments.of(" 42 ", DataType.INTEGER, 42),
                Arguments.of("-32768", DataType.SMALLINT, (short) -32768),
                Arguments.of("-9223372036854775808", DataType.BIGINT, Long.MIN_VALUE),
                Arguments.of(2.5, DataType.INTEGER, 2),
                Arguments.of(3.5, DataType.INTEGER, 4),
                Arguments.of(-2.5, DataType.INTEGER, -2),
                Arguments.of(new BigDecimal("2.5"), DataType.INTEGER, 3),
                Arguments.of(new BigDecimal("-2.5"), DataType.BIGINT, -3L),
                Arguments.of(7L, DataType.SMALLINT, (short) 7),
                Arguments.of(true, DataType.INTEGER, 1),
                Arguments.of("1e3", DataType.NUMERIC, new BigDecimal("1000")),
                Arguments.of(" .5 ", DataType.NUMERIC, new BigDecimal("0.5")),
                Arguments.of("1.50e1", DataType.NUMERIC, new BigDecimal("15.0")),
                Arguments.of(new BigDecimal("1.005"), DataType.numeric(5, 2), new BigDecimal("1.01")),
                Arguments.of(new BigDecimal("-1.005"), DataType.numeric(5, 2), new BigDecimal("-1.01")),
                Arguments.of(12, DataType.numeric(5, 2), new BigDecimal("12.00")),
                Arguments.of(" NaN ", DataType.numeric(5, 2), NumericSpecial.NAN),
                Arguments.of("-INF", DataType.NUMERIC, NumericSpecial.NEGATIVE_INFINITY),
                Arguments.of(Double.POSITIVE_INFINITY, DataType.NUMERIC, NumericSpecial.POSITIVE_INFINITY),
                Arguments.of(NumericSpecial.NAN, DataType.DOUBLE, Double.NaN),
                Arguments.of(0.1, DataType.NUMERIC, new BigDecimal("0.1")),
                Arguments.of(1.0 / 3, DataType.NUMERIC, new BigDecimal("0.333333333333333")),
                Arguments.of(1e20, DataType.NUMERIC, new BigDecimal("100000000000000000000")),
                Arguments.of("1.5", DataType.DOUBLE, 1.5),
                Arguments.of("-Infinity", DataType.DOUBLE, Double.NEGATIVE_INFINITY),
                Arguments.of("nan", DataType.REAL, Float.NaN),
                Arguments.of(new BigDecimal("0.1"), DataType.DOUBLE, 0.1),
                Arguments.of(" YES ", DataType.BOOLEAN, true),
                Arguments.of("off", DataType.BOOLEAN, false),
                Arguments.of("0", DataType.BOOLEAN, false),
                Arguments.of("t", DataType.BOOLEAN, true),
                Arguments.of(true, DataType.TEXT, "true"),
                Arguments.of(12, DataType.TEXT, "12"),
                Arguments.of("abcdef", DataType.varchar(3), "abc"),
                Arguments.of("ab", DataType.character(4), "ab  "),
                Arguments.of("2024-02-29", DataType.DATE, LocalDate.of(2024, 2, 29)),
                Arguments.of("2024-02-29 10:11:12", DataType.DATE, LocalDate.of(2024, 2, 29)),
                Arguments.of("10:11", DataType.TIME, LocalTime.of(10, 11)),
                Arguments.of("10:11:12.1234567", DataType.TIME, LocalTime.of(10, 11, 12, 123457000)),
                Arguments.of("2024-01-02 03:04:05.5", DataType.TIMESTAMP, LocalDateTime.of(2024, 1, 2, 3, 4, 5, 500_000_000)),
                Arguments.of("2024-01-02T03:04:05", DataType.TIMESTAMP, LocalDateTime.of(2024, 1, 2, 3, 4, 5)),
                Arguments.of("2024-01-02 03:04:05+02", DataType.TIMESTAMP, LocalDateTime.of(2024, 1, 2, 3, 4, 5)),
                Arguments.of("2024-01-02 03:04:05+02", DataType.TIMESTAMPTZ, utc(2024, 1, 2, 1, 4, 5)),
                Arguments.of("2024-01-02 03:04:05 +02:30", DataType.TIMESTAMPTZ, utc(2024, 1, 2, 0, 34, 5)),
                Arguments.of("2024-01-02T03:04:05Z", DataType.TIMESTAMPTZ, utc(2024, 1, 2, 3, 4, 5)),
                Arguments.of("2024-01-02 03:04:05 UTC", DataType.TIMESTAMPTZ, utc(2024, 1, 2, 3, 4, 5)),
                Arguments.of("2024-01-02 03:04:05", DataType.TIMESTAMPTZ, utc(2024, 1, 2, 3, 4, 5)),
                Arguments.of("2024-01-02 03:04:05-0100", DataType.TIMESTAMPTZ, utc(2024, 1, 2, 4, 4, 5)),
                Arguments.of("epoch", DataType.TIMESTAMP, LocalDateTime.of(1970, 1, 1, 0, 0)),
                Arguments.of(OffsetDateTime.of(2024, 1, 2, 3, 0, 0, 0, ZoneOffset.ofHours(5)), DataType.TIMESTAMP,
                        LocalDateTime.of(2024, 1, 1, 22, 0)),
                Arguments.of(LocalDate.of(2024, 1, 2), DataType.TIMESTAMPTZ, utc(2024, 1, 2, 0, 0, 0)),
                Arguments.of("A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11", DataType.UUID, UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11")),
                Arguments.of("{a0eebc999c0b4ef8bb6d6bb9bd380a11}", DataType.UUID, UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11")),
                Arguments.of("1 day 02:00:00", DataType.INTERVAL, new Interval(0, 1, 7_200_000_000L)),
                Arguments.of("1 year 2 mons", DataType.INTERVAL, new Interval(14, 0, 0)),
                Arguments.of("1.5 hours", DataType.INTERVAL, new Interval(0, 0, 5_400_000_000L)),
                Arguments.of("2 days ago", DataType.INTERVAL, new Interval(0, -2, 0)),
                Arguments.of(" Infinity ", DataType.DATE, java.time.LocalDate.MAX),
                Arguments.of("-infinity", DataType.TIMESTAMP, java.time.LocalDateTime.MIN),
                Arguments.of("infinity", DataType.TIMESTAMPTZ, DateTimeInfinity.TIMESTAMPTZ_POSITIVE),
                Arguments.of(java.time.LocalDate.MIN, DataType.TIMESTAMPTZ, DateTimeInfinity.TIMESTAMPTZ_NEGATIVE),
                Arguments.of("-1", DataType.of(TypeKind.OID), 4294967295L),
                Arguments.of(-1, DataType.of(TypeKind.OID), 4294967295L),
                Arguments.of("x".repeat(70), DataType.of(TypeKind.NAME), "x".repeat(63)),
                Arguments.of("ab", DataType.of(TypeKind.CHAR1), "a"),
                Arguments.of("é", DataType.of(TypeKind.CHAR1), "\\303"));
    }

    private static OffsetDateTime utc(int y, int mo, int d, int h, int mi, int s) {
        return OffsetDateTime.of(y, mo, d, h, mi, s, 0, ZoneOffset.UTC);
    }

    @ParameterizedTest
    @MethodSource("good")
    void castsGoodInput(Object in, DataType target, Object expected) {
        Object out = Casts.cast(in, target);
        assertThat(out).isEqualTo(expected);
        if (out != null && !(expected instanceof BigDecimal) && !(expected instanceof NumericSpecial)) {
            assertThat(out.getClass()).isEqualTo(target.kind().javaClass());
        }
        if (expected instanceof BigDecimal e) {
            assertThat(((BigDecimal) out).scale()).as("scale").isEqualTo(e.scale());
        }
    }

    static Stream<Arguments> bad() {
        return Stream.of(
                Arguments.of("abc", DataType.INTEGER, "22P02", "invalid input syntax for type integer: \"abc\""),
                Arguments.of("", DataType.BIGINT, "22P02", "invalid input syntax for type bigint: \"\""),
                Arguments.of("1.5", DataType.SMALLINT, "22P02", "invalid input syntax for type smallint: \"1.5\""),
                Arguments.of("99999", DataType.SMALLINT, "22003", "value \"99999\" is out of range for type smallint"),
                Arguments.of("9223372036854775808", DataType.BIGINT, "22003", "value \"9223372036854775808\" is out of range for type bigint"),
                Arguments.of(3_000_000_000L, DataType.INTEGER, "22003", "integer out of range"),
                Arguments.of(40000, DataType.SMALLINT, "22003", "smallint out of range"),
                Arguments.of(1e19, DataType.BIGINT, "22003", "bigint out of range"),
                Arguments.of(Double.NaN, DataType.INTEGER, "22003", "integer out of range"),
                Arguments.of(new BigDecimal("123.456"), DataType.numeric(4, 2), "22003", "numeric field overflow"),
                Arguments.of(new BigDecimal("1.5"), DataType.numeric(2, 2), "22003", "numeric field overflow"),
                Arguments.of(new BigDecimal("0.995"), DataType.numeric(2, 2), "22003", "numeric field overflow"),
                Arguments.of("1x", DataType.NUMERIC, "22P02", "invalid input syntax for type numeric: \"1x\""),
                Arguments.of("NaN", DataType.INTEGER, "22P02", "invalid input syntax for type integer: \"NaN\""),
                Arguments.of(NumericSpecial.NAN, DataType.INTEGER, "0A000", "cannot convert NaN to integer"),
                Arguments.of(NumericSpecial.NEGATIVE_INFINITY, DataType.BIGINT, "0A000", "cannot convert infinity to bigint"),
                Arguments.of("Infinity", DataType.numeric(5, 2), "22003", "numeric field overflow\n  Detail: A field with precision 5, scale 2 cannot hold an infinite value."),
                Arguments.of("-nan", DataType.NUMERIC, "22P02", "invalid input syntax for type numeric: \"-nan\""),
                Arguments.of("1d", DataType.DOUBLE, "22P02", "invalid input syntax for type double precision: \"1d\""),
                Arguments.of("0x10", DataType.DOUBLE, "22P02", "invalid input syntax for type double precision"),
                Arguments.of("1e400", DataType.DOUBLE, "22003", "\"1e400\" is out of range for type double precision"),
                Arguments.of("1e39", DataType.REAL, "22003", "\"1e39\" is out of range for type real"),
                Arguments.of(1e300, DataType.REAL, "22003", "value out of range: overflow"),
                Arguments.of("maybe", DataType.BOOLEAN, "22P02", "invalid input syntax for type boolean: \"maybe\""),
                Arguments.of("2024-13-01", DataType.DATE, "22008", "date/time field value out of range: \"2024-13-01\""),
                Arguments.of("2023-02-29", DataType.DATE, "22008", "date/time field value out of range: \"2023-02-29\""),
                Arguments.of("yesterdayish", DataType.DATE, "22007", "invalid input syntax for type date: \"yesterdayish\""),
                Arguments.of("2024-01-01 25:00", DataType.TIMESTAMP, "22008", "date/time field value out of range"),
                Arguments.of("2024/01/01/01", DataType.TIMESTAMP, "22007", "invalid input syntax for type timestamp: \"2024/01/01/01\""),
                Arguments.of(4294967296L, DataType.of(TypeKind.OID), "22003", "OID out of range"),
                Arguments.of("4294967296", DataType.of(TypeKind.OID), "22003", "value \"4294967296\" is out of range for type oid"),
                Arguments.of("x", DataType.of(TypeKind.OID), "22P02", "invalid input syntax for type oid: \"x\""),
                Arguments.of("+infinity", DataType.TIMESTAMP, "22007", "invalid input syntax for type timestamp: \"+infinity\""),
                Arguments.of("infinity", DataType.TIME, "22007", "invalid input syntax for type time: \"infinity\""),
                Arguments.of("300000-01-01 00:00", DataType.TIMESTAMP, "22008", "timestamp out of range"),
                Arguments.of("xyz", DataType.UUID, "22P02", "invalid input syntax for type uuid: \"xyz\""),
                Arguments.of("\\x1g", DataType.BYTEA, "22023", "invalid hexadecimal digit: \"g\""),
                Arguments.of("\\x123", DataType.BYTEA, "22023", "invalid hexadecimal data: odd number of digits"),
                Arguments.of("a\\9", DataType.BYTEA, "22P02", "invalid input syntax for type bytea"),
                Arguments.of(LocalDate.of(2024, 1, 1), DataType.INTEGER, "42846", "cannot cast type date to integer"),
                Arguments.of("5 fortnights", DataType.INTERVAL, "22007", "invalid input syntax for type interval"));
    }

    @ParameterizedTest
    @MethodSource("bad")
    void rejectsBadInput(Object in, DataType target, String state, String message) {
        fails(() -> Casts.cast(in, target), state, message);
    }

    @Test
    void byteaInputFormats() {
        assertThat((byte[]) Casts.cast("\\x0a1B", DataType.BYTEA)).containsExactly(0x0a, 0x1b);
        assertThat((byte[]) Casts.cast("a\\\\b\\001", DataType.BYTEA)).containsExactly('a', '\\', 'b', 1);
    }

    @Test
    void nullStaysNull() {
        assertThat(Casts.cast(null, DataType.INTEGER)).isNull();
        assertThat(Casts.assign(null, DataType.varchar(1))).isNull();
    }

    @Test
    void charToTextDropsTrailingSpaces() {
        assertThat(Casts.cast("ab  ", DataType.character(4), DataType.TEXT)).isEqualTo("ab");
        assertThat(Casts.cast("ab  ", DataType.TEXT, DataType.TEXT)).isEqualTo("ab  ");
    }

    @Test
    void assignmentRejectsTooLongStrings() {
        fails(() -> Casts.assign("abcdef", DataType.varchar(5)), "22001", "value too long for type character varying(5)");
        fails(() -> Casts.assign("abcdef", DataType.character(5)), "22001", "value too long for type character(5)");
        assertThat(Casts.assign("abc   ", DataType.varchar(4))).isEqualTo("abc ");
        assertThat(Casts.assign("ab", DataType.character(4))).isEqualTo("ab  ");
        assertThat(Casts.assign("\uD83D\uDE00\uD83D\uDE00", DataType.varchar(2))).isEqualTo("\uD83D\uDE00\uD83D\uDE00");
        assertThat(Casts.assign("\uD83D\uDE00", DataType.character(2))).isEqualTo("\uD83D\uDE00 ");
        assertThat(Casts.assign(12.5, DataType.INTEGER)).isEqualTo(12);
    }

    @Test
    void castRules() {
        assertThat(Casts.canCoerceImplicitly(TypeKind.INTEGER, TypeKind.BIGINT)).isTrue();
        assertThat(Casts.canCoerceImplicitly(TypeKind.BIGINT, TypeKind.INTEGER)).isFalse();
        assertThat(Casts.canCoerceImplicitly(TypeKind.VARCHAR, TypeKind.TEXT)).isTrue();
        assertThat(Casts.canAssign(TypeKind.BIGINT, TypeKind.INTEGER)).isTrue();
        assertThat(Casts.canAssign(TypeKind.TEXT, TypeKind.INTEGER)).isFalse();
        assertThat(Casts.canAssign(TypeKind.INTEGER, TypeKind.TEXT)).isTrue();
        assertThat(Casts.canAssign(TypeKind.UNKNOWN, TypeKind.DATE)).isTrue();
        assertThat(Casts.canCast(TypeKind.TEXT, TypeKind.INTEGER)).isTrue();
        assertThat(Casts.canCast(TypeKind.INTEGER, TypeKind.BOOLEAN)).isTrue();
        assertThat(Casts.canCast(TypeKind.DATE, TypeKind.INTEGER)).isFalse();
        assertThat(Casts.canCast(TypeKind.UUID, TypeKind.BYTEA)).isFalse();
    }

    @Test
    void commonTypes() {
        assertThat(Casts.commonType(DataType.INTEGER, DataType.BIGINT)).isEqualTo(DataType.BIGINT);
        assertThat(Casts.commonType(DataType.NUMERIC, DataType.INTEGER)).isEqualTo(DataType.NUMERIC);
        assertThat(Casts.commonType(DataType.REAL, DataType.NUMERIC)).isEqualTo(DataType.REAL);
        assertThat(Casts.commonType(DataType.DOUBLE, DataType.REAL)).isEqualTo(DataType.DOUBLE);
        assertThat(Casts.commonType(DataType.UNKNOWN, DataType.DATE)).isEqualTo(DataType.DATE);
        assertThat(Casts.commonType(DataType.UNKNOWN, DataType.UNKNOWN)).isEqualTo(DataType.TEXT);
        assertThat(Casts.commonType(DataType.varchar(3), DataType.TEXT)).isEqualTo(DataType.TEXT);
        assertThat(Casts.commonType(DataType.varchar(3), DataType.varchar(3))).isEqualTo(DataType.varchar(3));
        assertThat(Casts.commonType(DataType.varchar(3), DataType.varchar(5))).isEqualTo(DataType.VARCHAR);
        assertThat(Casts.commonType(DataType.DATE, DataType.TIMESTAMPTZ)).isEqualTo(DataType.TIMESTAMPTZ);
        assertThat(Casts.commonType(DataType.TIME, DataType.INTERVAL)).isEqualTo(DataType.INTERVAL);
        fails(() -> Casts.commonType(DataType.INTEGER, DataType.TEXT), "42804", "UNION types integer and text cannot be matched");
        fails(() -> Casts.commonType(DataType.BOOLEAN, DataType.DATE, "CASE"), "42804", "CASE types boolean and date cannot be matched");
    }
}
