package org.lanin.engine.type;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;

/**
 * Text input of date, time, timestamp and timestamptz. Accepts the ISO forms PostgreSQL
 * prints and JDBC sends: {@code YYYY-MM-DD}, {@code HH:MM[:SS[.fffffff]]} (fractions rounded to
 * microseconds), a {@code T} or spaces between them, and for timestamptz a zone
 * {@code Z|UTC|GMT|±HH[[:]MM[[:]SS]]} (absent: the session zone), or a zone name ({@code Europe/Berlin}). A zone on a plain
 * timestamp is ignored, as in PostgreSQL; {@code BC} or {@code AD} may end the text (years before 1,
 * as PostgreSQL prints them). Syntax errors are 22007, bad field values 22008.
 * Special words: {@code epoch}; {@code now} (the clock, in the session zone: PostgreSQL takes the
 * transaction's start); {@code today}, {@code tomorrow}, {@code yesterday} (midnight in the session
 * zone; a time may follow, {@code today 12:00}); {@code allballs} (time 00:00); for date and the
 * timestamps {@code infinity} / {@code -infinity} ({@link DateTimeInfinity}).
 */
public final class DateTimeParser {
    /** PostgreSQL's last representable timestamp year and date year. */
    static final int MAX_TIMESTAMP_YEAR = 294276;
    static final int MAX_DATE_YEAR = 5874897;
    /** PostgreSQL's first date, Julian day 0: 4714-11-24 BC. */
    static final LocalDate FIRST_DATE = LocalDate.of(-4713, 11, 24);

    private final String s;
    private final TypeKind kind;
    private int pos;
    private int year = Integer.MIN_VALUE;
    private int month;
    private int day;
    private int hour = -1;
    private int minute;
    private int second;
    private int micros;
    private boolean carrySecond;
    private int offsetSeconds;
    /** The era word BC: the year counts back from 1 BC, astronomical year 0. */
    private boolean beforeChrist;
    /** A zone the text names: its offset is {@link #offsetSeconds}, or {@link #namedZone} when a name. */
    private boolean zoneGiven;
    private java.time.ZoneId namedZone;
    /** +1 / −1 for the words infinity / -infinity. */
    private int infinite;
    /** The word epoch: 1970-01-01 00:00 UTC, a time or zone after it checked and ignored (PostgreSQL's SetEpochTimestamp). */
    private boolean epoch;

    private DateTimeParser(String s, TypeKind kind) {
        this.s = s;
        this.kind = kind;
    }

    public static Object parse(String text, TypeKind kind) {
        DateTimeParser p = new DateTimeParser(text, kind);
        try {
            p.scan();
        } catch (LaninException e) {
            // a syntax error, or words read as an unknown zone (8:30 pm Jan 5 2020): maybe another form
            if (kind == TypeKind.TIME || e.state() != SqlState.INVALID_DATETIME_FORMAT
                    && e.state() != TypeMsg.TIME_ZONE_NOT_RECOGNIZED.state()) {
                throw e;
            }
            return otherForm(text, kind, e);
        }
        return p.build();
    }

    /** Text that is not ISO 8601: PostgreSQL's other date forms ({@link DateFieldDecoder}), or {@code notIso}. */
    private static Object otherForm(String text, TypeKind kind, LaninException notIso) {
        DateTimeParser p = new DateTimeParser(text, kind);
        DateFieldDecoder.Fields f;
        try {
            f = DateFieldDecoder.decode(text);
        } catch (DateFieldDecoder.FieldOverflow overflow) {
            throw p.fieldRange();
        } catch (NumberFormatException | java.time.DateTimeException tooBig) {
            throw p.fieldRange();
        }
        if (f == null) {
            throw notIso;
        }
        p.year = f.year();
        p.beforeChrist = f.bc();
        p.month = f.month();
        p.day = f.day();
        if (f.hour() >= 0) {
            p.hour = f.hour();
            p.minute = f.minute();
            p.second = f.second();
            p.micros = f.micros();
            if (p.micros == 1_000_000) {
                p.micros = 0;
                p.carrySecond = true;
            }
        }
        if (f.offsetSeconds() != null || f.namedZone() != null) {
            p.zoneGiven = true;
            p.namedZone = f.namedZone();
            p.offsetSeconds = f.offsetSeconds() == null ? 0 : f.offsetSeconds();
        }
        return p.build();
    }

