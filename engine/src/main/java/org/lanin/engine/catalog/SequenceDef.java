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
    private final boolean cycle;
    private final AtomicLong next;

    public SequenceDef(String name, long start, long increment, long minValue, long maxValue, String ownedBy) {
        this(name, start, increment, minValue, maxValue, ownedBy, false, new AtomicLong(start));
    }

    private SequenceDef(String name, long start, long increment, long minValue, long maxValue, String ownedBy,
                        boolean cycle, AtomicLong next) {
        this.cycle = cycle;
        this.name = name;
        this.start = start;
        this.increment = increment;
        this.minValue = minValue;
        this.maxValue = maxValue;
        this.ownedBy = ownedBy;
        this.next = next;
    }

    /**
     * The same sequence under another name or owner, or with other parameters (ALTER SEQUENCE):
     * it shares this version's counter, so values handed out continue where they were (a renamed
     * sequence is the same sequence, as PostgreSQL's is the same relation).
     */
    public SequenceDef with(String newName, long newStart, long newIncrement, long newMin, long newMax, String newOwnedBy,
                            boolean newCycle) {
        return new SequenceDef(newName, newStart, newIncrement, newMin, newMax, newOwnedBy, newCycle, next);
    }

    public SequenceDef renamed(String newName) {
        return with(newName, start, increment, minValue, maxValue, ownedBy, cycle);
    }

    public SequenceDef withOwnedBy(String newOwnedBy) {
        return with(name, start, increment, minValue, maxValue, newOwnedBy, cycle);
    }

    public boolean cycle() {
        return cycle;
    }

    /** ALTER SEQUENCE RESTART [WITH v]: the next nextval returns {@code value}. */
    public void restartAt(long value) {
        next.set(value);
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
            long cur = next.get();
            long v = cur;
            if (v > maxValue || v < minValue) {
                if (!cycle) {
                    return Long.MIN_VALUE;
                }
                v = increment > 0 ? minValue : maxValue;
            }
            // An overflow wraps past the other bound, which reads as exhausted next time.
            if (next.compareAndSet(cur, v + increment)) {
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

    /**
     * The value nextval handed out last (pg_sequences.last_value), or null when none was since the
     * start or a restart (PostgreSQL's is_called false). Lanin keeps only the next value, so a
     * {@code setval(s, start - increment, true)} also reads as null; both give the same next value.
     */
    public Long lastValue() {
        long n = next.get();
        long last = n - increment;
        boolean overflowed = increment > 0 ? last > n : last < n;
        return n == start || overflowed || last < minValue || last > maxValue ? null : last;
    }

    /**
     * TRUNCATE ... RESTART IDENTITY: the same sequence with a counter of its own back at the start
     * value. PostgreSQL gives the sequence a new relfilenode there, so a ROLLBACK (which brings
     * back the catalog version holding this one) brings back the old counter too.
     */
    public SequenceDef restarted() {
        return restartedAt(start);
    }

    /**
     * ALTER SEQUENCE ... RESTART: this version with a counter of its own at {@code value}, as
     * {@link #restarted()}: PostgreSQL gives the sequence a new relfilenode, so a ROLLBACK brings
     * back the old counter where it was (moving the shared counter outlived the rollback).
     */
    public SequenceDef restartedAt(long value) {
        return new SequenceDef(name, start, increment, minValue, maxValue, ownedBy, cycle, new AtomicLong(value));
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
