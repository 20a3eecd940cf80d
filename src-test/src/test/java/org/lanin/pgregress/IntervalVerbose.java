package org.lanin.pgregress;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Re-prints an interval from IntervalStyle {@code postgres} (Lanin's output, e.g.
 * {@code 1 year 2 mons -3 days 04:05:06.5}) in {@code postgres_verbose}, the style of the expected
 * files ({@code @ 1 year 2 mons -3 days 4 hours 5 mins 6.5 secs}), following PostgreSQL's
 * {@code EncodeInterval}: the first non-zero field's sign becomes a trailing {@code ago} and the
 * signs of the others are flipped against it. Text it cannot read is returned unchanged.
 */
final class IntervalVerbose {
    private static final Pattern FIELD = Pattern.compile("([+-]?\\d+) (year|mon|day)s?");
    private static final Pattern TIME = Pattern.compile("([+-])?(\\d+):(\\d\\d):(\\d\\d)(\\.\\d+)?");

    private IntervalVerbose() {
    }

    static String of(String v) {
        long[] ymd = new long[3];
        long hour = 0;
        long min = 0;
        BigDecimal sec = BigDecimal.ZERO;
        for (String part : v.strip().split(" (?=[+-]?\\d)")) {
            Matcher f = FIELD.matcher(part);
            Matcher t = TIME.matcher(part);
            if (f.matches()) {
                ymd[switch (f.group(2)) { case "year" -> 0; case "mon" -> 1; default -> 2; }] = Long.parseLong(f.group(1));
            } else if (t.matches()) {
                int sign = "-".equals(t.group(1)) ? -1 : 1;
                hour = sign * Long.parseLong(t.group(2));
                min = sign * Long.parseLong(t.group(3));
                sec = new BigDecimal(t.group(4) + (t.group(5) == null ? "" : t.group(5)));
                sec = sign < 0 ? sec.negate() : sec;
            } else {
                return v;
            }
        }
        return verbose(ymd, hour, min, sec);
    }

    private static String verbose(long[] ymd, long hour, long min, BigDecimal sec) {
        StringBuilder out = new StringBuilder("@");
        boolean[] state = {true, false}; // is_zero, is_before
        part(out, ymd[0], "year", state);
        part(out, ymd[1], "mon", state);
        part(out, ymd[2], "day", state);
        part(out, hour, "hour", state);
        part(out, min, "min", state);
        if (sec.signum() != 0) {
            out.append(' ');
            if (sec.signum() < 0) {
                if (state[0]) {
                    state[1] = true;
                } else if (!state[1]) {
                    out.append('-');
                }
            } else if (state[1]) {
                out.append('-');
            }
            BigDecimal abs = sec.abs().stripTrailingZeros();
            out.append(abs.scale() < 0 ? abs.setScale(0).toPlainString() : abs.toPlainString());
            out.append(abs.compareTo(BigDecimal.ONE) == 0 ? " sec" : " secs");
            state[0] = false;
        }
        if (state[0]) {
            out.append(" 0");
        }
        if (state[1]) {
            out.append(" ago");
        }
        return out.toString();
    }

    private static void part(StringBuilder out, long value, String unit, boolean[] state) {
        if (value == 0) {
            return;
        }
        if (state[0]) {
            state[1] = value < 0;
            value = Math.abs(value);
        } else if (state[1]) {
            value = -value;
        }
        out.append(' ').append(value).append(' ').append(unit).append(value == 1 ? "" : "s");
        state[0] = false;
    }
}