    private LaninException syntax() {
        // PostgreSQL's datetime input errors name the types short: "time", "timestamp"
        String name = kind == TypeKind.TIME ? "time" : kind == TypeKind.TIMESTAMP ? "timestamp" : kind.sqlName();
        return LaninException.of(TypeMsg.INVALID_DATETIME_SYNTAX, name, s);
    }

    private LaninException fieldRange() {
        return LaninException.of(TypeMsg.DATETIME_FIELD_OUT_OF_RANGE, s);
    }

    private void scan() {
        pos = TextParsers.skipSpace(s, 0);
        int end = TextParsers.trimEnd(s);
        if (pos < end && !TextParsers.isDigit(s.charAt(pos))) {
            int space = pos;
            while (space < end && s.charAt(space) != ' ') {
                space++;
            }
            String word = s.substring(pos, space).toLowerCase(Locale.ROOT);
            special(word, space < end);
            if (space == end) {
                return;
            }
            pos = TextParsers.skipSpace(s, space);
            if (TextParsers.isDigit(s.charAt(pos)) || !epoch && infinite == 0) {
                time(number(2), end);
            }
            pos = TextParsers.skipSpace(s, pos);
            if ((infinite != 0 || epoch) && pos < end && Character.isLetter(s.charAt(pos))
                    && (s.indexOf('/', pos) >= 0 || TimeZones.parse(s.substring(pos, end)) == null)) {
                throw syntax(); // a second special word (infinity infinity), a zone name with a slash: PostgreSQL's syntax error
            }
            zone(end);
            if (pos != end) {
                throw syntax();
            }
            if (infinite != 0 || epoch) {
                // PostgreSQL checks the time and zone after infinity or epoch, then ignores them (the word sets the value)
                if (hour >= 0) {
                    time();
                }
                hour = -1;
                zoneGiven = false;
            }
            return;
        }
        int start = pos;
        int first = number(9);
        if (pos < end && s.charAt(pos) == '-') {
            if (pos - start <= 2) {
                throw syntax(); // 01-02-03: its fields' order is DateStyle's (DateFieldDecoder), not year first
            }
            year = first;
            pos++;
            month = number(2);
            expect('-');
            day = number(2);
            if (pos < end && (s.charAt(pos) == 'T' || s.charAt(pos) == 't' || s.charAt(pos) == ' ')) {
                pos = pos + 1;
                while (pos < end && s.charAt(pos) == ' ') {
                    pos++;
                }
                if (pos < end && TextParsers.isDigit(s.charAt(pos))) {
                    start = pos;
                    first = number(2);
                    time(first, end);
                }
            }
        } else {
            time(first, end);
        }
        end = era(end);
        zone(end);
        if (pos != end) {
            throw syntax();
        }
    }

    /**
     * A trailing {@code BC} or {@code AD} (PostgreSQL prints years before 1 as {@code 0044-03-15 BC},
     * after the zone of a timestamptz): noted, and the text's end moved before it.
     */
    private int era(int end) {
        int wordStart = end - 2;
        if (wordStart < pos || wordStart == 0 || s.charAt(wordStart - 1) != ' ') {
            return end;
        }
        boolean bc = s.regionMatches(true, wordStart, "BC", 0, 2);
        if (!bc && !s.regionMatches(true, wordStart, "AD", 0, 2)) {
            return end;
        }
        beforeChrist = bc;
        int e = wordStart;
        while (e > pos && s.charAt(e - 1) == ' ') {
            e--;
        }
        return e;
    }

