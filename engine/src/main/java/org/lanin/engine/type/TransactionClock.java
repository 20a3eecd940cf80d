package org.lanin.engine.type;

import java.time.Instant;

/**
 * The start of the session's current transaction as the value layer sees it: the special input
 * words {@code now}, {@code today}, {@code tomorrow} and {@code yesterday} read it, as PostgreSQL's
 * {@code GetCurrentTransactionStartTimestamp}, so {@code 'now'::timestamptz = now()} holds. Literals
 * are converted at bind time (constant folding), which for a lone auto-commit statement comes before
 * its transaction begins: the first reading then fixes the instant and the transaction takes it
 * as its start ({@link #start}). Like {@link SessionZone}, the session sets its clock on the thread
 * that runs its statement ({@link #enter}); a thread outside any session reads the wall clock.
 */
public final class TransactionClock {
    private static final ThreadLocal<TransactionClock> CURRENT = new ThreadLocal<>();
    private Instant start;

    /** The transaction start of the session running on this thread; the wall clock outside a session. */
    public static Instant now() {
        TransactionClock c = CURRENT.get();
        return c == null ? Instant.now() : c.start();
    }

    /** The current (or next) transaction's start: fixed on the first reading, until {@link #clear}. */
    public Instant start() {
        if (start == null) {
            start = Instant.now();
        }
        return start;
    }

    /** The transaction ended (or no statement holds a reading): the next start is read afresh. */
    public void clear() {
        start = null;
    }

    /** The clock this thread's session set, or null outside a session (for {@link SessionThreadState}). */
    static TransactionClock bound() {
        return CURRENT.get();
    }

    /** Makes {@code clock} current and returns the one it replaces, for {@link #restore}. */
    public static TransactionClock enter(TransactionClock clock) {
        TransactionClock previous = CURRENT.get();
        CURRENT.set(clock);
        return previous;
    }

    public static void restore(TransactionClock previous) {
        CURRENT.set(previous); // set, never remove: see SessionZone.restore
    }
}
