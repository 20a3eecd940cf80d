package org.lanin.engine.exec;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArithOp;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.DateTimes;
import org.lanin.engine.type.Interval;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;

/**
 * PostgreSQL's in_range support functions (utils/adt: in_range_int8_int8, in_range_float8_float8,
 * in_range_numeric_numeric, in_range_timestamp_interval, in_range_time_interval,
 * in_range_interval_interval), which decide where a {@code RANGE n PRECEDING/FOLLOWING} frame
 * starts and ends. A negative offset fails (22013) when a test first needs it, as there. Integer
 * columns take a bigint offset; the sum is formed in long arithmetic and, when that overflows,
 * answered as PostgreSQL answers its overflow: the true sum lies beyond every value.
 */
public final class RangeOffsets {
    private RangeOffsets() {
    }

    /** The test for an ORDER BY column of kind {@code k}, or null when the kind has none. */
    public static WindowFrame.InRange forKind(TypeKind k) {
        return switch (k) {
            case SMALLINT, INTEGER, BIGINT -> RangeOffsets::integral;
            case REAL, DOUBLE -> RangeOffsets::floating;
            case NUMERIC -> RangeOffsets::numeric;
            case DATE, TIMESTAMP, TIMESTAMPTZ -> RangeOffsets::timestamp;
            case TIME -> RangeOffsets::time;
            case INTERVAL -> RangeOffsets::interval;
            default -> null;
        };
    }

    /** What an offset of a column of kind {@code k} must be: bigint, double, numeric or interval; null for none. */
    public static TypeKind offsetKind(TypeKind k) {
        return switch (k) {
            case SMALLINT, INTEGER, BIGINT -> TypeKind.BIGINT;
            case REAL, DOUBLE -> TypeKind.DOUBLE;
            case NUMERIC -> TypeKind.NUMERIC;
            case DATE, TIMESTAMP, TIMESTAMPTZ, TIME, INTERVAL -> TypeKind.INTERVAL;
            default -> null;
        };
    }

    private static LaninException invalid() {
        return LaninException.of(WindowMsg.RANGE_OFFSET_INVALID);
    }

    private static boolean integral(Object value, Object base, Object offset, boolean sub, boolean less) {
        long o = ((Number) offset).longValue();
        if (o < 0) {
            throw invalid();
        }
        long b = ((Number) base).longValue();
        long v = ((Number) value).longValue();
        long sum;
        try {
            sum = sub ? Math.subtractExact(b, o) : Math.addExact(b, o);
        } catch (ArithmeticException overflow) {
            return sub ? !less : less;
        }
        return less ? v <= sum : v >= sum;
    }

    private static boolean floating(Object value, Object base, Object offset, boolean sub, boolean less) {
        double o = ((Number) offset).doubleValue();
        if (Double.isNaN(o) || o < 0) {
            throw invalid();
        }
        double v = ((Number) value).doubleValue();
        double b = ((Number) base).doubleValue();
        if (Double.isNaN(v)) {
            return Double.isNaN(b) || !less; // NaN sorts above every number and equals NaN
        }
        if (Double.isNaN(b)) {
            return less;
        }
        if (Double.isInfinite(o) && Double.isInfinite(b) && (sub ? b > 0 : b < 0)) {
            return true; // inf - inf would be NaN; every value is within an infinite distance
        }
        double sum = sub ? b - o : b + o;
        return less ? v <= sum : v >= sum;
    }

    private static boolean numeric(Object value, Object base, Object offset, boolean sub, boolean less) {
        if (value instanceof NumericSpecial || base instanceof NumericSpecial || offset instanceof NumericSpecial) {
            return numericSpecial(value, base, offset, sub, less);
        }
        BigDecimal o = (BigDecimal) offset;
        if (o.signum() < 0) {
            throw invalid();
        }
        BigDecimal b = (BigDecimal) base;
        BigDecimal sum = sub ? b.subtract(o) : b.add(o);
        int c = ((BigDecimal) value).compareTo(sum);
        return less ? c <= 0 : c >= 0;
    }

    /** As {@link #floating} reads NaN and the infinities, in numeric's exact arithmetic. */
    private static boolean numericSpecial(Object value, Object base, Object offset, boolean sub, boolean less) {
        if (offset instanceof NumericSpecial s ? s.sign() <= 0 : ((BigDecimal) offset).signum() < 0) {
            throw invalid(); // NaN or negative
        }
        if (value == NumericSpecial.NAN) {
            return base == NumericSpecial.NAN || !less;
        }
        if (base == NumericSpecial.NAN) {
            return less;
        }
        if (offset == NumericSpecial.POSITIVE_INFINITY && base instanceof NumericSpecial b && (sub ? b.sign() > 0 : b.sign() < 0)) {
            return true; // inf - inf would be NaN; every value is within an infinite distance
        }
        Object sum = Arithmetic.apply(sub ? ArithOp.SUBTRACT : ArithOp.ADD, base, offset);
        int c = ValueComparators.forKind(TypeKind.NUMERIC).compare(value, sum);
        return less ? c <= 0 : c >= 0;
    }

    private static void requireNonNegative(Interval o) {
        if (o.compareTo(new Interval(0, 0, 0)) < 0) {
            throw invalid();
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static boolean timestamp(Object value, Object base, Object offset, boolean sub, boolean less) {
        Interval o = (Interval) offset;
        requireNonNegative(o);
        Object b = base instanceof LocalDate d ? DateTimes.startOfDay(d) : base;
        Object v = value instanceof LocalDate d ? DateTimes.startOfDay(d) : value;
        Object sum = Arithmetic.apply(sub ? ArithOp.SUBTRACT : ArithOp.ADD, b, o);
        int c = ((Comparable) v).compareTo(sum);
        return less ? c <= 0 : c >= 0;
    }

    /** Only the offset's time part counts, and the sum does not wrap around midnight (unlike time + interval). */
    private static boolean time(Object value, Object base, Object offset, boolean sub, boolean less) {
        Interval o = (Interval) offset;
        if (o.micros() < 0) {
            throw invalid();
        }
        long b = ((LocalTime) base).toNanoOfDay() / 1000;
        long v = ((LocalTime) value).toNanoOfDay() / 1000;
        long sum = sub ? b - o.micros() : b + o.micros();
        return less ? v <= sum : v >= sum;
    }

    private static boolean interval(Object value, Object base, Object offset, boolean sub, boolean less) {
        Interval o = (Interval) offset;
        requireNonNegative(o);
        Interval sum = DateTimes.add((Interval) base, o, sub ? -1 : 1);
        int c = ((Interval) value).compareTo(sum);
        return less ? c <= 0 : c >= 0;
    }
}