    /** A special word (PostgreSQL's datetktbl entries); {@code timeFollows}: a time comes after a day word. */
    private void special(String word, boolean timeFollows) {
        switch (word) {
            case "epoch" -> {
                day(LocalDate.of(1970, 1, 1));
                epoch = true;
            }
            case "today" -> day(today());
            case "tomorrow" -> day(today().plusDays(1));
            case "yesterday" -> day(today().minusDays(1));
            case "now", "allballs" -> {
                if (timeFollows || (word.equals("allballs") && kind != TypeKind.TIME)) {
                    throw syntax();
                }
                LocalDateTime t = word.equals("now") ? TimeZones.inZone(TransactionClock.now().atOffset(java.time.ZoneOffset.UTC),
                        SessionZone.current()).toLocalDateTime()
                        : LocalDate.of(1970, 1, 1).atStartOfDay();
                day(t.toLocalDate());
                hour = t.getHour();
                minute = t.getMinute();
                second = t.getSecond();
                micros = t.getNano() / 1000;
            }
            case "infinity", "-infinity" -> {
                if (kind == TypeKind.TIME) {
                    throw syntax();
                }
                infinite = word.equals("infinity") ? 1 : -1;
            }
            default -> throw syntax();
        }
        pos = TextParsers.trimEnd(s);
    }

    /** The transaction's start day in the session zone (PostgreSQL: today, tomorrow and yesterday are relative to it). */
    private static LocalDate today() {
        return TimeZones.inZone(TransactionClock.now().atOffset(java.time.ZoneOffset.UTC), SessionZone.current()).toLocalDate();
    }

    private void day(LocalDate d) {
        year = d.getYear();
        month = d.getMonthValue();
        day = d.getDayOfMonth();
    }

    private void time(int h, int end) {
        hour = h;
        expect(':');
        minute = number(2);
        if (pos < end && s.charAt(pos) == ':') {
            pos++;
            second = number(2);
            if (pos < end && s.charAt(pos) == '.') {
                pos++;
                fraction(end);
            }
        }
    }

    private void fraction(int end) {
        int digits = 0;
        while (pos < end && TextParsers.isDigit(s.charAt(pos))) {
            int d = s.charAt(pos++) - '0';
            if (digits < 6) {
                micros = micros * 10 + d;
            } else if (digits == 6 && d >= 5) {
                micros++;
            }
            digits++;
        }
        for (int k = digits; k < 6; k++) {
            micros *= 10;
        }
        if (micros == 1_000_000) {
            micros = 0;
            carrySecond = true;
        }
    }

    private void zone(int end) {
        while (pos < end && s.charAt(pos) == ' ') {
            pos++;
        }
        if (pos >= end) {
            return;
        }
        char c = s.charAt(pos);
        zoneGiven = true;
        if (Character.isLetter(c) && (end - pos > 3 || !s.regionMatches(true, pos, "UTC", 0, 3)
                && !s.regionMatches(true, pos, "GMT", 0, 3)) && (end - pos != 1)) {
            Integer abbreviated = ZoneAbbreviations.offset(s.substring(pos, end));
            if (abbreviated != null) {
                offsetSeconds = abbreviated;
                pos = end;
                return;
            }
            TimeZones.Zone z = TimeZones.parse(s.substring(pos, end));
            if (z == null) {
                throw LaninException.of(TypeMsg.TIME_ZONE_NOT_RECOGNIZED, s.substring(pos, end).strip().toLowerCase(Locale.ROOT));
            }
            namedZone = z.id();
            pos = end;
        } else if (c == 'Z' || c == 'z') {
            pos++;
        } else if (s.regionMatches(true, pos, "UTC", 0, 3) || s.regionMatches(true, pos, "GMT", 0, 3)) {
            pos += 3;
        } else if (c == '+' || c == '-') {
            pos++;
            int start = pos;
            int h = number(4);
            int m = 0;
            int sec = 0;
            if (pos - start == 4) {
                m = h % 100;
                h /= 100;
            } else if (pos < end && s.charAt(pos) == ':') {
                pos++;
                m = number(2);
                if (pos < end && s.charAt(pos) == ':') {
                    pos++;
                    sec = number(2);
                }
            }
            if (h > 15 || m > 59 || sec > 59) { // PostgreSQL's DTERR_TZDISP_OVERFLOW
                throw LaninException.of(TypeMsg.TIME_ZONE_DISPLACEMENT_OUT_OF_RANGE, s);
            }
            offsetSeconds = (c == '-' ? -1 : 1) * (h * 3600 + m * 60 + sec);
        } else {
            throw syntax();
        }
    }

