package org.lanin.jdbc.convert;

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
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DateTimeInfinity;

/**
 * Reading values as dates and times. Local values (date, time, timestamp) become
 * {@code java.sql} objects in a caller-given zone (the JVM's, or a {@code Calendar}'s);
 * a timestamp without zone read as an instant is taken as UTC, like pgjdbc does.
 */
final class ToTemporal {
    private static final DateTimeFormatter TEXT = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart().appendLiteral(' ').optionalEnd()
            .optionalStart().appendLiteral('T').optionalEnd()
            .append(DateTimeFormatter.ISO_LOCAL_TIME)
            .optionalStart().appendOffset("+HH:mm:ss", "Z").optionalEnd()
            .toFormatter();

    private ToTemporal() {
    }

    static LocalDate toLocalDate(Object v) {
        if (v instanceof LocalDate d) {
            return d;
        }
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return infinite > 0 ? LocalDate.MAX : LocalDate.MIN; // pgJDBC's getObject(i, LocalDate.class)
        }
        if (v instanceof String s && s.trim().length() <= 10) {
            return parse(s, "date", LocalDate::parse);
        }
        return toLocalDateTime(v, "date").toLocalDate();
    }

    static LocalTime toLocalTime(Object v) {
        if (v instanceof LocalTime t) {
            return t;
        }
        noTimeOfDay(v);
        if (v instanceof String s && s.indexOf(':') < 4) {
            return parse(s, "time", LocalTime::parse);
        }
        if (v instanceof LocalDate) {
            throw ToNumber.noConversion(v, "time");
        }
        return toLocalDateTime(v, "time").toLocalTime();
    }

    static LocalDateTime toLocalDateTime(Object v) {
        return toLocalDateTime(v, "timestamp");
    }

    /** Timestamps with zone are seen in the JVM's zone, as {@code getTimestamp} does. */
    private static LocalDateTime toLocalDateTime(Object v, String target) {
        if (v instanceof LocalDateTime ts) {
            return ts;
        }
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return infinite > 0 ? LocalDateTime.MAX : LocalDateTime.MIN;
        }
        if (v instanceof LocalDate d) {
            return d.atStartOfDay();
        }
        if (v instanceof OffsetDateTime ts) {
            return ts.atZoneSameInstant(ZoneId.systemDefault()).toLocalDateTime();
        }
        if (v instanceof String s) {
            TemporalAccessor t = parse(s, target, x -> TEXT.parseBest(x, OffsetDateTime::from, LocalDateTime::from));
            return toLocalDateTime(t, target);
        }
        throw ToNumber.noConversion(v, target);
    }

    static OffsetDateTime toOffsetDateTime(Object v) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return infinite > 0 ? OffsetDateTime.MAX : OffsetDateTime.MIN; // as pgJDBC returns them
        }
        if (v instanceof OffsetDateTime ts) {
            return ts;
        }
        if (v instanceof String s) {
            TemporalAccessor t = parse(s, "timestamp with time zone",
                    x -> TEXT.parseBest(x, OffsetDateTime::from, LocalDateTime::from));
            return toOffsetDateTime(t);
        }
        return toLocalDateTime(v, "timestamp with time zone").atOffset(ZoneOffset.UTC);
    }

    static Instant toInstant(Object v) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return infinite > 0 ? Instant.MAX : Instant.MIN;
        }
        if (v instanceof LocalDateTime ts) {
            return ts.toInstant(ZoneOffset.UTC);
        }
        return toOffsetDateTime(v).toInstant();
    }

    static Date toSqlDate(Object v, ZoneId zone) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return new Date(infinite > 0 ? JdbcInfinity.POSITIVE_MILLIS : JdbcInfinity.NEGATIVE_MILLIS);
        }
        LocalDate d = v instanceof OffsetDateTime ts ? ts.atZoneSameInstant(zone).toLocalDate() : toLocalDate(v);
        return new Date(d.atStartOfDay(zone).toInstant().toEpochMilli());
    }

    static Time toSqlTime(Object v, ZoneId zone) {
        noTimeOfDay(v);
        LocalTime t = v instanceof OffsetDateTime ts ? ts.atZoneSameInstant(zone).toLocalTime() : toLocalTime(v);
        return new Time(t.atDate(LocalDate.EPOCH).atZone(zone).toInstant().toEpochMilli());
    }

    static Timestamp toSqlTimestamp(Object v, ZoneId zone) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return new Timestamp(infinite > 0 ? JdbcInfinity.POSITIVE_MILLIS : JdbcInfinity.NEGATIVE_MILLIS);
        }
        Instant instant = v instanceof OffsetDateTime ts
                ? ts.toInstant()
                : toLocalDateTime(v).atZone(zone).toInstant();
        return Timestamp.from(instant);
    }

    /** pgJDBC refuses getTime of ±infinity ("Bad value for type timestamp/date/time"). */
    private static void noTimeOfDay(Object v) {
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            throw LaninException.of(ConvertMsg.BAD_DATETIME, "time", DateTimeInfinity.text(infinite));
        }
    }

    private interface Parser<T> {
        T parse(String text);
    }

    private static <T> T parse(String s, String typeName, Parser<T> parser) {
        try {
            return parser.parse(s.trim());
        } catch (DateTimeParseException e) {
            throw LaninException.of(ConvertMsg.BAD_DATETIME, typeName, s);
        }
    }

    private static LocalDateTime toLocalDateTime(TemporalAccessor parsed, String target) {
        return toLocalDateTime((Object) parsed, target);
    }

    private static OffsetDateTime toOffsetDateTime(TemporalAccessor parsed) {
        return parsed instanceof OffsetDateTime ts ? ts : ((LocalDateTime) parsed).atOffset(ZoneOffset.UTC);
    }
}
