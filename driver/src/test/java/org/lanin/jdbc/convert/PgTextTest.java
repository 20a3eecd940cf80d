package org.lanin.jdbc.convert;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.lanin.engine.type.Interval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PgTextTest {
    @ParameterizedTest
    @CsvSource({
        "1.0, 1", "-0.0, -0", "0.1, 0.1", "1e20, 1e+20", "1.2345678901234568e20, 1.2345678901234568e+20",
        "0.0001, 0.0001", "0.00001, 1e-05", "123456789012345, 123456789012345", "1e15, 1e+15",
        "NaN, NaN", "Infinity, Infinity", "-Infinity, -Infinity", "3.14159, 3.14159"})
    void doublesLikePostgres(double value, String expected) {
        assertThat(PgText.format(value)).isEqualTo(expected);
    }

    @Test
    void realsUseSixDigitsBeforeExponent() {
        assertThat(PgText.format(1.5f)).isEqualTo("1.5");
        assertThat(PgText.format(123456f)).isEqualTo("123456");
        assertThat(PgText.format(1234567f)).isEqualTo("1.234567e+06");
    }

    @Test
    void dateTimes() {
        assertThat(PgText.format(LocalTime.of(1, 2, 3))).isEqualTo("01:02:03");
        assertThat(PgText.format(LocalTime.of(1, 2, 3, 500_000_000))).isEqualTo("01:02:03.5");
        assertThat(PgText.format(LocalTime.of(1, 2, 3, 1_000))).isEqualTo("01:02:03.000001");
        assertThat(PgText.format(LocalDateTime.of(2020, 1, 2, 3, 4, 5))).isEqualTo("2020-01-02 03:04:05");
        assertThat(PgText.format(LocalDate.of(0, 1, 1))).isEqualTo("0001-01-01 BC");
        OffsetDateTime india = OffsetDateTime.of(2020, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHoursMinutes(5, 30));
        assertThat(PgText.format(india)).isEqualTo("2020-01-02 03:04:05+05:30");
        assertThat(PgText.format(india.withOffsetSameInstant(ZoneOffset.ofHours(-8)))).isEqualTo("2020-01-01 13:34:05-08");
    }

    @Test
    void intervals() {
        assertThat(PgText.format(new Interval(14, 3, 4 * 3_600_000_000L + 5 * 60_000_000L + 6_000_000L)))
                .isEqualTo("1 year 2 mons 3 days 04:05:06");
        assertThat(PgText.format(new Interval(0, 1, 0))).isEqualTo("1 day");
        assertThat(PgText.format(new Interval(0, 0, 0))).isEqualTo("00:00:00");
        assertThat(PgText.format(new Interval(0, 0, -1_500_000))).isEqualTo("-00:00:01.5");
    }

    @Test
    void othersAndNull() {
        assertThat(PgText.format(false)).isEqualTo("f");
        assertThat(PgText.format(new byte[0])).isEqualTo("\\x");
        assertThat(PgText.format("x")).isEqualTo("x");
        assertThat(PgText.format(null)).isNull();
    }
}
