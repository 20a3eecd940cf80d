package org.lanin.engine.type;

/**
 * A PostgreSQL interval: months, days and microseconds kept apart, because a month and
 * a day have no fixed length in microseconds. Comparison, equality and hashing follow
 * PostgreSQL's {@code interval_cmp}: a month counts as 30 days and a day as 24 hours, so
 * {@code '1 mon' = '30 days'} (and the two fall in one GROUP BY group); the fields stay
 * as given for output and arithmetic.
 */
public record Interval(int months, int days, long micros) implements Comparable<Interval> {
    private static final long MICROS_PER_DAY = 86_400_000_000L;

    /** Whole days of the 30-day-month span; exact (no overflow) together with {@link #spanMicros()}. */
    private long spanDays() {
        return months * 30L + days + Math.floorDiv(micros, MICROS_PER_DAY);
    }

    private long spanMicros() {
        return Math.floorMod(micros, MICROS_PER_DAY);
    }

    @Override
    public int compareTo(Interval o) {
        int c = Long.compare(spanDays(), o.spanDays());
        return c != 0 ? c : Long.compare(spanMicros(), o.spanMicros());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Interval i && compareTo(i) == 0;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(spanDays() * 31 + spanMicros());
    }
}
