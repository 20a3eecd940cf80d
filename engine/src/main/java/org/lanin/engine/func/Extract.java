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
import org.lanin.engine.type.TypeKind;

/**
 * extract(field FROM x) as PostgreSQL 14+ computes it, returning numeric: seconds and epoch
 * carry 6 decimals (5.500000), milliseconds 3, other fields are integers. date_part is the
 * same value as double precision. timestamptz is read in the session zone (epoch excepted: it counts from the instant).
 */
final class Extract {
    private Extract() {
    }

    static BigDecimal extract(String fieldText, Object v) {
        Double infinite = nonFinite(fieldText, v);
        if (infinite != null) {
            // extract's numeric would be ±Infinity, which Lanin's numeric cannot hold (README)
            throw LaninException.of(TypeMsg.NUMERIC_SPECIAL_NOT_SUPPORTED, org.lanin.engine.type.TextFormat.format(infinite));
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
        return DateTimeInfinity.isFinite(v) ? finite(fieldText, v).doubleValue() : null;
    }

    /**
     * PostgreSQL's NonFiniteTimestampTzPart / extract_date for ±infinity: fields that grow with
     * time (year, decade, century, millennium, isoyear, epoch) are ±Infinity, the cyclic ones NULL
     * (null here too: callers tell the two apart by {@link DateTimeInfinity#isFinite}); a unit
     * the type lacks is still an error. Null for a finite value.
     */
    private static Double nonFinite(String fieldText, Object v) {
        int sign = DateTimeInfinity.sign(v);
        if (sign == 0) {
            return null;
        }
        TypeKind kind = v instanceof LocalDate ? TypeKind.DATE : v instanceof LocalDateTime ? TypeKind.TIMESTAMP : TypeKind.TIMESTAMPTZ;
        DateField f = DateField.of(fieldText, kind);
        return switch (f) {
            case YEAR, DECADE, CENTURY, MILLENNIUM, ISOYEAR, EPOCH -> sign > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            case DAY, WEEK, MONTH, QUARTER, DOW, ISODOW, DOY -> null;
            case TIMEZONE, TIMEZONE_HOUR, TIMEZONE_MINUTE -> {
                if (kind != TypeKind.TIMESTAMPTZ) {
                    throw f.unsupported(fieldText, kind);
                }
                yield null;
            }
            default -> {
                if (kind == TypeKind.DATE) {
                    throw f.unsupported(fieldText, kind);
                }
                yield null;
            }
        };
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
            case TIMEZONE, TIMEZONE_HOUR, TIMEZONE_MINUTE -> throw f.unsupported(text, kind);
            default -> dateField(f, t.toLocalDate(), text, kind);
        };
    }

    private static BigDecimal date(String text, LocalDate d) {
        DateField f = DateField.of(text, TypeKind.DATE);
        return switch (f) {
            case EPOCH -> BigDecimal.valueOf(d.toEpochDay() * 86_400L);
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
