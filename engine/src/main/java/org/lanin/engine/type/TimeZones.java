package org.lanin.engine.type;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PostgreSQL's time zone names, read into java.time zones (whose tzdb rules stand in for
 * PostgreSQL's copy of the same IANA database). Accepted, as PostgreSQL's {@code TimeZone}:
 * IANA names in any letter case ({@code Europe/Berlin}, {@code UTC}, {@code EST5EDT}); ISO
 * offsets ({@code +02}, {@code -05:30}, a bare number of hours), positive east of Greenwich,
 * shown as PostgreSQL shows them ({@code <+02>-02}); and POSIX-style {@code NAME±h[:mm]}
 * ({@code UTC+3}), whose sign is west-positive, as PostgreSQL's. Time zone abbreviations
 * ({@code CET}, {@code PST}) work only where the IANA database has a zone of that name.
 */
public final class TimeZones {
    private static final Pattern ISO = Pattern.compile("([+-]?)(\\d{1,2})(?::?(\\d\\d))?(?::(\\d\\d))?");
    private static final Pattern POSIX = Pattern.compile("([A-Za-z]{3,})([+-])(\\d{1,2})(?::(\\d\\d))?");
    private static final Map<String, String> BY_LOWER_NAME = new HashMap<>();

    static {
        for (String id : ZoneId.getAvailableZoneIds()) {
            BY_LOWER_NAME.put(id.toLowerCase(Locale.ROOT), id);
        }
        BY_LOWER_NAME.put("utc", "UTC");
        BY_LOWER_NAME.put("gmt", "GMT");
        BY_LOWER_NAME.put("z", "UTC");
    }

    /** A zone and the name SHOW gives it. */
    public record Zone(ZoneId id, String displayName) {
    }

    private TimeZones() {
    }

    /** The zone of a name {@link #parse} gave (also PostgreSQL's {@code <+02>-02} form); UTC if none. */
    public static ZoneId ofDisplayName(String name) {
        Zone z = parse(name.startsWith("<") && name.indexOf('>') > 0 ? name.substring(1, name.indexOf('>')) : name);
        return z == null ? ZoneOffset.UTC : z.id();
    }

    /** The zone {@code text} names as a TimeZone setting (a number is hours east), or null when it names none. */
    public static Zone parse(String text) {
        return parse(text, 1);
    }

    /**
     * The zone of {@code AT TIME ZONE 'text'} and {@code timezone('text', ts)}: there PostgreSQL
     * reads a bare offset as POSIX does, hours west ({@code '+02'} is two hours behind UTC).
     * 22023 "time zone ... not recognized" when it names none.
     */
    public static ZoneId parseForConversion(String text) {
        Zone z = parse(text, -1);
        if (z == null) {
            throw org.lanin.engine.error.LaninException.of(TypeMsg.TIME_ZONE_NOT_RECOGNIZED, text);
        }
        return z.id();
    }

    private static Zone parse(String text, int numericSign) {
        String s = text.strip();
        Matcher iso = ISO.matcher(s);
        if (iso.matches()) {
            return offsetZone(numericSign * (iso.group(1).equals("-") ? -1 : 1), iso.group(2), iso.group(3), iso.group(4));
        }
        String id = BY_LOWER_NAME.get(s.toLowerCase(Locale.ROOT));
        if (id != null) {
            return new Zone(ZoneId.of(id).normalized(), id);
        }
        Matcher posix = POSIX.matcher(s);
        if (posix.matches()) {
            Zone z = offsetZone(posix.group(2).equals("-") ? 1 : -1, posix.group(3), posix.group(4), null);
            return z == null ? null : new Zone(z.id(), s);
        }
        return null;
    }

    private static Zone offsetZone(int sign, String h, String m, String sec) {
        int seconds = Integer.parseInt(h) * 3600 + (m == null ? 0 : Integer.parseInt(m) * 60)
                + (sec == null ? 0 : Integer.parseInt(sec));
        if (seconds > 15 * 3600 || (m != null && Integer.parseInt(m) > 59)) {
            return null;
        }
        return offsetZone(sign * seconds);
    }

    /** A fixed zone {@code eastSeconds} east of Greenwich, named as PostgreSQL names it ({@code <+05:30>-05:30}). */
    public static Zone offsetZone(int eastSeconds) {
        try {
            ZoneOffset o = ZoneOffset.ofTotalSeconds(eastSeconds);
            String east = offsetText(eastSeconds);
            String west = offsetText(-eastSeconds);
            return new Zone(o, "<" + east + ">" + west);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** PostgreSQL's offset text: {@code +HH}, {@code +HH:MM} or {@code +HH:MM:SS}. */
    public static String offsetText(int seconds) {
        StringBuilder sb = new StringBuilder(9);
        appendOffset(sb, seconds);
        return sb.toString();
    }

    static void appendOffset(StringBuilder sb, int seconds) {
        int abs = Math.abs(seconds);
        sb.append(seconds < 0 ? '-' : '+');
        two(sb, abs / 3600);
        if (abs % 3600 != 0) {
            sb.append(':');
            two(sb, abs / 60 % 60);
            if (abs % 60 != 0) {
                sb.append(':');
                two(sb, abs % 60);
            }
        }
    }

    private static void two(StringBuilder sb, int v) {
        sb.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
    }

    /**
     * The instant a wall-clock time in {@code zone} names: in a DST gap the time moves forward by
     * the gap, in an overlap the later (standard time) offset wins, as PostgreSQL's
     * {@code DetermineTimeZoneOffset} does.
     */
    public static OffsetDateTime atZone(LocalDateTime local, ZoneId zone) {
        int infinite = DateTimeInfinity.sign(local);
        if (infinite != 0) {
            return (OffsetDateTime) DateTimeInfinity.of(TypeKind.TIMESTAMPTZ, infinite); // infinity is in no zone
        }
        if (zone instanceof ZoneOffset o) {
            return DateTimes.toUtc(local.atOffset(o));
        }
        return DateTimes.toUtc(ZonedDateTime.ofLocal(local, zone, null).withLaterOffsetAtOverlap().toOffsetDateTime());
    }

    /** The instant as wall-clock time in {@code zone}, with its offset there. */
    public static OffsetDateTime inZone(OffsetDateTime instant, ZoneId zone) {
        if (zone == ZoneOffset.UTC || !DateTimeInfinity.isFinite(instant)) {
            return DateTimes.toUtc(instant);
        }
        return instant.atZoneSameInstant(zone).toOffsetDateTime();
    }
}
