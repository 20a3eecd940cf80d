package org.lanin.engine.type;

/**
 * A PostgreSQL interval: months, days and microseconds kept apart, because a month and
 * a day have no fixed length in microseconds.
 */
public record Interval(int months, int days, long micros) implements Comparable<Interval> {
    private static final long MICROS_PER_DAY = 86_400_000_000L;

    /** PostgreSQL compares intervals as if a month were 30 days. */
    private long approxMicros() {
        return (months * 30L + days) * MICROS_PER_DAY + micros;
    }

    @Override
    public int compareTo(Interval o) {
        return Long.compare(approxMicros(), o.approxMicros());
    }
}
