package org.lanin.engine.func;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.temporal.IsoFields;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DateTimeInfinity;
import org.lanin.engine.type.DateTimes;
import org.lanin.engine.type.TypeMsg;
import org.lanin.engine.type.SessionZone;
import org.lanin.engine.type.TimeZones;
import org.lanin.engine.type.Interval;
import org.lanin.engine.type.NumericMath;
import org.lanin.engine.type.TypeKind;

/**
 * extract(field FROM x) as PostgreSQL 14+ computes it, returning numeric: seconds and epoch
 * carry 6 decimals (5.500000), milliseconds 3, other fields are integers. date_part is the
 * same value as double precision. timestamptz is read in the session zone (epoch excepted: it counts from the instant).
 */
final class Extract {
    private Extract() {
    }

    static Number extract(String fieldText, Object v) {
        Double infinite = nonFinite(fieldText, v);
        if (infinite != null) {
            return org.lanin.engine.type.NumericSpecial.ofDouble(infinite);
        }
        return DateTimeInfinity.isFinite(v) ? finite(fieldText, v) : null;
    }

    /** date_part: extract's value as double precision; ±Infinity or NULL for an infinite date or timestamp. */
    static Double part(String fieldText, Object v) {
        if (v instanceof LocalDate d) {
            v = DateTimes.startOfDay(d); // PostgreSQL's date_part(text, date) is date_part($1, $2::timestamp)
        }
        Double infinite = nonFinite(fieldText, v);
        if (infinite != null) {
            return infinite;
        }
        if (!DateTimeInfinity.isFinite(v)) {
            return null;
        }
        if (v instanceof LocalDateTime || v instanceof OffsetDateTime) {
            TypeKind kind = v instanceof LocalDateTime ? TypeKind.TIMESTAMP : TypeKind.TIMESTAMPTZ;
            if (DateField.of(fieldText, kind) == DateField.JULIAN) {
                // PostgreSQL's float8 formula, date2j + seconds of the day / 86400.0, not the numeric rounded
                LocalDateTime t = v instanceof LocalDateTime l ? l : SessionZone.local((OffsetDateTime) v);
                long micros = t.toLocalTime().toNanoOfDay() / 1000;
                return julianDay(t.toLocalDate()) + (micros / 1_000_000 + micros % 1_000_000 / 1_000_000.0) / 86_400.0;
            }
        }
        return finite(fieldText, v).doubleValue();
    }

    /**
     * PostgreSQL's NonFiniteTimestampTzPart / extract_date for ±infinity: fields that grow with
     * time (year, decade, century, millennium, julian, isoyear, epoch) are ±Infinity, the cyclic
     * ones NULL (null here too: callers tell the two apart by {@link DateTimeInfinity#isFinite});
     * a date has no time-of-day or zone fields (0A000), a timestamp's are NULL. Null for a finite value.
     */
    private static Double nonFinite(String fieldText, Object v) {
        int sign = DateTimeInfinity.sign(v);
        if (sign == 0) {
            return null;
        }
        TypeKind kind = v instanceof LocalDate ? TypeKind.DATE : v instanceof LocalDateTime ? TypeKind.TIMESTAMP : TypeKind.TIMESTAMPTZ;
        DateField f = DateField.of(fieldText, kind);
        return switch (f) {
            case YEAR, DECADE, CENTURY, MILLENNIUM, ISOYEAR, EPOCH, JULIAN -> sign > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            case DAY, WEEK, MONTH, QUARTER, DOW, ISODOW, DOY -> null;
            default -> {
                if (kind == TypeKind.DATE) {
                    throw f.unsupported(fieldText, kind);
                }
                yield null;
            }
        };
    }

    /** PostgreSQL's date2j: the Julian day number of a (proleptic Gregorian) date. */
    private static long julianDay(LocalDate d) {
        return d.toEpochDay() + 2_440_588L;
    }

    private static BigDecimal finite(String fieldText, Object v) {
        if (v instanceof LocalDateTime t) {
            return timestamp(fieldText, t, TypeKind.TIMESTAMP);
        }
        if (v instanceof OffsetDateTime t) {
            DateField f = DateField.of(fieldText, TypeKind.TIMESTAMPTZ);
            OffsetDateTime local = TimeZones.inZone(t, SessionZone.current());
            int offset = local.getOffset().getTotalSeconds();
            switch (f) {
                case TIMEZONE: return BigDecimal.valueOf(offset);
                case TIMEZONE_HOUR: return BigDecimal.valueOf(offset / 3600);
                case TIMEZONE_MINUTE: return BigDecimal.valueOf(offset / 60 % 60);
                case EPOCH: return timestamp(fieldText, DateTimes.toUtc(t).toLocalDateTime(), TypeKind.TIMESTAMPTZ);
                default: return timestamp(fieldText, local.toLocalDateTime(), TypeKind.TIMESTAMPTZ);
            }
        }
        if (v instanceof LocalDate d) {
            return date(fieldText, d);
        }
        if (v instanceof LocalTime t) {
            return time(fieldText, t);
        }
        return interval(fieldText, (Interval) v);
    }

