package org.lanin.jdbc.convert;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
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
import java.time.ZonedDateTime;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import org.lanin.engine.error.LaninException;

/**
 * Turns what callers pass to {@code PreparedStatement.setXxx} into engine values (the classes of
 * {@link org.lanin.engine.type.TypeKind}); the session casts them to the parameter's type.
 * {@code java.sql} date/time objects are read in the JVM's zone, or a Calendar's.
 */
public final class ParameterValues {
    /** Classes the engine takes as they are. */
    private static final Set<Class<?>> ENGINE_CLASSES = Set.of(
            Boolean.class, Short.class, Integer.class, Long.class, BigDecimal.class, Float.class, Double.class,
            String.class, byte[].class, LocalDate.class, LocalTime.class, LocalDateTime.class,
            OffsetDateTime.class, UUID.class, org.lanin.engine.type.ArrayValue.class);

    private static final Map<Class<?>, Function<Object, Object>> ADAPTERS = Map.of(
            Byte.class, v -> (short) (Byte) v,
            BigInteger.class, v -> new BigDecimal((BigInteger) v),
            Character.class, v -> v.toString(),
            Date.class, v -> ((Date) v).toLocalDate(),
            Time.class, v -> localTime((Time) v, ZoneId.systemDefault()),
            // wall clock and instant together (the session picks by the parameter's type, see timestamp())
            Timestamp.class, v -> ((Timestamp) v).toInstant().atZone(ZoneId.systemDefault()),
            java.util.Date.class, v -> ((java.util.Date) v).toInstant().atZone(ZoneId.systemDefault()),
            Instant.class, v -> ((Instant) v).atOffset(ZoneOffset.UTC),
            ZonedDateTime.class, v -> ((ZonedDateTime) v).toOffsetDateTime());

    private ParameterValues() {
    }

    /** An engine value for {@code setObject(i, x)}; unknown classes fail with 42P18. */
    public static Object toEngine(Object x) {
        int infinite = JdbcInfinity.signOfJava(x);
        if (infinite != 0) {
            return JdbcInfinity.toEngine(x, infinite);
        }
        if (x == null || ENGINE_CLASSES.contains(x.getClass())) {
            return x;
        }
        Function<Object, Object> adapter = ADAPTERS.get(x.getClass());
        if (adapter == null && JdbcArrays.isJavaArray(x)) {
            return JdbcArrays.fromJava(x); // String[], Integer[], int[], long[], Integer[][] ... as pgJDBC takes them
        }
        if (adapter == null && x instanceof java.sql.Array a) {
            try {
                return JdbcArrays.fromJava(a.getArray());
            } catch (java.sql.SQLException e) {
                throw new LaninException(org.lanin.engine.error.SqlState.DATA_EXCEPTION, e.getMessage(), null, e);
            }
        }
        if (adapter == null) {
            throw LaninException.of(ConvertMsg.UNKNOWN_PARAMETER_CLASS, x.getClass().getName());
        }
        return adapter.apply(x);
    }

    /**
     * An engine value for {@code setObject(i, x, sqlType[, scale])}: the value converted to the
     * class the type code asks for; {@code scale} (or -1) rounds NUMERIC/DECIMAL half-up.
     */
    public static Object toEngine(Object x, int sqlType, int scale) {
        Class<?> target = JdbcTypes.classForSqlType(sqlType);
        if (target == null) {
            throw LaninException.of(ConvertMsg.UNSUPPORTED_SQL_TYPE, JdbcTypes.sqlTypeName(sqlType));
        }
        Object v = toEngine(x);
        if (v instanceof ZonedDateTime z) { // a Timestamp or Date with an explicit type: that type's reading
            v = target == OffsetDateTime.class ? z.toOffsetDateTime() : z.toLocalDateTime();
        }
        if (v instanceof byte[] && target == String.class) {
            return v;
        }
        Object converted = Conversions.to(v, target);
        if (converted instanceof BigDecimal d && scale >= 0) {
            return d.setScale(scale, RoundingMode.HALF_UP);
        }
        return converted;
    }

    /** {@code setDate(i, d, cal)}: the calendar date of {@code d}'s instant in {@code zone}. */
    public static LocalDate date(java.util.Date d, ZoneId zone) {
        int infinite = JdbcInfinity.signOfJava(d);
        if (infinite != 0) {
            return infinite > 0 ? LocalDate.MAX : LocalDate.MIN;
        }
        return d == null ? null : Instant.ofEpochMilli(d.getTime()).atZone(zone).toLocalDate();
    }

    public static LocalTime time(java.util.Date t, ZoneId zone) {
        return t == null ? null : localTime(t, zone);
    }

    /**
     * {@code setTimestamp(i, ts[, cal])}: the instant with its wall-clock time in {@code zone};
     * the session stores the instant in a timestamptz and the wall-clock time elsewhere, as
     * PostgreSQL reads the text with an offset pgJDBC sends.
     */
    public static java.time.ZonedDateTime timestamp(Timestamp ts, ZoneId zone) {
        int infinite = JdbcInfinity.signOfJava(ts);
        if (infinite != 0) {
            return JdbcInfinity.zoned(infinite);
        }
        return ts == null ? null : ts.toInstant().atZone(zone);
    }

    public static byte[] readBytes(InputStream in, long length) {
        if (in == null) {
            return null;
        }
        try {
            return length < 0 ? in.readAllBytes() : in.readNBytes(Math.toIntExact(length));
        } catch (IOException e) {
            throw new LaninException(ConvertMsg.STREAM_FAILED.state(), ConvertMsg.STREAM_FAILED.format(e.getMessage()),
                    null, e);
        }
    }

    public static String readChars(Reader in, long length) {
        if (in == null) {
            return null;
        }
        try {
            StringBuilder sb = new StringBuilder();
            char[] buf = new char[8192];
            long left = length < 0 ? Long.MAX_VALUE : length;
            int n;
            while (left > 0 && (n = in.read(buf, 0, (int) Math.min(buf.length, left))) > 0) {
                sb.append(buf, 0, n);
                left -= n;
            }
            return sb.toString();
        } catch (IOException e) {
            throw new LaninException(ConvertMsg.STREAM_FAILED.state(), ConvertMsg.STREAM_FAILED.format(e.getMessage()),
                    null, e);
        }
    }

    /** Keeps milliseconds, which {@link Time#toLocalTime()} drops. */
    private static LocalTime localTime(java.util.Date t, ZoneId zone) {
        return Instant.ofEpochMilli(t.getTime()).atZone(zone).toLocalTime();
    }
}
