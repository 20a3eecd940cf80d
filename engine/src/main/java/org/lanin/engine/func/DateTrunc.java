package org.lanin.engine.func;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import org.lanin.engine.type.TypeKind;

/** date_trunc(field, timestamp): the value with every field smaller than {@code field} zeroed; weeks start on Monday. */
final class DateTrunc {
    private DateTrunc() {
    }

    static LocalDateTime trunc(String text, LocalDateTime t, TypeKind kind) {
        if (!org.lanin.engine.type.DateTimeInfinity.isFinite(t)) {
            return t; // timestamp_trunc keeps ±infinity, without looking at the unit
        }
        DateField f = DateField.ofTrunc(text, kind);
        return switch (f) {
            case MICROSECONDS -> t.truncatedTo(ChronoUnit.MICROS);
            case MILLISECONDS -> t.truncatedTo(ChronoUnit.MILLIS);
            case SECOND -> t.truncatedTo(ChronoUnit.SECONDS);
            case MINUTE -> t.truncatedTo(ChronoUnit.MINUTES);
            case HOUR -> t.truncatedTo(ChronoUnit.HOURS);
            case DAY -> t.truncatedTo(ChronoUnit.DAYS);
            case WEEK -> t.truncatedTo(ChronoUnit.DAYS).with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            case MONTH -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1);
            case QUARTER -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1).withMonth((t.getMonthValue() - 1) / 3 * 3 + 1);
            case YEAR -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1);
            case DECADE -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1).withYear(Math.floorDiv(t.getYear(), 10) * 10);
            case CENTURY -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1).withYear((t.getYear() - 1) / 100 * 100 + 1);
            case MILLENNIUM -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1).withYear((t.getYear() - 1) / 1000 * 1000 + 1);
            default -> throw f.unsupported(text, kind);
        };
    }
}
