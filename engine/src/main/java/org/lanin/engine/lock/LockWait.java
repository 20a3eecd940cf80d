package org.lanin.engine.lock;

/**
 * How a lock request may wait: not at all ({@code noWait}: 55P03 at once, LOCK ... NOWAIT), at
 * most {@code lockTimeoutMillis} (55P03 "canceling statement due to lock timeout"; 0 = no limit),
 * and while {@code interrupts} does not throw (cancel and statement_timeout: 57014). The waiter
 * polls {@code interrupts} at least every {@link #SLICE_MILLIS} ms.
 */
public record LockWait(boolean noWait, long lockTimeoutMillis, Runnable interrupts) {
    /** Longest sleep between checks for cancel and timeouts. */
    public static final long SLICE_MILLIS = 50;

    /** Waits without limit and cannot be interrupted: for tests and internal callers only. */
    public static final LockWait FOREVER = new LockWait(false, 0, () -> { });

    /** Fails at once when the lock is not free (autovacuum's conditional lock, NOWAIT). */
    public static final LockWait NO_WAIT = new LockWait(true, 0, () -> { });

    public LockWait withNoWait(boolean nowait) {
        return nowait == noWait ? this : new LockWait(nowait, lockTimeoutMillis, interrupts);
    }
}
