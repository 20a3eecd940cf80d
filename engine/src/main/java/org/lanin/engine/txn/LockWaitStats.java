package org.lanin.engine.txn;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counters of waits for another transaction over a row (row locks, unique-key and key-share
 * checks: {@link TransactionManager#waitFor}), for {@code lanin_stat_lock_waits}: how many, how long
 * in all, how many rows were handed to a waiter ({@link RowHandOff}), and the resume latency: from
 * the holder's final status to the waiter running again, the part of a hot row's critical path
 * that is ours rather than the application's. Striped adders: waiters on many cores do not share
 * a cache line.
 */
public final class LockWaitStats {
    private final LongAdder waits = new LongAdder();
    private final LongAdder waitNanos = new LongAdder();
    private final LongAdder handOffs = new LongAdder();
    private final LongAdder resumes = new LongAdder();
    private final LongAdder resumeNanos = new LongAdder();
    private final LongAccumulator resumeMaxNanos = new LongAccumulator(Math::max, 0);

    void waited(long nanos) {
        waits.increment();
        waitNanos.add(nanos);
    }

    void resumed(long nanos) {
        resumes.increment();
        resumeNanos.add(nanos);
        resumeMaxNanos.accumulate(nanos);
    }

    void handedOff() {
        handOffs.increment();
    }

    public long waits() {
        return waits.sum();
    }

    public long waitNanos() {
        return waitNanos.sum();
    }

    public long handOffs() {
        return handOffs.sum();
    }

    /** Waits that ended because the holder ended (the others timed out, were canceled or found it gone). */
    public long resumes() {
        return resumes.sum();
    }

    public long resumeNanos() {
        return resumeNanos.sum();
    }

    public long resumeMaxNanos() {
        return resumeMaxNanos.get();
    }

    /** lanin_stat_reset(). */
    public void reset() {
        waits.reset();
        waitNanos.reset();
        handOffs.reset();
        resumes.reset();
        resumeNanos.reset();
        resumeMaxNanos.reset();
    }
}
