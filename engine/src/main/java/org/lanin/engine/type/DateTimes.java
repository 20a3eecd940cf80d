package org.lanin.engine.type;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.lanin.engine.error.LaninException;

/**
 * Range checks and arithmetic of the datetime kinds. The session time zone is always UTC, so
 * timestamp and timestamptz differ only in their output and in the values' Java class.
 * Interval addition applies months (clamped to month end), then days, then microseconds, as
 * PostgreSQL's {@code timestamp_pl_interval} does.
 */
public final class DateTimes {
    static final long MICROS_PER_SECOND = 1_000_000L;
    static final long MICROS_PER_DAY = 86_400_000_000L;

    private DateTimes() {
    }

    public static LocalDateTime checkTimestamp(LocalDateTime t) {
        int y = t.getYear();
        if ((y > DateTimeParser.MAX_TIMESTAMP_YEAR || beforeFirstDay(t.toLocalDate())) && DateTimeInfinity.isFinite(t)) {
            throw LaninException.of(TypeMsg.TIMESTAMP_OUT_OF_RANGE);
        }
        return t;
    }

    public static LocalDate checkDate(LocalDate d) {
        int y = d.getYear();
        if ((y > DateTimeParser.MAX_DATE_YEAR || beforeFirstDay(d)) && DateTimeInfinity.isFinite(d)) {
            throw LaninException.of(TypeMsg.DATE_OUT_OF_RANGE);
        }
        return d;
    }

    /** Before Julian day 0 (4714-11-24 BC), PostgreSQL's first date and timestamp; infinity is not. */
    private static boolean beforeFirstDay(LocalDate d) {
        return d.getYear() < -4713 || (d.getYear() == -4713 && d.isBefore(DateTimeParser.FIRST_DATE));
    }

    /** date → timestamp: midnight of the day; ±infinity stays ±infinity. */
    public static LocalDateTime startOfDay(LocalDate d) {
        int infinite = DateTimeInfinity.sign(d);
        return infinite != 0 ? (LocalDateTime) DateTimeInfinity.of(TypeKind.TIMESTAMP, infinite) : d.atStartOfDay();
    }

    public static OffsetDateTime utc(LocalDateTime t) {
        return t.atOffset(ZoneOffset.UTC);
    }

    public static OffsetDateTime toUtc(OffsetDateTime t) {
        return t.getOffset().equals(ZoneOffset.UTC) ? t : t.withOffsetSameInstant(ZoneOffset.UTC);
    }

    public static LocalDateTime plus(LocalDateTime t, Interval i, int sign) {
        if (!DateTimeInfinity.isFinite(t)) {
            return t; // timestamp_pl_interval: an infinite timestamp stays as it is
        }
        try {
            LocalDateTime r = t;
            if (i.months() != 0) {
                r = r.plusMonths((long) sign * i.months());
            }
            if (i.days() != 0) {
                r = r.plusDays((long) sign * i.days());
            }
            if (i.micros() != 0) {
                r = r.plus(Math.multiplyExact(sign, i.micros()), ChronoUnit.MICROS);
            }
            return checkTimestamp(r);
        } catch (java.time.DateTimeException | ArithmeticException e) {
            throw LaninException.of(TypeMsg.TIMESTAMP_OUT_OF_RANGE);
        }
    }

    public static LocalTime plus(LocalTime t, Interval i, int sign) {
        long m = Math.floorMod(sign * i.micros(), MICROS_PER_DAY);
        return t.plusNanos(m * 1000);
    }

    public static LocalDate plusDays(LocalDate d, long days) {
        if (!DateTimeInfinity.isFinite(d)) {
            return d; // date_pli
        }
        try {
            return checkDate(d.plusDays(days));
        } catch (java.time.DateTimeException | ArithmeticException e) {
            throw LaninException.of(TypeMsg.DATE_OUT_OF_RANGE);
        }
    }

    /** timestamp - timestamp: microseconds split into days and time (justify_hours), no months. */
    public static Interval between(LocalDateTime later, LocalDateTime earlier) {
        if (!DateTimeInfinity.isFinite(later) || !DateTimeInfinity.isFinite(earlier)) {
            throw LaninException.of(TypeMsg.INFINITE_TIMESTAMP_DIFFERENCE);
        }
        long micros;
        try {
            micros = ChronoUnit.MICROS.between(earlier, later);
        } catch (ArithmeticException e) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
        return new Interval(0, Math.toIntExact(micros / MICROS_PER_DAY), micros % MICROS_PER_DAY);
    }

    public static Interval between(LocalTime later, LocalTime earlier) {
        return new Interval(0, 0, (later.toNanoOfDay() - earlier.toNanoOfDay()) / 1000);
    }

    /** Microseconds since the epoch of a timestamp read in UTC. */
    public static long epochMicros(LocalDateTime t) {
        return t.toEpochSecond(ZoneOffset.UTC) * MICROS_PER_SECOND + t.getNano() / 1000;
    }

    public static Interval negate(Interval i) {
        try {
            return new Interval(Math.negateExact(i.months()), Math.negateExact(i.days()), Math.negateExact(i.micros()));
        } catch (ArithmeticException e) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
    }

    public static Interval add(Interval a, Interval b, int sign) {
        try {
            return new Interval(Math.addExact(a.months(), sign * b.months()), Math.addExact(a.days(), sign * b.days()),
                    Math.addExact(a.micros(), sign * b.micros()));
        } catch (ArithmeticException e) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
    }

    /**
     * interval * factor as PostgreSQL's {@code interval_mul}: fractional months spill into days
     * (30 per month) and fractional days into microseconds (24 hours per day).
     */
    public static Interval multiply(Interval i, double factor) {
        double months = i.months() * factor;
        double days = i.days() * factor;
        int m = (int) months;
        double monthRemainderDays = (months - m) * 30;
        double allDays = days + monthRemainderDays;
        int d = (int) allDays;
        double micros = i.micros() * factor + (allDays - d) * MICROS_PER_DAY;
        if (!Double.isFinite(micros) || Math.abs(months) > Integer.MAX_VALUE || Math.abs(allDays) > Integer.MAX_VALUE
                || Math.abs(micros) > 9.2e18) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
        return new Interval(m, d, Math.round(micros));
    }
}
