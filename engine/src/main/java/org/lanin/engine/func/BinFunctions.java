package org.lanin.engine.func;

import static org.lanin.engine.type.TypeKind.DOUBLE;
import static org.lanin.engine.type.TypeKind.INTEGER;
import static org.lanin.engine.type.TypeKind.INTERVAL;
import static org.lanin.engine.type.TypeKind.NUMERIC;
import static org.lanin.engine.type.TypeKind.TIMESTAMP;
import static org.lanin.engine.type.TypeKind.TIMESTAMPTZ;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.DateTimeInfinity;
import org.lanin.engine.type.Interval;
import org.lanin.engine.type.NumericSpecial;

/**
 * Functions that put a value into one of equal-width bins: PostgreSQL 14's date_bin (a timestamp
 * floored to a multiple of a stride counted from an origin; timestamp.c's timestamp_bin) and
 * width_bucket over numeric and double precision (numeric.c's width_bucket_numeric, float.c's
 * width_bucket_float8, PostgreSQL 15's arithmetic), with PostgreSQL's errors.
 */
final class BinFunctions {
    private static final long MICROS_PER_DAY = 86_400_000_000L;

    private BinFunctions() {
    }

    static void register(FunctionRegistry.Builder b) {
        b.fn("date_bin", DataType.TIMESTAMP, (c, a) -> bin((Interval) a[0], (LocalDateTime) a[1], (LocalDateTime) a[2]),
                INTERVAL, TIMESTAMP, TIMESTAMP);
        b.fn("date_bin", DataType.TIMESTAMPTZ, (c, a) -> binTz((Interval) a[0], (OffsetDateTime) a[1], (OffsetDateTime) a[2]),
                INTERVAL, TIMESTAMPTZ, TIMESTAMPTZ);
        b.fn("width_bucket", DataType.INTEGER, (c, a) -> numericBucket((Number) a[0], (Number) a[1], (Number) a[2],
                (Integer) a[3]), NUMERIC, NUMERIC, NUMERIC, INTEGER);
        b.fn("width_bucket", DataType.INTEGER, (c, a) -> bucket((Double) a[0], (Double) a[1], (Double) a[2], (Integer) a[3]),
                DOUBLE, DOUBLE, DOUBLE, INTEGER);
    }

    static LocalDateTime bin(Interval stride, LocalDateTime source, LocalDateTime origin) {
        long strideMicros = strideMicros(stride);
        if (!DateTimeInfinity.isFinite(source)) {
            return source;
        }
        if (!DateTimeInfinity.isFinite(origin)) {
            throw new LaninException(SqlState.DATETIME_FIELD_OVERFLOW, "origin out of range");
        }
        long diff;
        try {
            diff = ChronoUnit.MICROS.between(origin, source);
        } catch (ArithmeticException e) { // PostgreSQL subtracts in 64-bit microseconds too
            throw new LaninException(SqlState.DATETIME_FIELD_OVERFLOW, "interval out of range");
        }
        long delta = diff - Math.floorMod(diff, strideMicros); // floor, also for a source before the origin
        try {
            // whole seconds, then the rest: plus(delta, MICROS) counts in nanoseconds and overflows past 292 years
            return origin.plusSeconds(Math.floorDiv(delta, 1_000_000L)).plusNanos(Math.floorMod(delta, 1_000_000L) * 1000L);
        } catch (ArithmeticException | java.time.DateTimeException e) {
            throw new LaninException(SqlState.DATETIME_FIELD_OVERFLOW, "timestamp out of range");
        }
    }

    private static OffsetDateTime binTz(Interval stride, OffsetDateTime source, OffsetDateTime origin) {
        if (!DateTimeInfinity.isFinite(source)) {
            strideMicros(stride);
            return source;
        }
        if (!DateTimeInfinity.isFinite(origin)) {
            strideMicros(stride);
            throw new LaninException(SqlState.DATETIME_FIELD_OVERFLOW, "origin out of range");
        }
        LocalDateTime s = source.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
        LocalDateTime o = origin.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
        return bin(stride, s, o).atOffset(ZoneOffset.UTC);
    }

