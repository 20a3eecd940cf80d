package org.lanin.jdbc.convert;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import org.lanin.engine.type.DateTimeInfinity;

/**
 * {@code infinity} / {@code -infinity} dates and timestamps at the JDBC boundary, as pgJDBC maps
 * them: {@code java.sql.Timestamp} and {@code java.sql.Date} carry its {@code PGStatement}
 * sentinel milliseconds ({@link #POSITIVE_MILLIS}, {@link #NEGATIVE_MILLIS}), java.time objects
 * the classes' MAX and MIN ({@link OffsetDateTime#MAX} with its −18:00 offset, as pgJDBC returns
 * it). The engine's own values are {@link DateTimeInfinity}'s.
 */
final class JdbcInfinity {
    /** pgJDBC's {@code PGStatement.DATE_POSITIVE_INFINITY}. */
    static final long POSITIVE_MILLIS = 9223372036825200000L;
    /** pgJDBC's {@code PGStatement.DATE_NEGATIVE_INFINITY}. */
    static final long NEGATIVE_MILLIS = -9223372036832400000L;

    /** pgJDBC counts java.time values within half a second of MAX/MIN as infinite. */
    private static final Duration SLACK = Duration.ofMillis(500);

    private JdbcInfinity() {
    }

    /** +1 / −1 when {@code x}, a value an application passes, means ±infinity to pgJDBC; else 0. */
    static int signOfJava(Object x) {
        if (x instanceof java.util.Date d) {
            return d.getTime() >= POSITIVE_MILLIS ? 1 : d.getTime() <= NEGATIVE_MILLIS ? -1 : 0;
        }
        if (x instanceof LocalDate d) {
            return d.equals(LocalDate.MAX) ? 1 : d.equals(LocalDate.MIN) ? -1 : 0;
        }
        if (x instanceof LocalDateTime t) {
            return t.isAfter(LocalDateTime.MAX.minus(SLACK)) ? 1 : t.isBefore(LocalDateTime.MIN.plus(SLACK)) ? -1 : 0;
        }
        if (x instanceof OffsetDateTime t) {
            return t.isAfter(OffsetDateTime.MAX.minus(SLACK)) ? 1 : t.isBefore(OffsetDateTime.MIN.plus(SLACK)) ? -1 : 0;
        }
        return 0;
    }

    /**
     * The infinity as a wall-clock time and instant together (what setTimestamp hands the session:
     * it takes the local or the offset reading by the parameter's type).
     */
    static ZonedDateTime zoned(int sign) {
        return (sign > 0 ? LocalDateTime.MAX : LocalDateTime.MIN).atZone(ZoneOffset.UTC);
    }

    /** The engine's infinity for an application's infinite java.time or java.sql value. */
    static Object toEngine(Object x, int sign) {
        if (x instanceof LocalDate || x instanceof java.sql.Date) {
            return sign > 0 ? LocalDate.MAX : LocalDate.MIN;
        }
        if (x instanceof LocalDateTime) {
            return sign > 0 ? LocalDateTime.MAX : LocalDateTime.MIN;
        }
        return x instanceof OffsetDateTime ? DateTimeInfinity.of(org.lanin.engine.type.TypeKind.TIMESTAMPTZ, sign) : zoned(sign);
    }
}
