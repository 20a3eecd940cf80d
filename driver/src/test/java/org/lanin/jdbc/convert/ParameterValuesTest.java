package org.lanin.jdbc.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Date;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.UUID;
import org.lanin.engine.error.LaninException;
import org.junit.jupiter.api.Test;

class ParameterValuesTest {
    @Test
    void engineClassesPassThrough() {
        for (Object v : new Object[] {true, (short) 1, 2, 3L, BigDecimal.TEN, 1f, 2d, "s", LocalDate.EPOCH,
            LocalTime.NOON, LocalDateTime.MIN, OffsetDateTime.of(2020, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC), UUID.randomUUID()}) {
            assertThat(ParameterValues.toEngine(v)).isSameAs(v);
        }
        assertThat(ParameterValues.toEngine(null)).isNull();
    }

    @Test
    void pgJdbcInfinitiesBecomeTheEngines() {
        // OffsetDateTime.MAX (offset -18:00) is pgJDBC's infinity; the engine's is LocalDateTime.MAX at UTC
        assertThat(ParameterValues.toEngine(OffsetDateTime.MAX)).isEqualTo(org.lanin.engine.type.DateTimeInfinity.TIMESTAMPTZ_POSITIVE);
        assertThat(ParameterValues.toEngine(OffsetDateTime.MIN)).isEqualTo(org.lanin.engine.type.DateTimeInfinity.TIMESTAMPTZ_NEGATIVE);
        assertThat(ParameterValues.toEngine(LocalDate.MAX)).isEqualTo(LocalDate.MAX);
        assertThat(ParameterValues.toEngine(new java.sql.Date(-9223372036832400000L))).isEqualTo(LocalDate.MIN);
        ZonedDateTime ts = (ZonedDateTime) ParameterValues.toEngine(new java.sql.Timestamp(9223372036825200000L));
        assertThat(ts.toLocalDateTime()).isEqualTo(LocalDateTime.MAX);
    }

    @Test
    void javaClassesBecomeEngineValues() {
        assertThat(ParameterValues.toEngine((byte) 5)).isEqualTo((short) 5);
        assertThat(ParameterValues.toEngine(BigInteger.TWO)).isEqualTo(new BigDecimal(2));
        assertThat(ParameterValues.toEngine('x')).isEqualTo("x");
        assertThat(ParameterValues.toEngine(Date.valueOf("2024-03-05"))).isEqualTo(LocalDate.of(2024, 3, 5));
        assertThat(ParameterValues.toEngine(Time.valueOf("13:04:05"))).isEqualTo(LocalTime.of(13, 4, 5));
        Timestamp ts = Timestamp.valueOf("2024-03-05 13:04:05.123456789");
        // wall clock and instant together: the session keeps the one the parameter's type needs
        assertThat(ParameterValues.toEngine(ts)).isEqualTo(LocalDateTime.of(2024, 3, 5, 13, 4, 5, 123_456_789)
                .atZone(ZoneId.systemDefault()));
        Instant instant = Instant.parse("2024-03-05T13:04:05Z");
        assertThat(ParameterValues.toEngine(instant)).isEqualTo(instant.atOffset(ZoneOffset.UTC));
        ZonedDateTime zoned = instant.atZone(ZoneId.of("Europe/Paris"));
        assertThat(ParameterValues.toEngine(zoned)).isEqualTo(zoned.toOffsetDateTime());
        java.util.Date legacy = new java.util.Date(instant.toEpochMilli());
        assertThat(ParameterValues.toEngine(legacy)).isEqualTo(instant.atZone(ZoneId.systemDefault()));
    }

    @Test
    void unknownClassesFail() {
        assertThatThrownBy(() -> ParameterValues.toEngine(new StringBuilder("x")))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state().code()).isEqualTo("42P18"));
    }

    @Test
    void targetTypesConvert() {
        assertThat(ParameterValues.toEngine("12", Types.INTEGER, -1)).isEqualTo(12);
        assertThat(ParameterValues.toEngine(12, Types.VARCHAR, -1)).isEqualTo("12");
        assertThat(ParameterValues.toEngine("1.005", Types.NUMERIC, 2)).isEqualTo(new BigDecimal("1.01"));
        assertThat(ParameterValues.toEngine(1, Types.BOOLEAN, -1)).isEqualTo(true);
        assertThat(ParameterValues.toEngine("2024-03-05", Types.DATE, -1)).isEqualTo(LocalDate.of(2024, 3, 5));
        assertThat(ParameterValues.toEngine((byte) 1, Types.TINYINT, -1)).isEqualTo((short) 1);
        assertThat(ParameterValues.toEngine(null, Types.INTEGER, -1)).isNull();
        assertThat(ParameterValues.toEngine(UUID.randomUUID(), Types.OTHER, -1)).isInstanceOf(UUID.class);
        assertThat(ParameterValues.toEngine(new Integer[] {1, 2}, Types.ARRAY, -1))
                .isEqualTo(org.lanin.engine.type.ArrayValue.of(new Object[] {1, 2}));
        assertThatThrownBy(() -> ParameterValues.toEngine("x", Types.STRUCT, -1))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state().code()).isEqualTo("0A000"));
        assertThatThrownBy(() -> ParameterValues.toEngine("abc", Types.INTEGER, -1))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state().code()).isEqualTo("22P02"));
    }

    @Test
    void calendarVariantsUseTheCalendarsZone() {
        ZoneId tokyo = ZoneId.of("Asia/Tokyo");
        Instant instant = Instant.parse("2024-03-05T20:00:00Z");
        assertThat(ParameterValues.date(new Date(instant.toEpochMilli()), tokyo)).isEqualTo(LocalDate.of(2024, 3, 6));
        assertThat(ParameterValues.time(new Time(instant.toEpochMilli()), tokyo)).isEqualTo(LocalTime.of(5, 0));
        assertThat(ParameterValues.timestamp(Timestamp.from(instant), tokyo).toLocalDateTime()).isEqualTo(LocalDateTime.of(2024, 3, 6, 5, 0));
        assertThat(ParameterValues.date(null, tokyo)).isNull();
    }

    @Test
    void streamsAreReadFully() {
        assertThat(ParameterValues.readBytes(new ByteArrayInputStream(new byte[] {1, 2, 3}), -1)).containsExactly(1, 2, 3);
        assertThat(ParameterValues.readBytes(new ByteArrayInputStream(new byte[] {1, 2, 3}), 2)).containsExactly(1, 2);
        assertThat(ParameterValues.readChars(new StringReader("hello"), -1)).isEqualTo("hello");
        assertThat(ParameterValues.readChars(new StringReader("hello"), 4)).isEqualTo("hell");
        assertThat(ParameterValues.readChars(null, 4)).isNull();
    }
}