    private static BigDecimal timestamp(String text, LocalDateTime t, TypeKind kind) {
        DateField f = DateField.of(text, kind);
        long secMicros = t.getSecond() * 1_000_000L + t.getNano() / 1000;
        return switch (f) {
            case MICROSECONDS -> BigDecimal.valueOf(secMicros);
            case MILLISECONDS -> BigDecimal.valueOf(secMicros, 3);
            case SECOND -> BigDecimal.valueOf(secMicros, 6);
            case MINUTE -> BigDecimal.valueOf(t.getMinute());
            case HOUR -> BigDecimal.valueOf(t.getHour());
            case EPOCH -> BigDecimal.valueOf(DateTimes.epochMicros(t), 6);
            // numeric_add(date2j, numeric_div(microseconds of the day, microseconds per day)): the division's scale is PostgreSQL's
            case JULIAN -> BigDecimal.valueOf(julianDay(t.toLocalDate())).add(NumericMath.divide(
                    BigDecimal.valueOf(t.toLocalTime().toNanoOfDay() / 1000), BigDecimal.valueOf(86_400_000_000L)));
            case TIMEZONE, TIMEZONE_HOUR, TIMEZONE_MINUTE -> throw f.unsupported(text, kind);
            default -> dateField(f, t.toLocalDate(), text, kind);
        };
    }

    private static BigDecimal date(String text, LocalDate d) {
        DateField f = DateField.of(text, TypeKind.DATE);
        return switch (f) {
            case EPOCH -> BigDecimal.valueOf(d.toEpochDay() * 86_400L);
            case JULIAN -> BigDecimal.valueOf(julianDay(d));
            case MICROSECONDS, MILLISECONDS, SECOND, MINUTE, HOUR, TIMEZONE, TIMEZONE_HOUR, TIMEZONE_MINUTE ->
                throw f.unsupported(text, TypeKind.DATE);
            default -> dateField(f, d, text, TypeKind.DATE);
        };
    }

    private static BigDecimal dateField(DateField f, LocalDate d, String text, TypeKind kind) {
        int y = d.getYear();
        long v = switch (f) {
            case DAY -> d.getDayOfMonth();
            case WEEK -> d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
            case MONTH -> d.getMonthValue();
            case QUARTER -> (d.getMonthValue() - 1) / 3 + 1;
            case YEAR -> y > 0 ? y : y - 1;
            case DECADE -> Math.floorDiv(y, 10);
            case CENTURY -> y > 0 ? (y + 99) / 100 : -((99 - (y - 1)) / 100);
            case MILLENNIUM -> y > 0 ? (y + 999) / 1000 : -((999 - (y - 1)) / 1000);
            case DOW -> d.getDayOfWeek().getValue() % 7;
            case ISODOW -> d.getDayOfWeek().getValue();
            case DOY -> d.getDayOfYear();
            case ISOYEAR -> d.get(IsoFields.WEEK_BASED_YEAR);
            default -> throw f.unsupported(text, kind);
        };
        return BigDecimal.valueOf(v);
    }

    private static BigDecimal time(String text, LocalTime t) {
        DateField f = DateField.of(text, TypeKind.TIME);
        long secMicros = t.getSecond() * 1_000_000L + t.getNano() / 1000;
        return switch (f) {
            case MICROSECONDS -> BigDecimal.valueOf(secMicros);
            case MILLISECONDS -> BigDecimal.valueOf(secMicros, 3);
            case SECOND -> BigDecimal.valueOf(secMicros, 6);
            case MINUTE -> BigDecimal.valueOf(t.getMinute());
            case HOUR -> BigDecimal.valueOf(t.getHour());
            case EPOCH -> BigDecimal.valueOf(t.toNanoOfDay() / 1000, 6);
            default -> throw f.unsupported(text, TypeKind.TIME);
        };
    }

    private static BigDecimal interval(String text, Interval i) {
        DateField f = DateField.of(text, TypeKind.INTERVAL);
        long micros = i.micros();
        long secMicros = micros % 60_000_000L;
        return switch (f) {
            case MICROSECONDS -> BigDecimal.valueOf(secMicros);
            case MILLISECONDS -> BigDecimal.valueOf(secMicros, 3);
            case SECOND -> BigDecimal.valueOf(secMicros, 6);
            case MINUTE -> BigDecimal.valueOf(micros / 60_000_000L % 60);
            case HOUR -> BigDecimal.valueOf(micros / 3_600_000_000L);
            case DAY -> BigDecimal.valueOf(i.days());
            case MONTH -> BigDecimal.valueOf(i.months() % 12);
            case QUARTER -> BigDecimal.valueOf(i.months() % 12 / 3 + 1);
            case YEAR -> BigDecimal.valueOf(i.months() / 12);
            case DECADE -> BigDecimal.valueOf(i.months() / 120);
            case CENTURY -> BigDecimal.valueOf(i.months() / 1200);
            case MILLENNIUM -> BigDecimal.valueOf(i.months() / 12000);
            // PostgreSQL: a year is 365.25 days, a month 30 days.
            case EPOCH -> BigDecimal.valueOf(micros, 6)
                    .add(BigDecimal.valueOf(i.months() / 12 * 31_557_600L + i.months() % 12 * 2_592_000L + i.days() * 86_400L));
            default -> throw f.unsupported(text, TypeKind.INTERVAL);
        };
    }
}
