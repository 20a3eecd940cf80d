package org.lanin.engine.type;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.lanin.engine.error.LaninException;

/**
 * Date and timestamp text in the forms besides ISO 8601 that PostgreSQL's datetime.c reads
 * (ParseDateTime, then DecodeDateTime / DecodeDate / DecodeNumber / DecodeNumberField):
 * {@code January 8, 1999}, {@code 1/8/1999}, {@code 08-Jan-1999}, {@code 19990108},
 * {@code 1999.008} (day of year), {@code J2451187} (Julian day),
 * {@code Mon Feb 10 17:32:01.4 1997 PST}, {@code 8:30 pm}. Fields whose role the text does not
 * say (numbers around slashes) are read in the session's DateStyle order ({@link SessionDateOrder}).
 * {@link DateTimeParser} reads ISO itself and comes here only with text it refused; null here
 * means this is not a date either, and its syntax error stands. Departures: no special words
 * (today, infinity) inside these forms, and no times with a leading sign.
 */
final class DateFieldDecoder {
    private static final int YEAR = 1;
    private static final int MONTH = 2;
    private static final int DAY = 4;
    private static final int DATE = YEAR | MONTH | DAY;
    private static final int TIME = 8;
    private static final int TZ = 16;

    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("jan", 1), Map.entry("january", 1),
            Map.entry("feb", 2), Map.entry("february", 2), Map.entry("mar", 3), Map.entry("march", 3), Map.entry("apr", 4),
            Map.entry("april", 4), Map.entry("may", 5), Map.entry("jun", 6), Map.entry("june", 6), Map.entry("jul", 7),
            Map.entry("july", 7), Map.entry("aug", 8), Map.entry("august", 8), Map.entry("sep", 9), Map.entry("sept", 9),
            Map.entry("september", 9), Map.entry("oct", 10), Map.entry("october", 10), Map.entry("nov", 11),
            Map.entry("november", 11), Map.entry("dec", 12), Map.entry("december", 12));
    private static final java.util.Set<String> WEEKDAYS = java.util.Set.of("sun", "sunday", "mon", "monday", "tue", "tues",
            "tuesday", "wed", "wednes", "wednesday", "thu", "thur", "thurs", "thursday", "fri", "friday", "sat", "saturday");

    /** What the text says: the year counts from 1 in its era ({@code bc}); -1 where a field is absent. */
    record Fields(int year, boolean bc, int month, int day, int hour, int minute, int second, int micros,
                  Integer offsetSeconds, java.time.ZoneId namedZone) {
    }

    private enum Kind { NUMBER, DATE, TIME, TZ, STRING }

    private record Field(Kind kind, String text) {
    }

    private final SessionDateOrder.Order order = SessionDateOrder.current();
    private int fmask;
    private boolean haveTextMonth;
    private boolean is2digits;
    private boolean bc;
    private boolean julianNext;
    private int ampm;
    private int year = -1;
    private int month = -1;
    private int day = -1;
    private int doy = -1;
    private int hour = -1;
    private int minute;
    private int second;
    private int micros;
    private Integer offsetSeconds;
    private java.time.ZoneId namedZone;

    private DateFieldDecoder() {
    }

    /** The fields of {@code s}; null when it is not in a form read here; 22008 for a field out of range. */
    static Fields decode(String s) {
        List<Field> fields = split(s.toLowerCase(Locale.ROOT));
        if (fields == null || fields.isEmpty()) {
            return null;
        }
        DateFieldDecoder d = new DateFieldDecoder();
        for (Field f : fields) {
            if (!d.field(f)) {
                return null;
            }
        }
        return d.finish();
    }

    /** ParseDateTime: numbers, dates with their delimiters, times, signed zones and words; commas and spaces separate. */
    private static List<Field> split(String s) {
        List<Field> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            int start = i;
            if (Character.isWhitespace(c) || c == ',') {
                i++;
                continue;
            }
            if (isDigit(c)) {
                while (i < n && isDigit(s.charAt(i))) {
                    i++;
                }
                Kind kind = Kind.NUMBER;
                if (i < n && s.charAt(i) == ':') {
                    kind = Kind.TIME;
                    while (i < n && (isDigit(s.charAt(i)) || s.charAt(i) == ':' || s.charAt(i) == '.')) {
                        i++;
                    }
                } else if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '/' || s.charAt(i) == '.')) {
                    char delim = s.charAt(i++);
                    if (i < n && isDigit(s.charAt(i))) {
                        kind = delim == '.' ? Kind.NUMBER : Kind.DATE;
                        while (i < n && isDigit(s.charAt(i))) {
                            i++;
                        }
                        if (i < n && s.charAt(i) == delim) { // matching delimiters: a three-field date
                            kind = Kind.DATE;
                            while (i < n && (isDigit(s.charAt(i)) || s.charAt(i) == delim)) {
                                i++;
                            }
                        }
                    } else {
                        kind = Kind.DATE;
                        while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == delim)) {
                            i++;
                        }
                    }
                }
                out.add(new Field(kind, s.substring(start, i)));
            } else if (Character.isLetter(c)) {
                while (i < n && Character.isLetter(s.charAt(i))) {
                    i++;
                }
                boolean date = i < n && (s.charAt(i) == '-' || s.charAt(i) == '/' || s.charAt(i) == '.');
                if (date) {
                    while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || "+-/_.:".indexOf(s.charAt(i)) >= 0)) {
                        i++;
                    }
                }
                out.add(new Field(date ? Kind.DATE : Kind.STRING, s.substring(start, i)));
            } else if (c == '+' || c == '-') {
                i++;
                while (i < n && Character.isWhitespace(s.charAt(i))) {
                    i++;
                }
                if (i >= n || !isDigit(s.charAt(i))) {
                    return null;
                }
                int digits = i;
                while (i < n && (isDigit(s.charAt(i)) || s.charAt(i) == ':')) {
                    i++;
                }
                out.add(new Field(Kind.TZ, c + s.substring(digits, i)));
            } else {
                return null;
            }
        }
        return out;
    }

    private boolean field(Field f) {
        return switch (f.kind()) {
            case DATE -> Character.isLetter(f.text().charAt(0)) && (f.text().indexOf('/') >= 0 || f.text().indexOf('_') >= 0)
                    ? zoneName(f.text()) : date(f.text());
            case TIME -> time(f.text());
            case TZ -> offset(f.text());
            case NUMBER -> number(f.text());
            case STRING -> word(f.text());
        };
    }

    /** DecodeDate: month names first (unambiguous), then the numbers in the DateStyle's order. */
    private boolean date(String text) {
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && !Character.isLetterOrDigit(text.charAt(i))) {
                i++;
            }
            if (i >= text.length()) {
                return false;
            }
            int start = i;
            boolean digits = isDigit(text.charAt(i));
            while (i < text.length() && (digits ? isDigit(text.charAt(i)) : Character.isLetter(text.charAt(i)))) {
                i++;
            }
            parts.add(text.substring(start, i));
        }
        for (int k = 0; k < parts.size(); k++) {
            String p = parts.get(k);
            if (Character.isLetter(p.charAt(0))) {
                Integer m = MONTHS.get(p);
                if (m == null || (fmask & MONTH) != 0) {
                    return false;
                }
                month = m;
                haveTextMonth = true;
                fmask |= MONTH;
                parts.set(k, null);
            }
        }
        for (String p : parts) {
            if (p != null && !numberInDate(p)) {
                return false;
            }
        }
        return true;
    }

    private boolean numberInDate(String p) {
        int before = fmask;
        int set = decodeNumber(p);
        return set != 0 && (before & set) == 0;
    }

    /** DecodeNumber: one number whose role its length, what is known and the DateStyle order decide. */
    private int decodeNumber(String p) {
        if (p.length() > 9) {
            throw fieldOverflow();
        }
        int val = Integer.parseInt(p);
        int flen = p.length();
        if (flen == 3 && (fmask & DATE) == YEAR && val >= 1 && val <= 366) { // day of year
            doy = val;
            fmask |= MONTH | DAY;
            return MONTH | DAY;
        }
        int set;
        switch (fmask & DATE) {
            case 0 -> set = flen >= 3 || order == SessionDateOrder.Order.YMD ? YEAR
                    : order == SessionDateOrder.Order.DMY ? DAY : MONTH;
            case YEAR -> set = MONTH;
            case MONTH -> set = haveTextMonth ? (flen >= 3 || order == SessionDateOrder.Order.YMD ? YEAR : DAY) : DAY;
            case YEAR | MONTH -> {
                if (haveTextMonth && flen >= 3 && is2digits) { // the first number was the day after all: DD-MON-YYYY
                    day = year;
                    year = val;
                    is2digits = false;
                    fmask |= DAY;
                    return DAY;
                }
                set = DAY;
            }
            case DAY -> set = MONTH;
            case MONTH | DAY -> set = YEAR;
            default -> {
                return 0;
            }
        }
        switch (set) {
            case YEAR -> {
                year = val;
                is2digits = flen <= 2;
            }
            case MONTH -> month = val;
            default -> day = val;
        }
        if ((fmask & set) != 0) {
            return 0;
        }
        fmask |= set;
        return set;
    }

    /** A number field of DecodeDateTime: a Julian day, a dotted date, a run of digits, or one date part. */
    private boolean number(String p) {
        if (julianNext) {
            julianNext = false;
            if (p.indexOf('.') >= 0 || (fmask & DATE) != 0) {
                return false;
            }
            LocalDate d = LocalDate.MIN.with(java.time.temporal.JulianFields.JULIAN_DAY, Long.parseLong(p));
            year = d.getYear() > 0 ? d.getYear() : 1 - d.getYear();
            bc = d.getYear() <= 0;
            month = d.getMonthValue();
            day = d.getDayOfMonth();
            fmask |= DATE;
            return true;
        }
        int dot = p.indexOf('.');
        if (dot >= 0 && (fmask & DATE) == 0) {
            return date(p);
        }
        if (dot < 0 && p.length() >= 6 && ((fmask & DATE) == 0 || (fmask & TIME) == 0)) {
            return numberField(p);
        }
        if (dot >= 0) {
            return false;
        }
        return (fmask & DATE) == DATE ? numberField(p) : numberInDate(p);
    }

    /** DecodeNumberField: YYYYMMDD / YYMMDD when the date is missing, else HHMMSS / HHMM. */
    private boolean numberField(String p) {
        int len = p.length();
        if ((fmask & DATE) != DATE) {
            if (len < 6 || (fmask & DATE) != 0) {
                return false;
            }
            day = Integer.parseInt(p.substring(len - 2));
            month = Integer.parseInt(p.substring(len - 4, len - 2));
            year = Integer.parseInt(p.substring(0, len - 4));
            is2digits = len - 4 == 2;
            fmask |= DATE;
            return true;
        }
        if ((fmask & TIME) == 0 && (len == 6 || len == 4)) {
            hour = Integer.parseInt(p.substring(0, 2));
            minute = Integer.parseInt(p.substring(2, 4));
            second = len == 6 ? Integer.parseInt(p.substring(4, 6)) : 0;
            fmask |= TIME;
            return true;
        }
        return false;
    }

    /** DecodeTime: h:m[:s[.fraction]]. */
    private boolean time(String t) {
        if ((fmask & TIME) != 0) {
            return false;
        }
        String[] hms = t.split(":", -1);
        if (hms.length < 2 || hms.length > 3 || hms[0].isEmpty() || hms[1].isEmpty() || hms[0].indexOf('.') >= 0
                || hms[1].indexOf('.') >= 0) {
            return false;
        }
        hour = Integer.parseInt(hms[0]);
        minute = Integer.parseInt(hms[1]);
        if (hms.length == 3) {
            String sec = hms[2];
            int dot = sec.indexOf('.');
            if (sec.isEmpty() || dot == 0 || dot >= 0 && sec.indexOf('.', dot + 1) >= 0) {
                return false;
            }
            second = Integer.parseInt(dot < 0 ? sec : sec.substring(0, dot));
            if (dot >= 0) {
                String frac = (sec.substring(dot + 1) + "000000").substring(0, 6);
                micros = Integer.parseInt(frac);
                if (sec.length() - dot - 1 > 6 && sec.charAt(dot + 7) >= '5') {
                    micros++;
                }
            }
        }
        if (hour > 24 || minute > 59 || second > 60) {
            throw fieldOverflow();
        }
        fmask |= TIME;
        return true;
    }

    /** A signed offset: +hh, +hhmm, +hh:mm. */
    private boolean offset(String t) {
        if ((fmask & TZ) != 0 || (fmask & TIME) == 0) {
            return false;
        }
        int sign = t.charAt(0) == '-' ? -1 : 1;
        String body = t.substring(1);
        int h;
        int m = 0;
        int colon = body.indexOf(':');
        if (colon >= 0) {
            h = Integer.parseInt(body.substring(0, colon));
            m = body.length() > colon + 1 ? Integer.parseInt(body.substring(colon + 1)) : -1;
        } else if (body.length() <= 2) {
            h = Integer.parseInt(body);
        } else if (body.length() == 4) {
            h = Integer.parseInt(body.substring(0, 2));
            m = Integer.parseInt(body.substring(2));
        } else {
            return false;
        }
        if (m < 0) {
            return false;
        }
        if (h > 15 || m > 59) {
            throw LaninException.of(TypeMsg.TIME_ZONE_DISPLACEMENT_OUT_OF_RANGE, t);
        }
        offsetSeconds = sign * (h * 3600 + m * 60);
        fmask |= TZ;
        return true;
    }

    private boolean word(String w) {
        Integer m = MONTHS.get(w);
        if (m != null) {
            if ((fmask & MONTH) != 0 && !haveTextMonth && (fmask & DAY) == 0 && month >= 1 && month <= 31) {
                day = month; // the number taken for a month was the day: 08 Jan 1999
                fmask |= DAY;
            } else if ((fmask & MONTH) != 0) {
                return false;
            }
            month = m;
            haveTextMonth = true;
            fmask |= MONTH;
            return true;
        }
        switch (w) {
            case "am", "pm" -> {
                if (ampm != 0) {
                    return false;
                }
                ampm = w.equals("am") ? 1 : 2;
                return true;
            }
            case "bc", "ad" -> {
                bc = w.equals("bc");
                return true;
            }
            case "j", "julian" -> {
                julianNext = true;
                return true;
            }
            case "at", "on" -> {
                return true;
            }
            case "z", "zulu" -> {
                return zone(0, null);
            }
            default -> {
                if (WEEKDAYS.contains(w)) {
                    return true;
                }
                return zoneName(w);
            }
        }
    }

    private boolean zoneName(String name) {
        Integer abbreviated = ZoneAbbreviations.offset(name);
        if (abbreviated != null) {
            return zone(abbreviated, null);
        }
        TimeZones.Zone z = TimeZones.parse(name);
        return z != null && zone(null, z.id());
    }

    private boolean zone(Integer offset, java.time.ZoneId named) {
        if ((fmask & TZ) != 0) {
            return false;
        }
        offsetSeconds = offset;
        namedZone = named;
        fmask |= TZ;
        return true;
    }

    private Fields finish() {
        if ((fmask & DATE) != DATE || julianNext) {
            return null;
        }
        if (ampm != 0) {
            if (hour < 0 || hour > 12) {
                throw fieldOverflow();
            }
            if (ampm == 2 && hour < 12) {
                hour += 12;
            } else if (ampm == 1 && hour == 12) {
                hour = 0;
            }
        }
        if (bc) {
            if (year <= 0) {
                throw fieldOverflow();
            }
        } else if (is2digits && year < 100) {
            year += year < 70 ? 2000 : 1900;
        }
        if (doy > 0) {
            LocalDate d = LocalDate.of(bc ? 1 - year : year, 1, 1).plusDays(doy - 1L);
            month = d.getMonthValue();
            day = d.getDayOfMonth();
        }
        return new Fields(year, bc, month, day, hour, minute, second, micros, offsetSeconds, namedZone);
    }

    private static LaninException fieldOverflow() {
        return new FieldOverflow();
    }

    /** DTERR_FIELD_OVERFLOW: the caller reports 22008 naming the whole text. */
    static final class FieldOverflow extends LaninException {
        FieldOverflow() {
            super(TypeMsg.DATETIME_FIELD_OUT_OF_RANGE.state(), "date/time field value out of range");
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
