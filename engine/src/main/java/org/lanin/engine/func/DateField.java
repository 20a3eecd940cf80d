package org.lanin.engine.func;

import java.util.Locale;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/** The fields of extract/date_part/date_trunc, with PostgreSQL's accepted spellings. */
enum DateField {
    MICROSECONDS, MILLISECONDS, SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR, DECADE, CENTURY, MILLENNIUM,
    DOW, ISODOW, DOY, EPOCH, ISOYEAR, TIMEZONE, TIMEZONE_HOUR, TIMEZONE_MINUTE;

    private static final Map<String, DateField> NAMES = Map.ofEntries(
            Map.entry("microsecond", MICROSECONDS), Map.entry("microseconds", MICROSECONDS), Map.entry("us", MICROSECONDS),
            Map.entry("usec", MICROSECONDS), Map.entry("usecs", MICROSECONDS),
            Map.entry("millisecond", MILLISECONDS), Map.entry("milliseconds", MILLISECONDS), Map.entry("ms", MILLISECONDS),
            Map.entry("msec", MILLISECONDS), Map.entry("msecs", MILLISECONDS),
            Map.entry("second", SECOND), Map.entry("seconds", SECOND), Map.entry("sec", SECOND), Map.entry("secs", SECOND),
            Map.entry("s", SECOND),
            Map.entry("minute", MINUTE), Map.entry("minutes", MINUTE), Map.entry("min", MINUTE), Map.entry("mins", MINUTE),
            Map.entry("m", MINUTE),
            Map.entry("hour", HOUR), Map.entry("hours", HOUR), Map.entry("h", HOUR), Map.entry("hr", HOUR), Map.entry("hrs", HOUR),
            Map.entry("day", DAY), Map.entry("days", DAY), Map.entry("d", DAY),
            Map.entry("week", WEEK), Map.entry("weeks", WEEK), Map.entry("w", WEEK),
            Map.entry("month", MONTH), Map.entry("months", MONTH), Map.entry("mon", MONTH), Map.entry("mons", MONTH),
            Map.entry("quarter", QUARTER), Map.entry("qtr", QUARTER),
            Map.entry("year", YEAR), Map.entry("years", YEAR), Map.entry("y", YEAR), Map.entry("yr", YEAR), Map.entry("yrs", YEAR),
            Map.entry("decade", DECADE), Map.entry("decades", DECADE),
            Map.entry("century", CENTURY), Map.entry("centuries", CENTURY),
            Map.entry("millennium", MILLENNIUM), Map.entry("millennia", MILLENNIUM), Map.entry("millenniums", MILLENNIUM),
            Map.entry("dow", DOW), Map.entry("isodow", ISODOW), Map.entry("doy", DOY), Map.entry("epoch", EPOCH),
            Map.entry("isoyear", ISOYEAR), Map.entry("timezone", TIMEZONE), Map.entry("timezone_hour", TIMEZONE_HOUR),
            Map.entry("timezone_minute", TIMEZONE_MINUTE));

    static DateField of(String text, TypeKind forType) {
        DateField f = NAMES.get(text.strip().toLowerCase(Locale.ROOT));
        if (f == null) {
            throw LaninException.of(TypeMsg.UNIT_NOT_RECOGNIZED, text, forType.sqlName());
        }
        return f;
    }

    LaninException unsupported(String text, TypeKind forType) {
        return LaninException.of(TypeMsg.UNIT_NOT_SUPPORTED, text, forType.sqlName());
    }
}
