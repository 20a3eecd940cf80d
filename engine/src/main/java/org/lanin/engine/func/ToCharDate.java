package org.lanin.engine.func;

import java.time.LocalDateTime;
import java.time.format.TextStyle;
import java.time.temporal.IsoFields;
import java.util.Locale;

/**
 * to_char for timestamps (and dates, intervals' clock part) with PostgreSQL's template patterns:
 * YYYY YYY YY Y IYYY MM DD DDD D ID HH HH12 HH24 MI SS MS US SSSS AM PM A.M. P.M. (and lower
 * case), Mon MON mon Month MONTH month Day DAY day Dy DY dy Q WW IW J CC, the FM prefix (no
 * padding) and TH/th suffixes; double-quoted text and backslash-escaped characters are copied.
 * A timestamptz is formatted as wall-clock time in the session zone by the caller; TZ/OF print
 * the offset the caller passes.
 */
final class ToCharDate {
    private static final String[] PATTERNS = {"HH24", "HH12", "HH", "MI", "SSSS", "SS", "MS", "US", "A.M.", "P.M.",
        "a.m.", "p.m.", "AM", "PM", "am", "pm", "YYYY", "IYYY", "YYY", "YY", "Y", "MONTH", "Month", "month", "MON", "Mon",
        "mon", "MM", "DAY", "Day", "day", "DY", "Dy", "dy", "DDD", "DD", "D", "ID", "IW", "WW", "Q", "J", "CC", "TZ", "tz",
        "OF"};

    private ToCharDate() {
    }

    static String format(LocalDateTime t, String fmt, String zoneAbbrev, String offset) {
        if (!org.lanin.engine.type.DateTimeInfinity.isFinite(t)) {
            return null; // timestamp_to_char: NULL for ±infinity
        }
        StringBuilder out = new StringBuilder(fmt.length() + 8);
        int i = 0;
        while (i < fmt.length()) {
            char c = fmt.charAt(i);
            if (c == '"') {
                int end = fmt.indexOf('"', i + 1);
                end = end < 0 ? fmt.length() : end;
                out.append(fmt, i + 1, end);
                i = end + 1;
                continue;
            }
            if (c == '\\' && i + 1 < fmt.length()) {
                out.append(fmt.charAt(i + 1));
                i += 2;
                continue;
            }
            boolean fm = fmt.startsWith("FM", i) || fmt.startsWith("fm", i);
            int at = fm ? i + 2 : i;
            String p = match(fmt, at);
            if (p == null) {
                out.append(c);
                i++;
                continue;
            }
            at += p.length();
            String v = field(p, t, fm, zoneAbbrev, offset);
            if (fmt.startsWith("TH", at) || fmt.startsWith("th", at)) {
                v += ordinal(v, fmt.startsWith("TH", at));
                at += 2;
            }
            out.append(v);
            i = at;
        }
        return out.toString();
    }

    private static String match(String fmt, int at) {
        for (String p : PATTERNS) {
            if (fmt.startsWith(p, at)) {
                return p;
            }
        }
        return null;
    }

    private static String num(long v, int width, boolean fm) {
        String s = Long.toString(Math.abs(v));
        if (!fm && s.length() < width) {
            s = "0".repeat(width - s.length()) + s;
        }
        return v < 0 ? "-" + s : s;
    }

    private static String word(String w, String p, int width, boolean fm) {
        String s = Character.isUpperCase(p.charAt(0)) && Character.isUpperCase(p.charAt(1)) ? w.toUpperCase(Locale.ROOT)
                : Character.isLowerCase(p.charAt(0)) ? w.toLowerCase(Locale.ROOT) : w;
        return fm || s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    private static String field(String p, LocalDateTime t, boolean fm, String zoneAbbrev, String offset) {
        int hour = t.getHour();
        int year = t.getYear() <= 0 ? 1 - t.getYear() : t.getYear();
        return switch (p) {
            case "HH24" -> num(hour, 2, fm);
            case "HH12", "HH" -> num(hour % 12 == 0 ? 12 : hour % 12, 2, fm);
            case "MI" -> num(t.getMinute(), 2, fm);
            case "SS" -> num(t.getSecond(), 2, fm);
            case "SSSS" -> num(t.toLocalTime().toSecondOfDay(), 1, fm);
            case "MS" -> num(t.getNano() / 1_000_000, 3, fm);
            case "US" -> num(t.getNano() / 1000, 6, fm);
            case "AM", "PM" -> hour < 12 ? "AM" : "PM";
            case "am", "pm" -> hour < 12 ? "am" : "pm";
            case "A.M.", "P.M." -> hour < 12 ? "A.M." : "P.M.";
            case "a.m.", "p.m." -> hour < 12 ? "a.m." : "p.m.";
            case "YYYY" -> num(year, 4, fm);
            case "IYYY" -> num(t.get(IsoFields.WEEK_BASED_YEAR), 4, fm);
            case "YYY" -> num(year % 1000, 3, fm);
            case "YY" -> num(year % 100, 2, fm);
            case "Y" -> num(year % 10, 1, fm);
            case "MONTH", "Month", "month" -> word(t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH), p, 9, fm);
            case "MON", "Mon", "mon" -> word(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH), p, 3, fm);
            case "MM" -> num(t.getMonthValue(), 2, fm);
            case "DAY", "Day", "day" -> word(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH), p, 9, fm);
            case "DY", "Dy", "dy" -> word(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH), p, 3, fm);
            case "DDD" -> num(t.getDayOfYear(), 3, fm);
            case "DD" -> num(t.getDayOfMonth(), 2, fm);
            case "D" -> num(t.getDayOfWeek().getValue() % 7 + 1, 1, fm);
            case "ID" -> num(t.getDayOfWeek().getValue(), 1, fm);
            case "IW" -> num(t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), 2, fm);
            case "WW" -> num((t.getDayOfYear() - 1) / 7 + 1, 2, fm);
            case "Q" -> num((t.getMonthValue() - 1) / 3 + 1, 1, fm);
            case "J" -> num(t.toLocalDate().toEpochDay() + 2_440_588, 1, fm);
            case "CC" -> num(t.getYear() > 0 ? (t.getYear() + 99) / 100 : -((-t.getYear() + 100) / 100), 2, fm);
            case "TZ" -> zoneAbbrev.toUpperCase(Locale.ROOT);
            case "tz" -> zoneAbbrev.toLowerCase(Locale.ROOT);
            default -> offset; // OF
        };
    }

    /** English ordinal suffix of the number's text (11th, 12th, 13th; 1st, 22nd, 103rd). */
    private static String ordinal(String v, boolean upper) {
        String digits = v.replaceAll("[^0-9]", "");
        if (digits.isEmpty()) {
            return "";
        }
        int n = Integer.parseInt(digits.substring(Math.max(0, digits.length() - 2)));
        String s = n % 100 >= 11 && n % 100 <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return upper ? s.toUpperCase(Locale.ROOT) : s;
    }
}
