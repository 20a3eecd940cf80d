package org.lanin.engine.type;

/**
 * Interval output in PostgreSQL's default "postgres" style: {@code 1 year 2 mons 3 days 04:05:06},
 * {@code -1 days +02:00:00}, {@code 00:00:00} for zero. Units are plural unless the value is 1.
 */
final class IntervalFormat {
    private IntervalFormat() {
    }

    static String format(Interval i) {
        StringBuilder sb = new StringBuilder(32);
        int years = i.months() / 12;
        int months = i.months() % 12;
        boolean negSeen = false;
        negSeen |= part(sb, years, "year", negSeen);
        negSeen |= part(sb, months, "mon", negSeen);
        negSeen |= part(sb, i.days(), "day", negSeen);
        long micros = i.micros();
        if (micros != 0 || sb.length() == 0) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            if (micros < 0) {
                sb.append('-');
            } else if (negSeen) {
                sb.append('+');
            }
            long a = Math.abs(micros);
            long hours = a / 3_600_000_000L;
            a %= 3_600_000_000L;
            TextFormat.pad2(sb, hours);
            sb.append(':');
            TextFormat.pad2(sb, a / 60_000_000L);
            sb.append(':');
            a %= 60_000_000L;
            TextFormat.pad2(sb, a / 1_000_000L);
            TextFormat.appendFraction(sb, (int) (a % 1_000_000L));
        }
        return sb.toString();
    }

    /** One field; after a negative one, positive fields carry a '+' (PostgreSQL's AddPostgresIntPart). */
    private static boolean part(StringBuilder sb, int value, String unit, boolean negSeen) {
        if (value == 0) {
            return false;
        }
        if (sb.length() > 0) {
            sb.append(' ');
        }
        if (negSeen && value > 0) {
            sb.append('+');
        }
        sb.append(value).append(' ').append(unit);
        if (value != 1) {
            sb.append('s');
        }
        return value < 0;
    }
}