    private static long strideMicros(Interval stride) {
        if (stride.months() != 0) {
            throw new LaninException(SqlState.FEATURE_NOT_SUPPORTED,
                    "timestamps cannot be binned into intervals containing months or years");
        }
        long micros;
        try {
            micros = Math.addExact(Math.multiplyExact(stride.days(), MICROS_PER_DAY), stride.micros());
        } catch (ArithmeticException e) {
            throw new LaninException(SqlState.DATETIME_FIELD_OVERFLOW, "interval out of range");
        }
        if (micros <= 0) {
            throw new LaninException(SqlState.DATETIME_FIELD_OVERFLOW, "stride must be greater than zero");
        }
        return micros;
    }

    /** numeric width_bucket: NaN nowhere, infinite bounds refused, an infinite operand lands below or above. */
    static Integer numericBucket(Number operand, Number low, Number high, int count) {
        checkCount(count);
        if (operand == NumericSpecial.NAN || low == NumericSpecial.NAN || high == NumericSpecial.NAN) {
            throw widthBucket("operand, lower bound, and upper bound cannot be NaN");
        }
        if (low instanceof NumericSpecial || high instanceof NumericSpecial) {
            throw widthBucket("lower and upper bounds must be finite");
        }
        if (operand instanceof NumericSpecial s) {
            int c = ((BigDecimal) low).compareTo((BigDecimal) high);
            if (c == 0) {
                throw widthBucket("lower bound cannot equal upper bound");
            }
            return (c < 0) == (s.sign() < 0) ? 0 : last(count);
        }
        return bucket((BigDecimal) operand, (BigDecimal) low, (BigDecimal) high, count);
    }

    static Integer bucket(BigDecimal operand, BigDecimal low, BigDecimal high, int count) {
        checkCount(count);
        int c = low.compareTo(high);
        if (c == 0) {
            throw widthBucket("lower bound cannot equal upper bound");
        }
        boolean ascending = c < 0;
        if (ascending ? operand.compareTo(low) < 0 : operand.compareTo(low) > 0) {
            return 0;
        }
        if (ascending ? operand.compareTo(high) >= 0 : operand.compareTo(high) <= 0) {
            return last(count);
        }
        BigDecimal num = (ascending ? operand.subtract(low) : low.subtract(operand)).multiply(BigDecimal.valueOf(count));
        BigDecimal den = ascending ? high.subtract(low) : low.subtract(high);
        return num.divide(den, 0, RoundingMode.FLOOR).intValueExact() + 1;
    }

    static Integer bucket(double operand, double low, double high, int count) {
        checkCount(count);
        if (Double.isNaN(operand) || Double.isNaN(low) || Double.isNaN(high)) {
            throw widthBucket("operand, lower bound, and upper bound cannot be NaN");
        }
        if (Double.isInfinite(low) || Double.isInfinite(high)) {
            throw widthBucket("lower and upper bounds must be finite");
        }
        if (low == high) {
            throw widthBucket("lower bound cannot equal upper bound");
        }
        boolean ascending = low < high;
        if (ascending ? operand < low : operand > low) {
            return 0;
        }
        if (ascending ? operand >= high : operand <= high) {
            return last(count);
        }
        double from = ascending ? low : operand;
        double to = ascending ? operand : low;
        double range = ascending ? high - low : low - high;
        double result = !Double.isInfinite(range) ? count * ((to - from) / range)
                : count * ((to / 2 - from / 2) / (ascending ? high / 2 - low / 2 : low / 2 - high / 2)); // halves: no overflow
        long r = (long) Math.floor(result);
        return (int) Math.min(r, count - 1L) + 1; // the quotient may round up to 1.0
    }

    private static void checkCount(int count) {
        if (count <= 0) {
            throw widthBucket("count must be greater than zero");
        }
    }

    private static int last(int count) {
        if (count == Integer.MAX_VALUE) {
            throw new LaninException(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "integer out of range");
        }
        return count + 1;
    }

    private static LaninException widthBucket(String message) {
        return new LaninException(SqlState.INVALID_ARGUMENT_FOR_WIDTH_BUCKET_FUNCTION, message);
    }
}
