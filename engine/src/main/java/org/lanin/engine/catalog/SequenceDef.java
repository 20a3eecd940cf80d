package org.lanin.engine.catalog;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A sequence. Like PostgreSQL's, values handed out are never given back on rollback, so the
 * counter is a plain atomic shared by all transactions. {@code ownedBy} names "table.column"
 * for serial/identity sequences (dropped with their table).
 */
public final class SequenceDef {
    private final String name;
    private final long start;
    private final long increment;
    private final long minValue;
    private final long maxValue;
    private final String ownedBy;
    private final AtomicLong next;

    public SequenceDef(String name, long start, long increment, long minValue, long maxValue, String ownedBy) {
        this.name = name;
        this.start = start;
        this.increment = increment;
        this.minValue = minValue;
        this.maxValue = maxValue;
        this.ownedBy = ownedBy;
        this.next = new AtomicLong(start);
    }

    public String name() {
        return name;
    }

    public String ownedBy() {
        return ownedBy;
    }

    /** START WITH (pg_sequence.seqstart). */
    public long start() {
        return start;
    }

    /** MINVALUE (pg_sequence.seqmin). */
    public long minValue() {
        return minValue;
    }

    public long increment() {
        return increment;
    }

    /** The next value, or {@link Long#MIN_VALUE} when the sequence is exhausted. */
    public long nextValue() {
        while (true) {
            long v = next.get();
            if (v > maxValue || v < minValue) {
                return Long.MIN_VALUE;
            }
            if (next.compareAndSet(v, v + increment)) {
                return v;
            }
        }
    }

    public long maxValue() {
        return maxValue;
    }

    /** The value the next nextval would try to hand out (the write-ahead log records it). */
    public long peekNext() {
        return next.get();
    }

    /** ALTER SEQUENCE RESTART / TRUNCATE ... RESTART IDENTITY: back to the start value. */
    public void restart() {
        next.set(start);
    }

    /** setval: the next nextval returns {@code value + increment} (is_called = true). */
    public void setValue(long value) {
        setValue(value, true);
    }

    /** setval(seq, value, is_called): with {@code isCalled} false the next nextval returns {@code value} itself. */
    public void setValue(long value, boolean isCalled) {
        next.set(isCalled ? value + increment : value);
    }
}
