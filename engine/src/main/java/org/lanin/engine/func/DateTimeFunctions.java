package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.DATE;
import static org.lanin.engine.type.TypeKind.DOUBLE;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.INTERVAL;
import static org.lanin.engine.type.TypeKind.TEXT;
import static org.lanin.engine.type.TypeKind.TIME;
import static org.lanin.engine.type.TypeKind.TIMESTAMP;
import static org.lanin.engine.type.TypeKind.TIMESTAMPTZ;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.DateTimeInfinity;
import org.lanin.engine.type.DateTimes;
import org.lanin.engine.type.Interval;
import org.lanin.engine.type.TimeZones;
import org.lanin.engine.type.SessionZone;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;

/**
 * Date/time functions. The clock functions read the {@link EvalContext} the executor passes:
 * now(), current_timestamp, transaction_timestamp() and current_date give the transaction start
 * (stable), statement_timestamp() the statement start, clock_timestamp() the wall clock
 * (volatile). The planner maps the SQL keywords CURRENT_TIMESTAMP, CURRENT_DATE, LOCALTIMESTAMP
 * and EXTRACT(f FROM x) to the calls of the same names. The session zone is UTC.
 */
final class DateTimeFunctions {
    private DateTimeFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        for (String n : new String[] {"now", "current_timestamp", "transaction_timestamp"}) {
            clock(b, n, DataType.TIMESTAMPTZ, Volatility.STABLE, (c, a) -> c.transactionTimestamp());
        }
        clock(b, "statement_timestamp", DataType.TIMESTAMPTZ, Volatility.STABLE, (c, a) -> c.statementTimestamp());
        clock(b, "clock_timestamp", DataType.TIMESTAMPTZ, Volatility.VOLATILE, (c, a) -> c.clockTimestamp());
        clock(b, "current_date", DataType.DATE, Volatility.STABLE, (c, a) -> SessionZone.local(c.transactionTimestamp()).toLocalDate());
        clock(b, "localtimestamp", DataType.TIMESTAMP, Volatility.STABLE, (c, a) -> SessionZone.local(c.transactionTimestamp()));
        clock(b, "localtime", DataType.TIME, Volatility.STABLE, (c, a) -> SessionZone.local(c.transactionTimestamp()).toLocalTime());
        // CURRENT_TIMESTAMP(p) and the like: the transaction start rounded to p fractional digits
        precisionClock(b, "current_timestamp", DataType.TIMESTAMPTZ, (c, p) -> round(c.transactionTimestamp(), p));
        precisionClock(b, "localtimestamp", DataType.TIMESTAMP, (c, p) -> SessionZone.local(round(c.transactionTimestamp(), p)));
        precisionClock(b, "current_time", DataType.TIME, (c, p) -> SessionZone.local(round(c.transactionTimestamp(), p)).toLocalTime());
        precisionClock(b, "localtime", DataType.TIME, (c, p) -> SessionZone.local(round(c.transactionTimestamp(), p)).toLocalTime());
        for (TypeKind k : new TypeKind[] {TIMESTAMP, TIMESTAMPTZ, DATE, TIME, INTERVAL}) {
            b.fn("date_part", DataType.DOUBLE, (c, a) -> Extract.part((String) a[0], a[1]), TEXT, k);
            b.fn("extract", DataType.NUMERIC, (c, a) -> Extract.extract((String) a[0], a[1]), TEXT, k);
        }
        b.fn("date_trunc", DataType.TIMESTAMP, (c, a) -> DateTrunc.trunc((String) a[0], (LocalDateTime) a[1], TIMESTAMP), TEXT, TIMESTAMP);
        b.fn("isfinite", DataType.BOOLEAN, (c, a) -> DateTimeInfinity.isFinite(a[0]), DATE);
        b.fn("isfinite", DataType.BOOLEAN, (c, a) -> DateTimeInfinity.isFinite(a[0]), TIMESTAMP);
        b.fn("isfinite", DataType.BOOLEAN, (c, a) -> DateTimeInfinity.isFinite(a[0]), TIMESTAMPTZ);
        b.fn("isfinite", DataType.BOOLEAN, (c, a) -> Boolean.TRUE, INTERVAL); // PostgreSQL 15 has no infinite interval
        b.fn("date_trunc", DataType.TIMESTAMPTZ, (c, a) -> truncTz((String) a[0], (OffsetDateTime) a[1]), TEXT, TIMESTAMPTZ);
        b.fn("date_trunc", DataType.TIMESTAMPTZ, (c, a) -> truncTz((String) a[0], (OffsetDateTime) a[1], (String) a[2]),
                TEXT, TIMESTAMPTZ, TEXT);
        b.fn("make_date", DataType.DATE, (c, a) -> makeDate((Integer) a[0], (Integer) a[1], (Integer) a[2]), INTEGER, INTEGER, INTEGER);
        b.fn("make_time", DataType.TIME, (c, a) -> makeTime((Integer) a[0], (Integer) a[1], (Double) a[2]), INTEGER, INTEGER, DOUBLE);
        b.fn("make_timestamp", DataType.TIMESTAMP, (c, a) -> makeDate((Integer) a[0], (Integer) a[1], (Integer) a[2])
                .atTime(makeTime((Integer) a[3], (Integer) a[4], (Double) a[5])), INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, DOUBLE);
        // AT TIME ZONE binds to these (PostgreSQL's timezone(zone, ts) family)
        b.fn("timezone", DataType.TIMESTAMP, (c, a) -> TimeZones.inZone((OffsetDateTime) a[1],
                TimeZones.parseForConversion((String) a[0])).toLocalDateTime(), TEXT, TIMESTAMPTZ);
        b.fn("timezone", DataType.TIMESTAMPTZ, (c, a) -> TimeZones.atZone((LocalDateTime) a[1],
                TimeZones.parseForConversion((String) a[0])), TEXT, TIMESTAMP);
        b.fn("timezone", DataType.TIMESTAMP, (c, a) -> TimeZones.inZone((OffsetDateTime) a[1],
                intervalZone((Interval) a[0])).toLocalDateTime(), INTERVAL, TIMESTAMPTZ);
        b.fn("timezone", DataType.TIMESTAMPTZ, (c, a) -> TimeZones.atZone((LocalDateTime) a[1],
                intervalZone((Interval) a[0])), INTERVAL, TIMESTAMP);
        b.fn("to_timestamp", DataType.TIMESTAMPTZ, (c, a) -> toTimestamp((Double) a[0]), DOUBLE);
    }

    private static void clock(FunctionRegistry.Builder b, String name, DataType result, Volatility v, FunctionBody body) {
        b.add(new FunctionDef(name, List.of(), FunctionDef.Variadic.NONE, result, true, v, body));
    }

    private static void precisionClock(FunctionRegistry.Builder b, String name, DataType result,
                                       java.util.function.BiFunction<EvalContext, Integer, Object> body) {
        b.add(new FunctionDef(name, List.of(INTEGER), FunctionDef.Variadic.NONE, result, true, Volatility.STABLE,
                (c, a) -> body.apply(c, (Integer) a[0])));
    }

    /** PostgreSQL's AdjustTimestampForTypmod: half up to {@code precision} digits (0-6; more is 6). */
    private static OffsetDateTime round(OffsetDateTime t, int precision) {
        if (precision < 0) {
            throw new org.lanin.engine.error.LaninException(org.lanin.engine.error.SqlState.INVALID_PARAMETER_VALUE,
                    "TIMESTAMP(" + precision + ") WITH TIME ZONE precision must not be negative");
        }
        if (precision >= 6) {
            return t;
        }
        long scale = (long) Math.pow(10, 6 - precision);
        long micros = t.getNano() / 1000;
        long rounded = (micros + scale / 2) / scale * scale;
        return t.withNano(0).plusNanos(rounded * 1000);
    }

    /** AT TIME ZONE INTERVAL '...': hours east, whole seconds, no months or days (PostgreSQL's rule). */
    private static java.time.ZoneId intervalZone(Interval i) {
        TimeZones.Zone z = i.months() != 0 || i.days() != 0 || i.micros() % 1_000_000 != 0 ? null
                : TimeZones.offsetZone((int) (i.micros() / 1_000_000));
        if (z == null) {
            throw LaninException.of(TypeMsg.TIME_ZONE_INTERVAL_INVALID, org.lanin.engine.type.TextFormat.format(i));
        }
        return z.id();
    }

    /** date_trunc of a timestamptz: truncated as wall-clock time in the session zone, as PostgreSQL. */
    private static OffsetDateTime truncTz(String field, OffsetDateTime t) {
        if (!DateTimeInfinity.isFinite(t)) {
            return t;
        }
        LocalDateTime local = SessionZone.local(t);
        LocalDateTime cut = DateTrunc.trunc(field, local, TIMESTAMPTZ);
        return cut.equals(local) ? DateTimes.toUtc(t) : SessionZone.instant(cut);
    }

    /**
     * date_trunc(unit, timestamptz, zone) (PostgreSQL 12+): truncated as wall-clock time in {@code zone};
     * an infinite value is returned before the zone is looked up, as PostgreSQL's timestamptz_trunc_zone.
     */
    private static OffsetDateTime truncTz(String field, OffsetDateTime t, String zoneText) {
        if (!DateTimeInfinity.isFinite(t)) {
            return t;
        }
        java.time.ZoneId zone = TimeZones.parseForConversion(zoneText);
        LocalDateTime local = TimeZones.inZone(t, zone).toLocalDateTime();
        LocalDateTime cut = DateTrunc.trunc(field, local, TIMESTAMPTZ);
        return cut.equals(local) ? DateTimes.toUtc(t) : TimeZones.atZone(cut, zone);
    }

    static LocalDate makeDate(int y, int m, int d) {
        if (y == 0 || m < 1 || m > 12 || d < 1 || d > 31 || d > LocalDate.of(Math.max(Math.abs(y), 1), m, 1).lengthOfMonth()) {
            throw LaninException.of(TypeMsg.DATE_FIELD_OUT_OF_RANGE, y, m, d);
        }
        return DateTimes.checkDate(LocalDate.of(y < 0 ? y + 1 : y, m, d));
    }

    static LocalTime makeTime(int h, int m, double sec) {
        if (h < 0 || h > 23 || m < 0 || m > 59 || !(sec >= 0 && sec < 60)) {
            throw LaninException.of(TypeMsg.DATETIME_FIELD_OUT_OF_RANGE, h + ":" + m + ":" + sec);
        }
        long micros = Math.round(sec * 1e6);
        return LocalTime.of(h, m).plusNanos(Math.min(micros, 59_999_999L) * 1000);
    }

    static OffsetDateTime toTimestamp(double epochSeconds) {
        if (!Double.isFinite(epochSeconds) || Math.abs(epochSeconds) > 9.2e12) {
            throw LaninException.of(TypeMsg.TIMESTAMP_OUT_OF_RANGE);
        }
        long micros = Math.round(epochSeconds * 1e6);
        LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
                (int) Math.floorMod(micros, 1_000_000L) * 1000, ZoneOffset.UTC);
        return DateTimes.utc(DateTimes.checkTimestamp(t));
    }
}
