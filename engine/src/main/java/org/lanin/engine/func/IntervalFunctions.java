package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.DOUBLE;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.INTERVAL;
import static org.lanin.engine.type.TypeKind.TEXT;
import static org.lanin.engine.type.TypeKind.TIMESTAMP;
import static org.lanin.engine.type.TypeKind.TIMESTAMPTZ;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.DateTimeInfinity;
import org.lanin.engine.type.Interval;
import org.lanin.engine.type.SessionZone;
import org.lanin.engine.type.TimeZones;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/**
 * Interval functions after PostgreSQL's {@code timestamp.c}: justify_days/hours/interval,
 * make_interval, make_timestamptz and age, whose field-by-field subtraction with borrowing
 * (a borrowed month is as long as the earlier date's month) is PostgreSQL's timestamp_age.
 */
final class IntervalFunctions {
    private static final long MICROS_PER_DAY = 86_400_000_000L;

    private IntervalFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn("justify_days", DataType.INTERVAL, (c, a) -> justifyDays((Interval) a[0]), INTERVAL);
        b.fn("justify_hours", DataType.INTERVAL, (c, a) -> justifyHours((Interval) a[0]), INTERVAL);
        b.fn("justify_interval", DataType.INTERVAL, (c, a) -> justifyInterval((Interval) a[0]), INTERVAL);
        for (int n = 0; n <= 7; n++) { // make_interval(years, months, weeks, days, hours, mins, secs), trailing ones 0
            TypeKind[] params = new TypeKind[n];
            for (int i = 0; i < n; i++) {
                params[i] = i == 6 ? DOUBLE : INTEGER;
            }
            b.fn("make_interval", DataType.INTERVAL, (c, a) -> makeInterval(a), params);
        }
        b.fn("age", DataType.INTERVAL, (c, a) -> age(fields((LocalDateTime) a[0]), fields((LocalDateTime) a[1])), TIMESTAMP, TIMESTAMP);
        b.fn("age", DataType.INTERVAL, (c, a) -> age(fields((OffsetDateTime) a[0]), fields((OffsetDateTime) a[1])),
                TIMESTAMPTZ, TIMESTAMPTZ);
        b.add(new FunctionDef("age", List.of(TIMESTAMP), FunctionDef.Variadic.NONE, DataType.INTERVAL, true, Volatility.STABLE,
                (c, a) -> age(SessionZone.local(c.transactionTimestamp()).toLocalDate().atStartOfDay(), fields((LocalDateTime) a[0]))));
        b.add(new FunctionDef("age", List.of(TIMESTAMPTZ), FunctionDef.Variadic.NONE, DataType.INTERVAL, true, Volatility.STABLE,
                (c, a) -> age(SessionZone.local(c.transactionTimestamp()).toLocalDate().atStartOfDay(),
                        fields((OffsetDateTime) a[0]))));
        b.add(new FunctionDef("make_timestamptz", List.of(INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, DOUBLE),
                FunctionDef.Variadic.NONE, DataType.TIMESTAMPTZ, true, Volatility.STABLE,
                (c, a) -> SessionZone.instant(makeTimestamp(a))));
        b.add(new FunctionDef("make_timestamptz", List.of(INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, DOUBLE, TEXT),
                FunctionDef.Variadic.NONE, DataType.TIMESTAMPTZ, true, Volatility.STABLE,
                (c, a) -> TimeZones.atZone(makeTimestamp(a), TimeZones.parseForConversion((String) a[6]))));
    }

    private static LocalDateTime makeTimestamp(Object[] a) {
        return DateTimeFunctions.makeDate((Integer) a[0], (Integer) a[1], (Integer) a[2])
                .atTime(DateTimeFunctions.makeTime((Integer) a[3], (Integer) a[4], (Double) a[5]));
    }

    private static int arg(Object[] a, int i) {
        return i < a.length ? (Integer) a[i] : 0;
    }

    static Interval makeInterval(Object[] a) {
        double secs = a.length > 6 ? (Double) a[6] : 0;
        try {
            int months = Math.addExact(Math.multiplyExact(arg(a, 0), 12), arg(a, 1));
            int days = Math.addExact(Math.multiplyExact(arg(a, 2), 7), arg(a, 3));
            double micros = (arg(a, 4) * 3600.0 + arg(a, 5) * 60.0) * 1e6 + secs * 1e6;
            if (!Double.isFinite(micros) || Math.abs(micros) > 9.2e18) {
                throw new ArithmeticException();
            }
            return new Interval(months, days, Math.round(micros));
        } catch (ArithmeticException e) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
    }

    static Interval justifyHours(Interval i) {
        long day = i.days() + i.micros() / MICROS_PER_DAY;
        long time = i.micros() % MICROS_PER_DAY;
        if (day > 0 && time < 0) {
            time += MICROS_PER_DAY;
            day--;
        } else if (day < 0 && time > 0) {
            time -= MICROS_PER_DAY;
            day++;
        }
        return new Interval(i.months(), days(day), time);
    }

    static Interval justifyDays(Interval i) {
        long month = (long) i.months() + i.days() / 30;
        int day = i.days() % 30;
        if (month > 0 && day < 0) {
            day += 30;
            month--;
        } else if (month < 0 && day > 0) {
            day -= 30;
            month++;
        }
        return new Interval(days(month), day, i.micros());
    }

    static Interval justifyInterval(Interval i) {
        long day = i.days() + i.micros() / MICROS_PER_DAY;
        long time = i.micros() % MICROS_PER_DAY;
        long month = i.months() + day / 30;
        day %= 30;
        if (month > 0 && (day < 0 || (day == 0 && time < 0))) {
            day += 30;
            month--;
        } else if (month < 0 && (day > 0 || (day == 0 && time > 0))) {
            day -= 30;
            month++;
        }
        if (day > 0 && time < 0) {
            time += MICROS_PER_DAY;
            day--;
        } else if (day < 0 && time > 0) {
            time -= MICROS_PER_DAY;
            day++;
        }
        return new Interval(days(month), (int) day, time);
    }

    private static int days(long v) {
        if (v != (int) v) {
            throw LaninException.of(TypeMsg.INTERVAL_OUT_OF_RANGE);
        }
        return (int) v;
    }

    /**
     * The fields timestamp_age reads from a timestamp (timestamp2tm). PostgreSQL does not check for
     * infinity there: {@code infinity} is stored as the largest int64 and read as the time that many
     * microseconds after 2000-01-01 (in year 294277), so age() of it is that meaningless but definite
     * interval; {@code -infinity}, the smallest int64, lies before the Julian day range and is 22008.
     */
    private static LocalDateTime fields(LocalDateTime t) {
        int sign = DateTimeInfinity.sign(t);
        if (sign < 0) {
            throw LaninException.of(TypeMsg.TIMESTAMP_OUT_OF_RANGE);
        }
        return sign > 0 ? NOEND_FIELDS : t;
    }

    /** As {@link #fields(LocalDateTime)} for timestamptz, read in the session's zone as PostgreSQL's timestamp2tm does. */
    private static LocalDateTime fields(OffsetDateTime t) {
        int sign = DateTimeInfinity.sign(t);
        if (sign < 0) {
            throw LaninException.of(TypeMsg.TIMESTAMP_OUT_OF_RANGE);
        }
        return SessionZone.local(sign > 0 ? NOEND_FIELDS.atOffset(java.time.ZoneOffset.UTC) : t);
    }

    /** PostgreSQL's DT_NOEND (the largest int64 microseconds after its 2000-01-01 epoch) read as fields. */
    private static final LocalDateTime NOEND_FIELDS = LocalDateTime.of(2000, 1, 1, 0, 0).plus(Long.MAX_VALUE, java.time.temporal.ChronoUnit.MICROS);

    /** PostgreSQL's timestamp_age: field differences, negatives borrowed from the next larger field. */
    static Interval age(LocalDateTime t1, LocalDateTime t2) {
        boolean flip = t1.isBefore(t2);
        long fsec = (t1.getNano() - t2.getNano()) / 1000;
        long sec = t1.getSecond() - t2.getSecond();
        long min = t1.getMinute() - t2.getMinute();
        long hour = t1.getHour() - t2.getHour();
        long mday = t1.getDayOfMonth() - t2.getDayOfMonth();
        long mon = t1.getMonthValue() - t2.getMonthValue();
        long year = (long) t1.getYear() - t2.getYear();
        if (flip) {
            fsec = -fsec; sec = -sec; min = -min; hour = -hour; mday = -mday; mon = -mon; year = -year;
        }
        while (fsec < 0) { fsec += 1_000_000; sec--; }
        while (sec < 0) { sec += 60; min--; }
        while (min < 0) { min += 60; hour--; }
        while (hour < 0) { hour += 24; mday--; }
        LocalDateTime borrowFrom = flip ? t1 : t2;
        while (mday < 0) {
            mday += borrowFrom.getMonth().length(Year.isLeap(borrowFrom.getYear()));
            mon--;
        }
        while (mon < 0) { mon += 12; year--; }
        if (flip) {
            fsec = -fsec; sec = -sec; min = -min; hour = -hour; mday = -mday; mon = -mon; year = -year;
        }
        long micros = ((hour * 60 + min) * 60 + sec) * 1_000_000 + fsec;
        return new Interval(days(year * 12 + mon), days(mday), micros);
    }
}
