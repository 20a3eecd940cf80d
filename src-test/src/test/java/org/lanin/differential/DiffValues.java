package org.lanin.differential;

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

/**
 * Turns a result value into a canonical string so two engines' answers compare by meaning:
 * every number by value (2.50 = 2.5 = 2.5e0, as {@code BigDecimal.compareTo}), strings exactly,
 * dates and times as ISO text (timestamptz as a UTC instant), bytea as hex, NULL as {@code NULL}.
 * A type tag keeps the string 'NULL' apart from a null and the string '1' apart from the number 1.
 */
final class DiffValues {
    static final String NULL = "NULL";

    private DiffValues() {
    }

    static String canonical(ResultSet rs, int column) throws SQLException {
        Object v = switch (rs.getMetaData().getColumnType(column)) {
            case Types.DATE -> rs.getObject(column, LocalDate.class);
            case Types.TIME -> rs.getObject(column, LocalTime.class);
            case Types.TIMESTAMP -> rs.getObject(column, LocalDateTime.class);
            case Types.TIMESTAMP_WITH_TIMEZONE -> rs.getObject(column, OffsetDateTime.class);
            default -> rs.getObject(column);
        };
        return rs.wasNull() || v == null ? NULL : canonical(v);
    }

    static String canonical(Object v) {
        if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
            return "n:" + d;
        }
        if (v instanceof Float f) {
            return number(new BigDecimal(Float.toString(f)));
        }
        if (v instanceof Double d) {
            return number(BigDecimal.valueOf(d));
        }
        if (v instanceof BigDecimal d) {
            return number(d);
        }
        if (v instanceof Number n) {
            return number(new BigDecimal(n.toString()));
        }
        if (v instanceof Boolean b) {
            return "b:" + b;
        }
        if (v instanceof byte[] b) {
            return "x:" + HexFormat.of().formatHex(b);
        }
        if (v instanceof OffsetDateTime t) {
            return "t:" + t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime() + "Z";
        }
        if (v instanceof String s) {
            return "s:" + s;
        }
        return "t:" + v;
    }

    /** Canonical form of a value written by hand in a deviations file (numbers recognised by syntax). */
    static String canonicalText(String text) {
        if (text.equals(NULL)) {
            return NULL;
        }
        if (text.matches("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?")) {
            return number(new BigDecimal(text));
        }
        if (text.equals("true") || text.equals("false")) {
            return "b:" + text;
        }
        return "s:" + text;
    }

    private static String number(BigDecimal d) {
        return "n:" + (d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString());
    }

    /** The value without its tag, for messages and for writing deviations files. */
    static String display(String canonical) {
        return canonical.equals(NULL) ? NULL : canonical.substring(2);
    }
}
