package org.lanin.jdbc.convert;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.sql.Date;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;

/**
 * Reads an engine value (or a Java value handed in by a caller) as a requested class: the table
 * behind every {@code ResultSet.getXxx} and {@code getObject(i, Class)}. One entry per target
 * class; each entry dispatches on the source value's class. PostgreSQL-like rules: any value
 * reads as text ({@link PgText}); text reads as numbers, booleans, dates, UUIDs when it parses.
 */
public final class Conversions {
    private static final Map<Class<?>, Function<Object, Object>> TARGETS = Map.ofEntries(
            Map.entry(Object.class, v -> v),
            Map.entry(String.class, PgText::format),
            Map.entry(Boolean.class, ToNumber::toBoolean),
            Map.entry(Byte.class, v -> (byte) ToNumber.integral(v, Byte.MIN_VALUE, Byte.MAX_VALUE, "tinyint")),
            Map.entry(Short.class, v -> (short) ToNumber.integral(v, Short.MIN_VALUE, Short.MAX_VALUE, "smallint")),
            Map.entry(Integer.class, v -> (int) ToNumber.integral(v, Integer.MIN_VALUE, Integer.MAX_VALUE, "integer")),
            Map.entry(Long.class, v -> ToNumber.integral(v, Long.MIN_VALUE, Long.MAX_VALUE, "bigint")),
            Map.entry(BigInteger.class, v -> BigInteger.valueOf(ToNumber.integral(v, Long.MIN_VALUE, Long.MAX_VALUE, "bigint"))),
            Map.entry(Float.class, ToNumber::toFloat),
            Map.entry(Double.class, ToNumber::toDouble),
            Map.entry(BigDecimal.class, ToNumber::toBigDecimal),
            Map.entry(byte[].class, Conversions::toBytes),
            Map.entry(UUID.class, Conversions::toUuid),
            Map.entry(LocalDate.class, ToTemporal::toLocalDate),
            Map.entry(LocalTime.class, ToTemporal::toLocalTime),
            Map.entry(LocalDateTime.class, ToTemporal::toLocalDateTime),
            Map.entry(OffsetDateTime.class, ToTemporal::toOffsetDateTime),
            Map.entry(Instant.class, ToTemporal::toInstant),
            Map.entry(Date.class, v -> ToTemporal.toSqlDate(v, ZoneId.systemDefault())),
            Map.entry(Time.class, v -> ToTemporal.toSqlTime(v, ZoneId.systemDefault())),
            Map.entry(Timestamp.class, v -> ToTemporal.toSqlTimestamp(v, ZoneId.systemDefault())),
            Map.entry(java.util.Date.class, v -> ToTemporal.toSqlTimestamp(v, ZoneId.systemDefault())));

    private static final Map<Class<?>, Class<?>> BOXES = Map.of(
            boolean.class, Boolean.class, byte.class, Byte.class, short.class, Short.class,
            int.class, Integer.class, long.class, Long.class, float.class, Float.class, double.class, Double.class);

    private Conversions() {
    }

    /** True when {@link #to} has an entry for the class. */
    public static boolean supports(Class<?> target) {
        return TARGETS.containsKey(BOXES.getOrDefault(target, target));
    }

    /** {@code value} read as {@code target}; null stays null. Fails with 22P02/22003/22007/42804. */
    @SuppressWarnings("unchecked")
    public static <T> T to(Object value, Class<T> target) {
        if (value == null) {
            return null;
        }
        if (value instanceof org.lanin.engine.json.Jsonb || value instanceof org.lanin.engine.json.JsonText) {
            value = value.toString(); // pgJDBC reads json(b) as its text: getInt of '1' is 1
        }
        Class<?> boxed = BOXES.getOrDefault(target, target);
        if (boxed.isInstance(value) && boxed != java.util.Date.class && (boxed != java.time.OffsetDateTime.class
                || org.lanin.engine.type.DateTimeInfinity.isFinite(value))) { // pgJDBC's OffsetDateTime.MAX, not ours
            return (T) value;
        }
        Function<Object, Object> f = TARGETS.get(boxed);
        if (f == null) {
            throw ToNumber.noConversion(value, target.getSimpleName());
        }
        return (T) f.apply(value);
    }

    /** {@code java.sql.Date} of a value whose local date is taken in {@code zone} (a Calendar's). */
    public static Date toDate(Object value, ZoneId zone) {
        return value == null ? null : ToTemporal.toSqlDate(value, zone);
    }

    public static Time toTime(Object value, ZoneId zone) {
        return value == null ? null : ToTemporal.toSqlTime(value, zone);
    }

    public static Timestamp toTimestamp(Object value, ZoneId zone) {
        return value == null ? null : ToTemporal.toSqlTimestamp(value, zone);
    }

    /**
     * What {@code getObject(i)} returns for a column of the kind: the JDBC-spec class
     * ({@code Integer} for smallint, {@code java.sql} date/time classes) — see
     * {@link JdbcTypes#className}, which must agree.
     */
    public static Object toJdbcObject(Object value, org.lanin.engine.type.DataType type) {
        return toJdbcObject(value, type.kind());
    }

    public static Object toJdbcObject(Object value, TypeKind kind) {
        if (value == null) {
            return null;
        }
        switch (kind) {
            case SMALLINT: return to(value, Integer.class);
            case DATE: return to(value, Date.class);
            case TIME: return to(value, Time.class);
            case TIMESTAMP: case TIMESTAMPTZ: return to(value, Timestamp.class);
            case INTERVAL: case ENUM: case JSON: case JSONB: case TSVECTOR: case TSQUERY: case RECORD: return PgText.format(value);
            case NUMERIC: // pgJDBC's getObject answers a numeric NaN as Double.NaN: BigDecimal has none
                return value instanceof org.lanin.engine.type.NumericSpecial n ? (Object) n.doubleValue() : value;
            default: return value;
        }
    }

    private static byte[] toBytes(Object v) {
        return PgText.format(v).getBytes(StandardCharsets.UTF_8);
    }

    private static UUID toUuid(Object v) {
        if (v instanceof String s) {
            try {
                return UUID.fromString(s.trim());
            } catch (IllegalArgumentException e) {
                throw LaninException.of(ConvertMsg.BAD_TEXT, "uuid", s);
            }
        }
        throw ToNumber.noConversion(v, "uuid");
    }
}
