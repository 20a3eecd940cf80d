package org.lanin.planner.cost;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.lanin.engine.type.Interval;

/**
 * convert_to_scalar: maps a constant and the two histogram bounds around it onto one numeric
 * scale, so the histogram bucket can be interpolated linearly. Numbers and booleans by value;
 * date, timestamp and timestamptz as microseconds (one scale, so they mix); time and interval
 * likewise; text and bytea as PostgreSQL's convert_string_to_scalar / convert_bytea_to_scalar:
 * after the prefix common to all three, the first bytes read as a fraction in a base spanning
 * the byte range seen (Lanin's only collation is C, so bytes of UTF-8 are the sort order). Other
 * types (uuid) have no scale: the caller assumes the middle of the bucket.
 */
final class SelectivityScalar {
    private static final double MICROS_PER_DAY = 86_400_000_000.0;
    private static final double DAYS_PER_MONTH = 365.25 / 12;

    private SelectivityScalar() {
    }

    /** {value, low, high} on one scale, or null when the three do not share one. */
    static double[] convert(Object value, Object low, Object high) {
        if (value instanceof String v && low instanceof String lo && high instanceof String hi) {
            return strings(bytes(v), bytes(lo), bytes(hi), true);
        }
        if (value instanceof byte[] v && low instanceof byte[] lo && high instanceof byte[] hi) {
            return strings(v, lo, hi, false);
        }
        Double v = number(value);
        Double lo = number(low);
        Double hi = number(high);
        if (v != null && lo != null && hi != null && sameFamily(value, low) && sameFamily(value, high)) {
            return new double[] {v, lo, hi};
        }
        return null;
    }

    private static boolean sameFamily(Object a, Object b) {
        return family(a) == family(b);
    }

    private static int family(Object v) {
        if (v instanceof Number || v instanceof Boolean) {
            return 1;
        }
        if (v instanceof LocalDate || v instanceof LocalDateTime || v instanceof OffsetDateTime) {
            return 2;
        }
        return v instanceof LocalTime ? 3 : v instanceof Interval ? 4 : 0;
    }

    private static Double number(Object v) {
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        if (v instanceof Boolean b) {
            return b ? 1.0 : 0.0;
        }
        if (v instanceof LocalDate d) {
            return d.toEpochDay() * MICROS_PER_DAY;
        }
        if (v instanceof LocalDateTime t) {
            return micros(t.toInstant(ZoneOffset.UTC));
        }
        if (v instanceof OffsetDateTime t) {
            return micros(t.toInstant());
        }
        if (v instanceof LocalTime t) {
            return t.toNanoOfDay() / 1000.0;
        }
        if (v instanceof Interval i) {
            return i.micros() + i.days() * MICROS_PER_DAY + i.months() * DAYS_PER_MONTH * MICROS_PER_DAY;
        }
        return null;
    }

    private static double micros(java.time.Instant i) {
        return ChronoUnit.MICROS.between(java.time.Instant.EPOCH, i);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** convert_string_to_scalar (text: byte range from the bounds) or convert_bytea_to_scalar (0..255). */
    private static double[] strings(byte[] value, byte[] low, byte[] high, boolean text) {
        int rangeLo = 0;
        int rangeHi = 255;
        if (text) {
            int[] range = textRange(low, high);
            rangeLo = range[0];
            rangeHi = range[1];
        }
        int common = 0;
        int min = Math.min(value.length, Math.min(low.length, high.length));
        while (common < min && low[common] == high[common] && low[common] == value[common]) {
            common++;
        }
        int maxChars = text ? 12 : 10;
        return new double[] {fraction(value, common, rangeLo, rangeHi, maxChars),
            fraction(low, common, rangeLo, rangeHi, maxChars), fraction(high, common, rangeLo, rangeHi, maxChars)};
    }

    /** The byte range of the bounds, widened to whole letter and digit classes, at least 10 wide. */
    private static int[] textRange(byte[] low, byte[] high) {
        int lo = high.length > 0 ? high[0] & 0xff : 0;
        int hi = lo;
        for (byte[] s : new byte[][] {low, high}) {
            for (byte b : s) {
                lo = Math.min(lo, b & 0xff);
                hi = Math.max(hi, b & 0xff);
            }
        }
        int[] r = {lo, hi};
        widen(r, 'A', 'Z');
        widen(r, 'a', 'z');
        widen(r, '0', '9');
        if (r[1] - r[0] < 9) {
            r[0] = ' ';
            r[1] = 127;
        }
        return r;
    }

    private static void widen(int[] r, char from, char to) {
        if (r[0] <= to && r[1] >= from) {
            r[0] = Math.min(r[0], from);
            r[1] = Math.max(r[1], to);
        }
    }

    private static double fraction(byte[] s, int from, int rangeLo, int rangeHi, int maxChars) {
        int n = Math.min(s.length - from, maxChars);
        double base = rangeHi - rangeLo + 1;
        double num = 0.0;
        double denom = base;
        for (int i = 0; i < n; i++) {
            int ch = s[from + i] & 0xff;
            if (ch < rangeLo) {
                ch = rangeLo - 1;
            } else if (ch > rangeHi) {
                ch = rangeHi + 1;
            }
            num += (ch - rangeLo) / denom;
            denom *= base;
        }
        return num;
    }
}
