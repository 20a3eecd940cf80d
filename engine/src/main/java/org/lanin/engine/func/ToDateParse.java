package org.lanin.engine.func;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/**
 * to_date and to_timestamp(text, format): the template patterns of to_char read back (YYYY YY
 * MM DD DDD HH HH12 HH24 MI SS MS US AM PM Mon Month Dy Day J, FM ignored). As PostgreSQL, a
 * numeric field takes as many digits as its width (YYYY up to the next non-digit), spaces in the
 * template skip spaces in the input, other template characters skip one input character, and
 * missing fields default to January 1 of year 1 at midnight. A value out of range is 22008.
 */
final class ToDateParse {
    private static final String[] PATTERNS = {"HH24", "HH12", "HH", "MI", "SS", "MS", "US", "AM", "PM", "A.M.", "P.M.",
        "YYYY", "YYY", "YY", "Y", "MONTH", "MON", "MM", "DAY", "DY", "DDD", "DD", "J"};

    private final String in;
    private int pos;
    private int year = 1;
    private int month = 1;
    private int day = 1;
    private int doy = -1;
    private int hour;
    private int minute;
    private int second;
    private int micros;
    private Boolean pm;
    private long julian = -1;

    private ToDateParse(String in) {
        this.in = in;
    }

    static LocalDateTime parse(String input, String fmt) {
        ToDateParse p = new ToDateParse(input);
        p.run(fmt);
        return p.build(input);
    }

    private void run(String fmt) {
        int i = 0;
        while (i < fmt.length()) {
            if (fmt.regionMatches(true, i, "FM", 0, 2)) {
                i += 2;
                continue;
            }
            char c = fmt.charAt(i);
            String p = match(fmt, i);
            if (p == null) {
                if (c == ' ') {
                    skipSpaces();
                } else if (c == '"') {
                    int end = fmt.indexOf('"', i + 1);
                    end = end < 0 ? fmt.length() : end;
                    pos = Math.min(in.length(), pos + end - i - 1);
                    i = end;
                } else if (pos < in.length()) {
                    pos++;
                }
                i++;
                continue;
            }
            skipSpaces();
            field(p);
            i += p.length();
        }
    }

    private static String match(String fmt, int at) {
        for (String p : PATTERNS) {
            if (fmt.regionMatches(true, at, p, 0, p.length())) {
                return p;
            }
        }
        return null;
    }

    private void skipSpaces() {
        while (pos < in.length() && in.charAt(pos) == ' ') {
            pos++;
        }
    }

    private int number(int maxDigits, String field) {
        int start = pos;
        boolean neg = pos < in.length() && in.charAt(pos) == '-' && field.equals("YYYY");
        if (neg) {
            pos++;
        }
        while (pos < in.length() && pos - start < maxDigits && Character.isDigit(in.charAt(pos))) {
            pos++;
        }
        if (pos == start || (neg && pos == start + 1)) {
            throw LaninException.of(TypeMsg.TO_DATE_NOT_NUMBER, in.substring(start), field);
        }
        int v = Integer.parseInt(in.substring(neg ? start + 1 : start, pos));
        return neg ? -v : v;
    }

    private void field(String p) {
        switch (p) {
            case "HH24", "HH12", "HH" -> hour = number(2, p);
            case "MI" -> minute = number(2, p);
            case "SS" -> second = number(2, p);
            case "MS" -> micros = fraction(3, p) * 1000;
            case "US" -> micros = fraction(6, p);
            case "AM", "PM", "A.M.", "P.M." -> {
                String w = in.substring(pos, Math.min(in.length(), pos + p.length())).toUpperCase(Locale.ROOT);
                pm = w.startsWith("P");
                pos += p.length();
            }
            case "YYYY" -> year = number(4, p);
            case "YYY" -> year = 2000 + number(3, p) % 1000;
            case "YY" -> year = twoDigitYear(number(2, p));
            case "Y" -> year = 2000 + number(1, p);
            case "MONTH", "MON" -> month = monthName(p.equals("MONTH"));
            case "MM" -> month = number(2, p);
            case "DAY", "DY" -> skipWord();
            case "DDD" -> doy = number(3, p);
            case "DD" -> day = number(2, p);
            default -> julian = number(Integer.MAX_VALUE, p); // J
        }
    }

    /** MS and US read as a fraction: ".25" with MS is 250 milliseconds. */
    private int fraction(int width, String p) {
        int start = pos;
        int v = number(width, p);
        for (int digits = pos - start; digits < width; digits++) {
            v *= 10;
        }
        return v;
    }

    /** PostgreSQL's rule for two-digit years: 00-69 are 2000s, 70-99 are 1900s. */
    private static int twoDigitYear(int yy) {
        return yy < 70 ? 2000 + yy : 1900 + yy;
    }

    private void skipWord() {
        while (pos < in.length() && Character.isLetter(in.charAt(pos))) {
            pos++;
        }
    }

    private int monthName(boolean full) {
        for (Month m : Month.values()) {
            String name = m.getDisplayName(full ? TextStyle.FULL : TextStyle.SHORT, Locale.ENGLISH);
            if (in.regionMatches(true, pos, name, 0, name.length())) {
                pos += name.length();
                return m.getValue();
            }
        }
        throw LaninException.of(TypeMsg.TO_DATE_BAD_VALUE, in.substring(pos).split(" ")[0], full ? "MONTH" : "MON");
    }

    private LocalDateTime build(String input) {
        if (pm != null) {
            if (hour < 1 || hour > 12) {
                throw LaninException.of(TypeMsg.TO_DATE_HOUR12, hour);
            }
            hour = hour % 12 + (pm ? 12 : 0);
        }
        try {
            LocalDate d = julian >= 0 ? LocalDate.ofEpochDay(julian - 2_440_588)
                    : doy > 0 ? LocalDate.ofYearDay(year <= 0 ? year + 1 : year, doy)
                    : LocalDate.of(year <= 0 ? year + 1 : year, month, day);
            if (hour > 24 || minute > 59 || second > 59) {
                throw new DateTimeException("field");
            }
            return d.atStartOfDay().plusHours(hour).plusMinutes(minute).plusSeconds(second).plusNanos(micros * 1000L);
        } catch (DateTimeException e) {
            throw LaninException.of(TypeMsg.DATETIME_FIELD_OUT_OF_RANGE, input);
        }
    }
}
