package org.lanin.pgregress;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the expected files show values that depend on client settings Lanin does not have, applied
 * to Lanin's text before comparing: pg_regress runs psql with {@code DateStyle = 'Postgres, MDY'},
 * {@code TimeZone = PST8PDT} and {@code IntervalStyle = postgres_verbose}; the scripts change the
 * DateStyle with {@code SET datestyle} and the NULL display with {@code \pset null}. Lanin answers
 * ISO dates and timestamps in UTC whatever the setting, so its date, timestamp and timestamptz
 * values are re-printed in the style in force (the instant a timestamptz denotes is not changed),
 * and intervals in the verbose style. Everything else is compared as Lanin printed it.
 */
final class DisplaySettings {
    private static final ZoneId REGRESS_ZONE = ZoneId.of("PST8PDT");
    private static final Pattern DATE = Pattern.compile("(\\d{4,})-(\\d\\d)-(\\d\\d)( BC)?");
    private static final Pattern TIMESTAMP = Pattern.compile(
            "(\\d{4,})-(\\d\\d)-(\\d\\d) (\\d\\d):(\\d\\d):(\\d\\d)(\\.\\d+)?([+-]\\d\\d(?::\\d\\d)?(?::\\d\\d)?)?( BC)?");
    private static final Pattern DATESTYLE = Pattern.compile("(?is)\\s*set\\s+(?:session\\s+)?datestyle\\s*(?:to|=)\\s*(.*)");

    enum Style { POSTGRES, ISO, SQL, GERMAN }

    private String nullDisplay = "";
    private Style style = Style.POSTGRES;
    private boolean dayFirst;

    String nullDisplay() {
        return nullDisplay;
    }

    /** {@code \pset null VALUE}. */
    void pset(PsqlVariables vars, String args) {
        java.util.List<String> a = vars.arguments(args);
        if (a.size() >= 1 && a.get(0).equals("null")) {
            nullDisplay = a.size() >= 2 ? a.get(1) : "";
        }
    }

    /** Follows {@code SET datestyle ...} and {@code RESET datestyle} after they succeeded on Lanin. */
    void observe(String sql) {
        String s = sql.strip().toLowerCase(Locale.ROOT);
        if (s.matches("reset\\s+datestyle") || s.equals("reset all")) {
            style = Style.POSTGRES;
            dayFirst = false;
            return;
        }
        Matcher m = DATESTYLE.matcher(sql);
        if (!m.matches()) {
            return;
        }
        for (String part : m.group(1).replace("'", "").replace("\"", "").split("[,\\s]+")) {
            switch (part.toLowerCase(Locale.ROOT)) {
                case "iso" -> style = Style.ISO;
                case "postgres" -> style = Style.POSTGRES;
                case "sql" -> style = Style.SQL;
                case "german" -> {
                    style = Style.GERMAN;
                    dayFirst = true;
                }
                case "dmy", "euro", "european" -> dayFirst = true;
                case "mdy", "us", "noneuropean", "ymd" -> dayFirst = false;
                case "default" -> {
                    style = Style.POSTGRES;
                    dayFirst = false;
                }
                default -> { }
            }
        }
    }

    /** Lanin's text for a value of type {@code type} as the expected file would show it. */
    String show(String value, String type) {
        if (value == null) {
            return nullDisplay;
        }
        return switch (type) {
            case "date" -> date(value);
            case "timestamp" -> timestamp(value, false);
            case "timestamptz" -> timestamp(value, true);
            case "interval" -> IntervalVerbose.of(value);
            default -> value;
        };
    }

    private String date(String v) {
        Matcher m = DATE.matcher(v);
        if (!m.matches() || style == Style.ISO) {
            return v;
        }
        String y = m.group(1);
        String mo = m.group(2);
        String d = m.group(3);
        String bc = m.group(4) == null ? "" : m.group(4);
        return switch (style) {
            case GERMAN -> d + "." + mo + "." + y + bc;
            case SQL -> (dayFirst ? d + "/" + mo : mo + "/" + d) + "/" + y + bc;
            default -> (dayFirst ? d + "-" + mo : mo + "-" + d) + "-" + y + bc;
        };
    }

    private String timestamp(String v, boolean withZone) {
        Matcher m = TIMESTAMP.matcher(v);
        if (!m.matches()) {
            return v;
        }
        boolean bc = m.group(9) != null;
        int year = Integer.parseInt(m.group(1));
        String fraction = m.group(7) == null ? "" : m.group(7);
        LocalDateTime local = LocalDateTime.of(bc ? 1 - year : year, Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                Integer.parseInt(m.group(6)));
        String zone = "";
        if (withZone && m.group(8) != null) {
            ZonedDateTime z = OffsetDateTime.of(local, java.time.ZoneOffset.of(m.group(8)))
                    .atZoneSameInstant(REGRESS_ZONE);
            local = z.toLocalDateTime();
            zone = style == Style.ISO ? isoOffset(z) : " " + z.format(DateTimeFormatter.ofPattern("zzz", Locale.US));
        }
        return render(local, fraction, zone, bc);
    }

    private String render(LocalDateTime t, String fraction, String zone, boolean bc) {
        int y = t.getYear() <= 0 ? 1 - t.getYear() : t.getYear();
        boolean before = bc || t.getYear() <= 0;
        String year = String.format(Locale.ROOT, "%04d", y);
        String time = String.format(Locale.ROOT, "%02d:%02d:%02d", t.getHour(), t.getMinute(), t.getSecond())
                + fraction;
        String mo = String.format(Locale.ROOT, "%02d", t.getMonthValue());
        String d = String.format(Locale.ROOT, "%02d", t.getDayOfMonth());
        String suffix = before ? " BC" : "";
        return switch (style) {
            case ISO -> year + "-" + mo + "-" + d + " " + time + zone + suffix;
            case GERMAN -> d + "." + mo + "." + year + " " + time + zone + suffix;
            case SQL -> (dayFirst ? d + "/" + mo : mo + "/" + d) + "/" + year + " " + time + zone + suffix;
            case POSTGRES -> {
                String dow = t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.US);
                String mon = t.getMonth().getDisplayName(TextStyle.SHORT, Locale.US);
                yield dow + " " + (dayFirst ? d + " " + mon : mon + " " + d) + " " + time + " " + year + zone
                        + suffix;
            }
        };
    }

    private static String isoOffset(ZonedDateTime z) {
        int secs = z.getOffset().getTotalSeconds();
        int abs = Math.abs(secs);
        String s = (secs < 0 ? "-" : "+") + String.format(Locale.ROOT, "%02d", abs / 3600);
        if (abs % 3600 != 0) {
            s += String.format(Locale.ROOT, ":%02d", abs % 3600 / 60);
        }
        return s;
    }
}
