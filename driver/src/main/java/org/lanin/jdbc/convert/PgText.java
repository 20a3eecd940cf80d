package org.lanin.jdbc.convert;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.function.Function;
import org.lanin.engine.type.Interval;

/**
 * PostgreSQL's text output of engine values, as {@code getString} returns them
 * (booleans {@code t}/{@code f}, bytea as {@code \x...} hex, floats in shortest round-trip form
 * with {@code e+NN} exponents, timestamps with a space, fractional seconds without trailing zeros).
 * Stands in for the engine's own text format until it exists; the two must agree.
 */
public final class PgText {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private static final Map<Class<?>, Function<Object, String>> FORMATTERS = Map.ofEntries(
            entry(Boolean.class, b -> b ? "t" : "f"),
            entry(BigDecimal.class, BigDecimal::toPlainString),
            entry(Float.class, f -> floating(f, Float.toString(f), 6)),
            entry(Double.class, d -> floating(d, Double.toString(d), 15)),
            entry(byte[].class, PgText::bytea),
            entry(LocalDate.class, PgText::date),
            entry(LocalTime.class, PgText::time),
            entry(LocalDateTime.class, PgText::timestamp),
            entry(OffsetDateTime.class, PgText::timestamptz),
            entry(Interval.class, PgText::interval));

    private static <T> Map.Entry<Class<?>, Function<Object, String>> entry(Class<T> type, Function<T, String> f) {
        return Map.entry(type, v -> f.apply(type.cast(v)));
    }

    private PgText() {
    }

    /** The text form of an engine value; null for SQL NULL. */
    public static String format(Object value) {
        if (value == null) {
            return null;
        }
        int infinite = org.lanin.engine.type.DateTimeInfinity.sign(value);
        if (infinite != 0) {
            return org.lanin.engine.type.DateTimeInfinity.text(infinite);
        }
        Function<Object, String> f = FORMATTERS.get(value.getClass());
        return f == null ? value.toString() : f.apply(value);
    }

    /** PostgreSQL 12+ float output: shortest exact digits; exponent form outside [1e-4, 1e{digits}). */
    static String floating(double d, String javaText, int digits) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0" : "0";
        }
        BigDecimal exact = new BigDecimal(javaText).stripTrailingZeros();
        int exponent = exact.precision() - exact.scale() - 1;
        if (exponent >= -4 && exponent < digits) {
            return exact.toPlainString();
        }
        String mantissa = exact.unscaledValue().abs().toString();
        StringBuilder sb = new StringBuilder();
        if (exact.signum() < 0) {
            sb.append('-');
        }
        sb.append(mantissa.charAt(0));
        if (mantissa.length() > 1) {
            sb.append('.').append(mantissa, 1, mantissa.length());
        }
        sb.append('e').append(exponent < 0 ? '-' : '+');
        int abs = Math.abs(exponent);
        return sb.append(abs < 10 ? "0" : "").append(abs).toString();
    }

    static String bytea(byte[] bytes) {
        StringBuilder sb = new StringBuilder(2 + bytes.length * 2).append("\\x");
        for (byte b : bytes) {
            sb.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        }
        return sb.toString();
    }

    static String date(LocalDate d) {
        if (d.getYear() <= 0) {
            return LocalDate.of(1 - d.getYear(), d.getMonth(), d.getDayOfMonth()) + " BC";
        }
        return d.toString();
    }

    static String time(LocalTime t) {
        StringBuilder sb = new StringBuilder(15);
        two(sb, t.getHour()).append(':');
        two(sb, t.getMinute()).append(':');
        two(sb, t.getSecond());
        int micros = t.getNano() / 1000;
        if (micros != 0) {
            String frac = String.format("%06d", micros);
            int end = frac.length();
            while (frac.charAt(end - 1) == '0') {
                end--;
            }
            sb.append('.').append(frac, 0, end);
        }
        return sb.toString();
    }

    static String timestamp(LocalDateTime ts) {
        String date = date(ts.toLocalDate());
        if (date.endsWith(" BC")) {
            return date.substring(0, date.length() - 3) + " " + time(ts.toLocalTime()) + " BC";
        }
        return date + " " + time(ts.toLocalTime());
    }

    static String timestamptz(OffsetDateTime ts) {
        String local = timestamp(ts.toLocalDateTime());
        if (local.endsWith(" BC")) { // PostgreSQL writes the era last: 0044-03-15 12:00:00+00 BC
            return local.substring(0, local.length() - 3) + offset(ts.getOffset()) + " BC";
        }
        return local + offset(ts.getOffset());
    }

    private static String offset(ZoneOffset offset) {
        int total = offset.getTotalSeconds();
        StringBuilder sb = new StringBuilder().append(total < 0 ? '-' : '+');
        total = Math.abs(total);
        two(sb, total / 3600);
        if (total % 3600 != 0) {
            two(sb.append(':'), total % 3600 / 60);
            if (total % 60 != 0) {
                two(sb.append(':'), total % 60);
            }
        }
        return sb.toString();
    }

    /** PostgreSQL's default {@code postgres} interval style: "1 year 2 mons 3 days 04:05:06" (the engine's text). */
    static String interval(Interval iv) {
        return org.lanin.engine.type.TextFormat.format(iv);
    }

    private static StringBuilder two(StringBuilder sb, long n) {
        return sb.append(n < 10 ? "0" : "").append(n);
    }
}