    private int number(int maxDigits) {
        int start = pos;
        int v = 0;
        while (pos < s.length() && TextParsers.isDigit(s.charAt(pos)) && pos - start < maxDigits) {
            v = v * 10 + (s.charAt(pos++) - '0');
        }
        if (pos == start || (pos < s.length() && TextParsers.isDigit(s.charAt(pos)))) {
            throw pos == start ? syntax() : fieldRange();
        }
        return v;
    }

    private void expect(char c) {
        if (pos >= s.length() || s.charAt(pos) != c) {
            throw syntax();
        }
        pos++;
    }

    private Object build() {
        if (infinite != 0) {
            return DateTimeInfinity.of(kind, infinite);
        }
        if (kind == TypeKind.TIME) {
            if (hour < 0) {
                throw syntax();
            }
            LocalTime t = time();
            return carrySecond ? t.plusSeconds(1) : t;
        }
        if (year == Integer.MIN_VALUE) {
            throw syntax();
        }
        LocalDate d = date();
        if (kind == TypeKind.DATE) {
            return d;
        }
        LocalDateTime ts = hour < 0 ? d.atStartOfDay() : hour == 24 ? d.plusDays(1).atStartOfDay() : d.atTime(time());
        if (carrySecond) {
            ts = ts.plusSeconds(1);
        }
        if (kind == TypeKind.TIMESTAMP) {
            return DateTimes.checkTimestamp(ts);
        }
        OffsetDateTime odt = epoch ? ts.atOffset(ZoneOffset.UTC) : !zoneGiven ? SessionZone.instant(ts) : namedZone != null ? TimeZones.atZone(ts, namedZone)
                : ts.atOffset(ZoneOffset.ofTotalSeconds(offsetSeconds)).withOffsetSameInstant(ZoneOffset.UTC);
        DateTimes.checkTimestamp(odt.toLocalDateTime());
        return odt;
    }

    private LocalDate date() {
        if (month < 1 || month > 12 || day < 1 || day > 31) {
            throw fieldRange();
        }
        if (year < 1 || year > MAX_DATE_YEAR) {
            throw LaninException.of(TypeMsg.DATE_INPUT_OUT_OF_RANGE, s);
        }
        int y = beforeChrist ? 1 - year : year;
        if (day > LocalDate.of(y, month, 1).lengthOfMonth()) {
            throw fieldRange();
        }
        LocalDate d = LocalDate.of(y, month, day);
        if (d.isBefore(FIRST_DATE)) {
            throw LaninException.of(kind == TypeKind.DATE ? TypeMsg.DATE_INPUT_OUT_OF_RANGE : TypeMsg.TIMESTAMP_INPUT_OUT_OF_RANGE, s);
        }
        return d;
    }

    private LocalTime time() {
        if (hour == 24 && minute == 0 && second == 0 && micros == 0 && kind != TypeKind.TIME) {
            return LocalTime.MIDNIGHT;
        }
        if (hour > 23 || minute > 59 || second > 59) {
            throw fieldRange();
        }
        return LocalTime.of(hour, minute, second, micros * 1000);
    }
}
