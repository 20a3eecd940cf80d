package org.lanin.engine.type;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;

/**
 * PostgreSQL's text output of every kind, as psql shows it and as the driver's
 * {@code getString} returns it: booleans {@code t}/{@code f}, numeric with its scale,
 * floats shortest round-trip ({@link FloatFormat}), bytea {@code \x...} hex, timestamps
 * {@code YYYY-MM-DD HH:MM:SS[.ffffff]} with trailing fraction zeros dropped, timestamptz with
 * {@code +00} (the session zone is UTC), intervals in the postgres style.
 */
public final class TextFormat {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private TextFormat() {
    }

    /** Formats {@code v} (null gives null); {@code t} may be null, then the kind follows from the class. */
    public static String format(Object v, DataType t) {
        return v == null ? null : format(v);
    }

    public static String format(Object v) {
        if (v == null) {
            return null;
        }
        if (v instanceof String s) {
            return s;
        }
        if (v instanceof Integer || v instanceof Long || v instanceof Short) {
            return v.toString();
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof NumericSpecial s) {
            return s.toString();
        }
        if (v instanceof Double d) {
            return FloatFormat.formatDouble(d);
        }
        if (v instanceof Float f) {
            return FloatFormat.formatFloat(f);
        }
        if (v instanceof Boolean b) {
            return b ? "t" : "f";
        }
        return formatOther(v);
    }

    private static String formatOther(Object v) {
        if (v instanceof RowValue r) {
            return r.toString();
        }
        int infinite = DateTimeInfinity.sign(v);
        if (infinite != 0) {
            return DateTimeInfinity.text(infinite);
        }
        if (v instanceof LocalDateTime t) {
            return formatTimestamp(t);
        }
        if (v instanceof OffsetDateTime t) {
            return formatTimestamptz(TimeZones.inZone(t, SessionZone.current()));
        }
        if (v instanceof LocalDate d) {
            return formatDate(d);
        }
        if (v instanceof LocalTime t) {
            StringBuilder sb = new StringBuilder(15);
            appendTime(sb, t);
            return sb.toString();
        }
        if (v instanceof byte[] b) {
            return formatBytea(b);
        }
        if (v instanceof Interval i) {
            return IntervalFormat.format(i);
        }
        if (v instanceof ArrayValue a) {
            return ArrayFormat.format(a);
        }
        return v.toString(); // UUID prints lower-case 8-4-4-4-12
    }

    public static String formatDouble(double d) {
        return FloatFormat.formatDouble(d);
    }

    public static String formatBytea(byte[] b) {
        char[] out = new char[2 + 2 * b.length];
        out[0] = '\\';
        out[1] = 'x';
        for (int i = 0; i < b.length; i++) {
            out[2 + 2 * i] = HEX[(b[i] >> 4) & 0xF];
            out[3 + 2 * i] = HEX[b[i] & 0xF];
        }
        return new String(out);
    }

    public static String formatDate(LocalDate d) {
        StringBuilder sb = new StringBuilder(13);
        appendDate(sb, d);
        return sb.toString();
    }

    /** A timestamptz already moved to the zone it is shown in: its wall-clock time and offset there. */
    public static String formatTimestamptz(OffsetDateTime t) {
        StringBuilder sb = new StringBuilder(formatTimestamp(t.toLocalDateTime()));
        String era = sb.length() > 3 && sb.substring(sb.length() - 3).equals(" BC") ? " BC" : "";
        sb.setLength(sb.length() - era.length());
        TimeZones.appendOffset(sb, t.getOffset().getTotalSeconds());
        return sb.append(era).toString();
    }

    public static String formatTimestamp(LocalDateTime t) {
        StringBuilder sb = new StringBuilder(26);
        int year = t.getYear();
        appendYmd(sb, year, t.getMonthValue(), t.getDayOfMonth());
        sb.append(' ');
        appendTime(sb, t.toLocalTime());
        if (year <= 0) {
            sb.append(" BC");
        }
        return sb.toString();
    }

    private static void appendDate(StringBuilder sb, LocalDate d) {
        appendYmd(sb, d.getYear(), d.getMonthValue(), d.getDayOfMonth());
        if (d.getYear() <= 0) {
            sb.append(" BC");
        }
    }

    /** Years before 1 AD print as {@code 0044-03-15 BC} (there is no year 0 in SQL). */
    private static void appendYmd(StringBuilder sb, int year, int month, int day) {
        int y = year <= 0 ? 1 - year : year;
        if (y < 1000) {
            sb.append(y < 10 ? "000" : y < 100 ? "00" : "0");
        }
        sb.append(y).append('-');
        pad2(sb, month);
        sb.append('-');
        pad2(sb, day);
    }

    static void appendTime(StringBuilder sb, LocalTime t) {
        pad2(sb, t.getHour());
        sb.append(':');
        pad2(sb, t.getMinute());
        sb.append(':');
        pad2(sb, t.getSecond());
        appendFraction(sb, t.getNano() / 1000);
    }

    /** ".ffffff" without trailing zeros; nothing when zero. */
    static void appendFraction(StringBuilder sb, int micros) {
        if (micros == 0) {
            return;
        }
        sb.append('.');
        int div = 100_000;
        while (micros != 0) {
            sb.append((char) ('0' + micros / div));
            micros %= div;
            div /= 10;
        }
    }

    static void pad2(StringBuilder sb, long v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }
}
