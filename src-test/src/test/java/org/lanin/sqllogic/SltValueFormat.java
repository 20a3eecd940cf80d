package org.lanin.sqllogic;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.Locale;

/**
 * Renders one result value as sqllogictest text. Column type {@code I} prints an integer (as
 * printf("%d") of the value truncated), {@code R} prints printf("%.3f"), {@code T} prints text in
 * PostgreSQL's output style (numeric keeps its scale, floats in shortest form with PostgreSQL's
 * exponent rules, booleans as true/false, bytea as \x hex, timestamptz normalised to UTC "+00").
 * NULL is "NULL", the empty string "(empty)", control characters "@".
 */
final class SltValueFormat {
    private SltValueFormat() {
    }

    static String render(ResultSet rs, int column, char type) throws SQLException {
        Object value = read(rs, column);
        if (value == null) {
            return "NULL";
        }
        return switch (Character.toUpperCase(type)) {
            case 'I' -> integer(value);
            case 'R' -> real(value);
            default -> text(value);
        };
    }

    /** Reads a value as a java.time / java.lang object, whatever the driver's default mapping. */
    static Object read(ResultSet rs, int column) throws SQLException {
        Object value = switch (rs.getMetaData().getColumnType(column)) {
            case Types.DATE -> rs.getObject(column, LocalDate.class);
            case Types.TIME -> rs.getObject(column, LocalTime.class);
            case Types.TIMESTAMP -> rs.getObject(column, LocalDateTime.class);
            case Types.TIMESTAMP_WITH_TIMEZONE -> rs.getObject(column, OffsetDateTime.class);
            default -> rs.getObject(column);
        };
        return rs.wasNull() ? null : value;
    }

    static String integer(Object v) {
        if (v instanceof Boolean b) {
            return b ? "1" : "0";
        }
        if (v instanceof Number n) {
            return Long.toString(n instanceof BigDecimal d ? d.longValue() : n.longValue());
        }
        try {
            return Long.toString(new BigDecimal(v.toString().trim()).longValue());
        } catch (NumberFormatException e) {
            return "0";
        }
    }

    static String real(Object v) {
        double d;
        if (v instanceof Number n) {
            d = n.doubleValue();
        } else {
            try {
                d = Double.parseDouble(v.toString().trim());
            } catch (NumberFormatException e) {
                d = 0;
            }
        }
        return String.format(Locale.ROOT, "%.3f", d);
    }

    static String text(Object v) {
        if (v instanceof String s) {
            return s.isEmpty() ? "(empty)" : printable(s);
        }
        if (v instanceof Double d) {
            return pgFloat(d, Double.toString(d), 15);
        }
        if (v instanceof Float f) {
            return pgFloat(f, Float.toString(f), 6);
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof byte[] b) {
            return "\\x" + HexFormat.of().formatHex(b);
        }
        if (v instanceof LocalTime t) {
            return time(t);
        }
        if (v instanceof LocalDateTime t) {
            return t.toLocalDate() + " " + time(t.toLocalTime());
        }
        if (v instanceof OffsetDateTime t) {
            LocalDateTime utc = t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
            return utc.toLocalDate() + " " + time(utc.toLocalTime()) + "+00";
        }
        return printable(v.toString());
    }

    /** PostgreSQL time output: HH:MM:SS plus the fraction without trailing zeros. */
    static String time(LocalTime t) {
        String base = String.format(Locale.ROOT, "%02d:%02d:%02d", t.getHour(), t.getMinute(), t.getSecond());
        int micros = t.getNano() / 1000;
        if (micros == 0) {
            return base;
        }
        String frac = String.format(Locale.ROOT, "%06d", micros).replaceAll("0+$", "");
        return base + "." + frac;
    }

    /**
     * PostgreSQL 12+ float output: shortest round-trip digits; exponent form when the decimal
     * exponent is below -4 or at least the type's digit count (15 for float8, 6 for float4).
     */
    static String pgFloat(double d, String javaText, int digits) {
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
        if (exponent < -4 || exponent >= digits) {
            String unscaled = exact.unscaledValue().abs().toString();
            String mantissa = unscaled.length() == 1 ? unscaled : unscaled.charAt(0) + "." + unscaled.substring(1);
            String exp = String.format(Locale.ROOT, "%s%02d", exponent < 0 ? "-" : "+", Math.abs(exponent));
            return (d < 0 ? "-" : "") + mantissa + "e" + exp;
        }
        return exact.toPlainString();
    }

    private static String printable(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(Character.isISOControl(c) ? '@' : c);
        }
        return b.toString();
    }
}
