package org.lanin.engine.type;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class TextFormatTest {
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(true, "t"),
                Arguments.of(false, "f"),
                Arguments.of((short) -5, "-5"),
                Arguments.of(new BigDecimal("2.5000"), "2.5000"),
                Arguments.of(new BigDecimal("1E+3").setScale(0), "1000"),
                Arguments.of(0.1, "0.1"),
                Arguments.of(1.0, "1"),
                Arguments.of(-2.5, "-2.5"),
                Arguments.of(1e10, "10000000000"),
                Arguments.of(1e15, "1e+15"),
                Arguments.of(123456789012345.0, "123456789012345"),
                Arguments.of(1e20, "1e+20"),
                Arguments.of(1.5e-5, "1.5e-05"),
                Arguments.of(0.0001, "0.0001"),
                Arguments.of(1.0 / 3, "0.3333333333333333"),
                Arguments.of(2e23, "2e+23"),
                Arguments.of(Double.NaN, "NaN"),
                Arguments.of(Double.POSITIVE_INFINITY, "Infinity"),
                Arguments.of(Double.NEGATIVE_INFINITY, "-Infinity"),
                Arguments.of(-0.0, "-0"),
                Arguments.of(1.1f, "1.1"),
                Arguments.of(1234567f, "1.234567e+06"),
                Arguments.of(123456f, "123456"),
                Arguments.of(new byte[] {0x0a, 0x1b, (byte) 0xff}, "\\x0a1bff"),
                Arguments.of(new byte[0], "\\x"),
                Arguments.of(LocalDate.of(2024, 1, 2), "2024-01-02"),
                Arguments.of(LocalDate.of(44, 3, 15), "0044-03-15"),
                Arguments.of(LocalDate.of(-43, 3, 15), "0044-03-15 BC"),
                Arguments.of(LocalTime.of(1, 2, 3), "01:02:03"),
                Arguments.of(LocalTime.of(1, 2, 3, 500_000_000), "01:02:03.5"),
                Arguments.of(LocalDateTime.of(2024, 1, 2, 3, 4, 5), "2024-01-02 03:04:05"),
                Arguments.of(LocalDateTime.of(2024, 1, 2, 3, 4, 5, 120_000), "2024-01-02 03:04:05.00012"),
                Arguments.of(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(2)), "2024-01-02 01:04:05+00"),
                Arguments.of(UUID.fromString("A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11"), "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"),
                Arguments.of(new Interval(0, 1, 7_200_000_000L), "1 day 02:00:00"),
                Arguments.of(new Interval(3, 0, 0), "3 mons"),
                Arguments.of(new Interval(14, 3, 0), "1 year 2 mons 3 days"),
                Arguments.of(new Interval(0, 0, 0), "00:00:00"),
                Arguments.of(new Interval(0, -1, 7_200_000_000L), "-1 days +02:00:00"),
                Arguments.of(new Interval(-14, 0, 0), "-1 years -2 mons"),
                Arguments.of(new Interval(0, 0, -90_500_000L), "-00:01:30.5"),
                Arguments.of(new Interval(0, 0, 90_000_000_000L), "25:00:00"));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void formatsLikePostgres(Object value, String expected) {
        assertThat(TextFormat.format(value, null)).isEqualTo(expected);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void outputReadsBack(Object value, String text) {
        if (value instanceof Double || value instanceof LocalDateTime || value instanceof Interval || value instanceof BigDecimal) {
            Object back = Casts.cast(text, DataType.of(ValueComparators.kindOf(value)));
            assertThat(ValueComparators.compare(back, value)).isZero();
        }
    }
}
