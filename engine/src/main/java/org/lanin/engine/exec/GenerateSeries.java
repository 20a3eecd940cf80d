package org.lanin.engine.exec;

import java.math.BigDecimal;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArithOp;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.Interval;

/**
 * generate_series(start, stop [, step]) as PostgreSQL's int4/int8/numeric/timestamp[tz] variants
 * (generate_series_step_int4 and friends): each value is the previous one plus the step, until it
 * passes stop; a NULL argument gives no rows, a zero step is 22023. Values are computed as they
 * are pulled.
 */
public final class GenerateSeries {
    private GenerateSeries() {
    }

    /** integer or bigint values ({@code asLong}); the step defaults to 1. */
    public static SetFunctionBody integers(boolean asLong) {
        return (a, ctx) -> {
            if (anyNull(a)) {
                return empty();
            }
            long first = ((Number) a[0]).longValue();
            long last = ((Number) a[1]).longValue();
            long step = a.length > 2 ? ((Number) a[2]).longValue() : 1;
            if (step == 0) {
                throw LaninException.of(EngineMsg.SERIES_STEP_ZERO);
            }
            return new Iterator<>() {
                private long next = first;
                private boolean done = step > 0 ? first > last : first < last;

                @Override
                public boolean hasNext() {
                    return !done;
                }

                @Override
                public Object next() {
                    if (done) {
                        throw new NoSuchElementException();
                    }
                    long v = next;
                    try {
                        next = Math.addExact(next, step);
                        done = step > 0 ? next > last : next < last;
                    } catch (ArithmeticException overflow) {
                        done = true;
                    }
                    return asLong ? (Object) v : (Object) (int) v;
                }
            };
        };
    }

    /** numeric values; the step defaults to 1. */
    public static SetFunctionBody numerics() {
        return (a, ctx) -> {
            if (anyNull(a)) {
                return empty();
            }
            String[] names = {"start value", "stop value", "step size"};
            for (int i = 0; i < a.length; i++) {
                if (a[i] instanceof org.lanin.engine.type.NumericSpecial s) {
                    throw LaninException.of(EngineMsg.SERIES_SPECIAL, names[i], s.isNaN() ? "NaN" : "infinity");
                }
            }
            BigDecimal step = a.length > 2 ? (BigDecimal) a[2] : BigDecimal.ONE;
            if (step.signum() == 0) {
                throw LaninException.of(EngineMsg.SERIES_STEP_ZERO);
            }
            return stepping(a[0], a[1], step.signum(), v -> ((BigDecimal) v).add(step));
        };
    }

    /** timestamp or timestamptz values, stepped by an interval (months and days as the + operator moves them). */
    public static SetFunctionBody timestamps() {
        return (a, ctx) -> {
            if (anyNull(a)) {
                return empty();
            }
            Interval step = (Interval) a[2];
            int sign = step.compareTo(new Interval(0, 0, 0));
            if (sign == 0) {
                throw LaninException.of(EngineMsg.SERIES_STEP_ZERO);
            }
            return stepping(a[0], a[1], sign, v -> Arithmetic.apply(ArithOp.ADD, v, step));
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Iterator<Object> stepping(Object first, Object last, int sign, java.util.function.UnaryOperator<Object> add) {
        Comparable stop = (Comparable) last;
        return new Iterator<>() {
            private Object next = first;

            @Override
            public boolean hasNext() {
                int c = stop.compareTo(next);
                return sign > 0 ? c >= 0 : c <= 0;
            }

            @Override
            public Object next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Object v = next;
                next = add.apply(v);
                return v;
            }
        };
    }

    static boolean anyNull(Object[] a) {
        for (Object o : a) {
            if (o == null) {
                return true;
            }
        }
        return false;
    }

    static Iterator<Object> empty() {
        return java.util.Collections.emptyIterator();
    }
}
