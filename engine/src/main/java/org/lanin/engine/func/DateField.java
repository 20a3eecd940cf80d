package org.lanin.engine.func;

import java.util.Locale;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/**
 * The fields of extract/date_part/date_trunc, with PostgreSQL's accepted spellings: its
 * {@code deltatktbl} (interval units), then for extract and date_part its {@code datetktbl} (words
 * of date input: {@code dow}, {@code julian}, {@code epoch}, ...), which date_trunc does not search.
 * Like PostgreSQL's token tables, only the first 10 characters of a spelling count (TOKMAXLEN:
 * {@code microseconds} is {@code microsecon}).
 */
enum DateField {
    MICROSECONDS, MILLISECONDS, SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR, DECADE, CENTURY, MILLENNIUM,
    DOW, ISODOW, DOY, EPOCH, ISOYEAR, JULIAN, TIMEZONE, TIMEZONE_HOUR, TIMEZONE_MINUTE;

    private static final int TOKMAXLEN = 10;

    /** PostgreSQL's deltatktbl units (datetime.c), each token at most 10 characters. */
    private static final Map<String, DateField> UNITS = Map.ofEntries(
            Map.entry("c", CENTURY), Map.entry("cent", CENTURY), Map.entry("centuries", CENTURY), Map.entry("century", CENTURY),
            Map.entry("d", DAY), Map.entry("day", DAY), Map.entry("days", DAY),
            Map.entry("dec", DECADE), Map.entry("decade", DECADE), Map.entry("decades", DECADE), Map.entry("decs", DECADE),
            Map.entry("h", HOUR), Map.entry("hour", HOUR), Map.entry("hours", HOUR), Map.entry("hr", HOUR), Map.entry("hrs", HOUR),
            Map.entry("m", MINUTE), Map.entry("microsecon", MICROSECONDS),
            Map.entry("mil", MILLENNIUM), Map.entry("millennia", MILLENNIUM), Map.entry("millennium", MILLENNIUM),
            Map.entry("millisecon", MILLISECONDS), Map.entry("mils", MILLENNIUM),
            Map.entry("min", MINUTE), Map.entry("mins", MINUTE), Map.entry("minute", MINUTE), Map.entry("minutes", MINUTE),
            Map.entry("mon", MONTH), Map.entry("mons", MONTH), Map.entry("month", MONTH), Map.entry("months", MONTH),
            Map.entry("ms", MILLISECONDS), Map.entry("msec", MILLISECONDS),
            Map.entry("mseconds", MILLISECONDS), Map.entry("msecs", MILLISECONDS),
            Map.entry("qtr", QUARTER), Map.entry("quarter", QUARTER),
            Map.entry("s", SECOND), Map.entry("sec", SECOND), Map.entry("second", SECOND), Map.entry("seconds", SECOND),
            Map.entry("secs", SECOND),
            Map.entry("timezone", TIMEZONE), Map.entry("timezone_h", TIMEZONE_HOUR), Map.entry("timezone_m", TIMEZONE_MINUTE),
            Map.entry("us", MICROSECONDS), Map.entry("usec", MICROSECONDS),
            Map.entry("useconds", MICROSECONDS), Map.entry("usecs", MICROSECONDS),
            Map.entry("w", WEEK), Map.entry("week", WEEK), Map.entry("weeks", WEEK),
            Map.entry("y", YEAR), Map.entry("year", YEAR), Map.entry("years", YEAR), Map.entry("yr", YEAR), Map.entry("yrs", YEAR));

    /** The units only PostgreSQL's datetktbl has: extract and date_part find them, date_trunc does not. */
    private static final Map<String, DateField> DATE_WORDS = Map.ofEntries(
            Map.entry("dow", DOW), Map.entry("doy", DOY), Map.entry("epoch", EPOCH), Map.entry("isodow", ISODOW),
            Map.entry("isoyear", ISOYEAR), Map.entry("j", JULIAN), Map.entry("jd", JULIAN), Map.entry("julian", JULIAN),
            Map.entry("mm", MINUTE));

    /** PostgreSQL's lowercased unit text, as its messages show it. */
    static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    /** The field of extract/date_part: 22023 for a spelling neither table has. */
    static DateField of(String text, TypeKind forType) {
        return lookUp(text, forType, true);
    }

    /** The field of date_trunc, whose unit is looked up in deltatktbl only. */
    static DateField ofTrunc(String text, TypeKind forType) {
        return lookUp(text, forType, false);
    }

    private static DateField lookUp(String text, TypeKind forType, boolean dateWords) {
        String low = lower(text).strip();
        String token = low.length() > TOKMAXLEN ? low.substring(0, TOKMAXLEN) : low;
        DateField f = UNITS.get(token);
        if (f == null && dateWords) {
            f = DATE_WORDS.get(token);
        }
        if (f == null) {
            throw LaninException.of(TypeMsg.UNIT_NOT_RECOGNIZED, lower(text), forType.sqlName());
        }
        return f;
    }

    LaninException unsupported(String text, TypeKind forType) {
        return LaninException.of(TypeMsg.UNIT_NOT_SUPPORTED, lower(text), forType.sqlName());
    }
}
