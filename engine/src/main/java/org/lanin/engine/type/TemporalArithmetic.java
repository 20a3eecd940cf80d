package org.lanin.engine.type;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;

/**
 * Kernels of the datetime operators typed by {@link ArithTyping}: date ± integer, date − date,
 * date/timestamp/timestamptz/time ± interval, timestamp − timestamp, interval ± interval and
 * interval × / ÷ number. Operands are non-null and already of the resolved classes.
 */
final class TemporalArithmetic {
    private TemporalArithmetic() {
    }

    static Object apply(ArithOp op, Object a, Object b) {
        // a time beside a timestamp or (subtracted from) an interval is read as an interval, PostgreSQL's implicit cast
        if ((op == ArithOp.ADD || op == ArithOp.SUBTRACT) && b instanceof LocalTime t
                && (a instanceof LocalDateTime || a instanceof OffsetDateTime || a instanceof Interval && op == ArithOp.SUBTRACT
                || a instanceof LocalDate && op == ArithOp.SUBTRACT)) {
            b = asInterval(t);
        } else if (op == ArithOp.ADD && a instanceof LocalTime t && (b instanceof LocalDateTime || b instanceof OffsetDateTime)) {
            a = asInterval(t);
        }
        return switch (op) {
            case ADD -> b instanceof Interval || b instanceof Number || (a instanceof LocalDate && b instanceof LocalTime)
                    ? add(a, b) : add(b, a);
            case SUBTRACT -> subtract(a, b);
            case MULTIPLY -> a instanceof Interval i
                    ? DateTimes.multiply(i, ((Number) b).doubleValue())
                    : DateTimes.multiply((Interval) b, ((Number) a).doubleValue());
            case DIVIDE -> divide((Interval) a, ((Number) b).doubleValue());
            default -> throw new EngineBug("temporal " + op);
        };
    }

    private static Interval asInterval(LocalTime t) {
        return new Interval(0, 0, t.toNanoOfDay() / 1000);
    }

    private static Object add(Object a, Object b) {
        if (a instanceof LocalDate d) {
            if (b instanceof Number n) {
                return DateTimes.plusDays(d, n.longValue());
            }
            if (b instanceof LocalTime t) {
                return DateTimeInfinity.isFinite(d) ? DateTimes.checkTimestamp(d.atTime(t)) : DateTimes.startOfDay(d);
            }
            return DateTimes.plus(DateTimes.startOfDay(d), (Interval) b, 1);
        }
        return plusInterval(a, (Interval) b, 1);
    }

    private static Object plusInterval(Object a, Interval i, int sign) {
        if (a instanceof LocalDateTime t) {
            return DateTimes.plus(t, i, sign);
        }
        if (a instanceof OffsetDateTime t) {
            return plusInterval(t, i, sign);
        }
        if (a instanceof LocalTime t) {
            return DateTimes.plus(t, i, sign);
        }
        if (a instanceof LocalDate d) {
            return DateTimes.plus(DateTimes.startOfDay(d), i, sign);
        }
        return DateTimes.add((Interval) a, i, sign);
    }

    /**
     * PostgreSQL's timestamptz_pl_interval: months and days move the wall-clock time in the session
     * zone (so "+ 1 day" across a DST change keeps the hour), microseconds move the instant.
     */
    private static OffsetDateTime plusInterval(OffsetDateTime t, Interval i, int sign) {
        if (!DateTimeInfinity.isFinite(t)) {
            return t;
        }
        OffsetDateTime r = DateTimes.toUtc(t);
        if (i.months() != 0 || i.days() != 0) {
            r = SessionZone.instant(DateTimes.plus(SessionZone.local(r), new Interval(i.months(), i.days(), 0), sign));
        }
        if (i.micros() != 0) {
            r = DateTimes.utc(DateTimes.plus(r.toLocalDateTime(), new Interval(0, 0, i.micros()), sign));
        }
        return r;
    }

    private static Object subtract(Object a, Object b) {
        if (b instanceof Interval i) {
            return plusInterval(a, i, -1);
        }
        if (a instanceof LocalDate d) {
            if (b instanceof Number n) {
                return DateTimes.plusDays(d, -n.longValue());
            }
            if (!DateTimeInfinity.isFinite(d) || !DateTimeInfinity.isFinite(b)) {
                throw LaninException.of(TypeMsg.INFINITE_DATE_DIFFERENCE);
            }
            return Math.toIntExact(d.toEpochDay() - ((LocalDate) b).toEpochDay());
        }
        if (a instanceof LocalDateTime t) {
            return DateTimes.between(t, (LocalDateTime) b);
        }
        if (a instanceof OffsetDateTime t) {
            return DateTimes.between(DateTimes.toUtc(t).toLocalDateTime(), DateTimes.toUtc((OffsetDateTime) b).toLocalDateTime());
        }
        return DateTimes.between((LocalTime) a, (LocalTime) b);
    }

    private static Interval divide(Interval i, double d) {
        if (d == 0) {
            throw LaninException.of(TypeMsg.DIVISION_BY_ZERO);
        }
        return DateTimes.multiply(i, 1 / d);
    }
}
