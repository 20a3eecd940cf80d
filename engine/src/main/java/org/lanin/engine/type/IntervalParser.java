package org.lanin.engine.type;

import java.util.Locale;
import org.lanin.engine.error.LaninException;

/**
 * Text input of intervals in PostgreSQL's "postgres" style: {@code [@] {number unit}...
 * [[+|-]HH:MM[:SS[.ffffff]]] [ago]}, e.g. {@code 1 year 2 mons 3 days 04:05:06}, {@code 3 mons},
 * {@code -1 days +02:00:00}, {@code 1.5 hours}. A bare number means seconds. Fractional months
 * spill into days (30 a month) and fractional days into time, as PostgreSQL does. ISO 8601's
 * "format with designators" ({@code P1Y2M3DT4H5M6.5S}, {@code P2W}, {@code PT90M}) is read too;
 * its "alternative format" ({@code P0001-02-03T04:05:06}) is not.
 */
public final class IntervalParser {
    private long months;
    private double days;
    private double micros;

    private IntervalParser() {
    }

    private static final java.util.regex.Pattern ISO = java.util.regex.Pattern.compile(
            "p(?:([-+]?[\\d.]+)y)?(?:([-+]?[\\d.]+)m)?(?:([-+]?[\\d.]+)w)?(?:([-+]?[\\d.]+)d)?"
            + "(?:t(?:([-+]?[\\d.]+)h)?(?:([-+]?[\\d.]+)m)?(?:([-+]?[\\d.]+)s)?)?");
    private static final String[] ISO_UNITS = {"year", "month", "week", "day", "hour", "minute", "second"};

    public static Interval parse(String s) {
        IntervalParser p = new IntervalParser();
        String lower = s.trim().toLowerCase(Locale.ROOT);
        java.util.regex.Matcher iso = ISO.matcher(lower);
        if (lower.length() > 1 && !lower.endsWith("t") && iso.matches()) {
            for (int g = 1; g <= ISO_UNITS.length; g++) {
                if (iso.group(g) != null) {
                    p.add(number(iso.group(g), s), ISO_UNITS[g - 1], s);
                }
            }
            return p.build(s);
        }
        String[] tokens = s.trim().toLowerCase(Locale.ROOT).split("\\s+");
        if (tokens.length == 0 || tokens[0].isEmpty()) {
            throw syntax(s);
        }
        boolean ago = false;
        for (int i = 0; i < tokens.length; i++) {
            String t = tokens[i];
            if (t.equals("@")) {
                continue;
            }
            if (t.equals("ago") && i == tokens.length - 1) {
                ago = true;
            } else if (t.indexOf(':') >= 0) {
                p.time(t, s);
            } else {
                double v = number(t, s);
                String unit = i + 1 < tokens.length && !tokens[i + 1].isEmpty() && Character.isLetter(tokens[i + 1].charAt(0))
                        && !tokens[i + 1].equals("ago") ? tokens[++i] : "second";
                p.add(v, unit, s);
            }
        }
        Interval r = p.build(s);
        return ago ? DateTimes.negate(r) : r;
    }

    private static LaninException syntax(String s) {
        return LaninException.of(TypeMsg.INVALID_DATETIME_SYNTAX, "interval", s);
    }

    private static double number(String t, String s) {
        int i = 0;
        if (t.startsWith("+") || t.startsWith("-")) {
            i = 1;
        }
        boolean digits = false;
        for (int k = i; k < t.length(); k++) {
            char c = t.charAt(k);
            if (TextParsers.isDigit(c)) {
                digits = true;
            } else if (c != '.') {
                throw syntax(s);
            }
        }
        if (!digits || t.indexOf('.') != t.lastIndexOf('.')) {
            throw syntax(s);
        }
        return Double.parseDouble(t);
    }

    private void add(double v, String unit, String s) {
        switch (unit) {
            case "microsecond", "microseconds", "us", "usec", "usecs" -> micros += v;
            case "millisecond", "milliseconds", "ms", "msec", "msecs" -> micros += v * 1000;
            case "second", "seconds", "s", "sec", "secs" -> micros += v * 1e6;
            case "minute", "minutes", "m", "min", "mins" -> micros += v * 60e6;
            case "hour", "hours", "h", "hr", "hrs" -> micros += v * 3600e6;
            case "day", "days", "d" -> addDays(v);
            case "week", "weeks", "w" -> addDays(v * 7);
            case "month", "months", "mon", "mons" -> addMonths(v);
            case "year", "years", "y", "yr", "yrs" -> addMonths(v * 12);
            case "decade", "decades" -> addMonths(v * 120);
            case "century", "centuries" -> addMonths(v * 1200);
            case "millennium", "millennia", "millenniums" -> addMonths(v * 12000);
            default -> throw syntax(s);
        }
    }

    private void addMonths(double v) {
        long whole = (long) v;
        months += whole;
        addDays((v - whole) * 30);
    }

    private void addDays(double v) {
        long whole = (long) v;
        days += whole;
        micros += (v - whole) * DateTimes.MICROS_PER_DAY;
    }

    private void time(String t, String s) {
        int sign = 1;
        String body = t;
        if (t.startsWith("-") || t.startsWith("+")) {
            sign = t.charAt(0) == '-' ? -1 : 1;
            body = t.substring(1);
        }
        String[] parts = body.split(":", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw syntax(s);
        }
        double h = number(parts[0], s);
        double m = number(parts[1], s);
        double sec = parts.length == 3 ? number(parts[2], s) : 0;
        if (m >= 60 || sec >= 60) {
            throw LaninException.of(TypeMsg.DATETIME_FIELD_OUT_OF_RANGE, s);
        }
        micros += sign * ((h * 3600 + m * 60) * 1e6 + Math.round(sec * 1e6));
    }

    private Interval build(String s) {
        if (Math.abs(months) > Integer.MAX_VALUE || Math.abs(days) > Integer.MAX_VALUE || Math.abs(micros) > 9.2e18) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
        return new Interval((int) months, (int) days, Math.round(micros));
    }
}
