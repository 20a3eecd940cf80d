package org.lanin.planner.session;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.lanin.engine.error.LaninException;

/**
 * idle_in_transaction_session_timeout: when a statement leaves the session inside a transaction
 * (and no portal is open), a clock starts; if the session is not entered again before it runs out,
 * the timer thread ends the session (its transaction rolls back and its locks are released, as
 * PostgreSQL's backend exits) and the next use of the session fails with 25P03.
 *
 * <p>The session is used by one thread at a time; the state word makes the timer thread one of
 * them: it ends the session only by moving the state from the generation it was armed with to
 * EXPIRED, and every entry into the session first moves it to BUSY, so the two never run the
 * session's code together.
 */
final class IdleTransactionTimer {
    private static final long BUSY = 0;
    private static final long EXPIRED = -1;
    /** EXPIRED and reported: the session is simply closed now. */
    private static final long REPORTED = -2;
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "lanin-idle-in-transaction");
        t.setDaemon(true);
        return t;
    });

    private final Runnable terminate;
    /** BUSY, EXPIRED, or the generation (positive) of the running clock. */
    private final AtomicLong state = new AtomicLong(BUSY);
    private long generations;
    private ScheduledFuture<?> pending;
    /** The timer thread while it ends the session (it then runs the session's own statements). */
    private volatile Thread terminating;

    IdleTransactionTimer(Runnable terminate) {
        this.terminate = terminate;
    }

    /** At every entry into the session: stops the clock; 25P03 when it had run out. */
    void enter() {
        if (Thread.currentThread() == terminating) {
            return; // the timer thread itself, ending the session
        }
        long was = state.getAndUpdate(s -> s < 0 ? REPORTED : BUSY);
        if (was == EXPIRED) {
            throw LaninException.of(SessionMsg.IDLE_IN_TRANSACTION_TIMEOUT);
        }
        if (pending != null) {
            pending.cancel(false);
            pending = null;
        }
    }

    /**
     * True while the session was ended but has not said so yet: it still looks open, so that its
     * next use reports 25P03 (as a client of PostgreSQL reads the FATAL message at its next query).
     */
    boolean endedUnreported() {
        return state.get() == EXPIRED;
    }

    /** The session is now idle inside a transaction; {@code millis} 0: no timeout. */
    void idle(long millis) {
        if (millis <= 0) {
            return;
        }
        long generation = ++generations;
        state.set(generation);
        pending = TIMER.schedule(() -> {
            if (state.compareAndSet(generation, EXPIRED)) {
                terminating = Thread.currentThread();
                try {
                    terminate.run();
                } catch (RuntimeException e) {
                    // the session is over either way; its next use reports 25P03
                } finally {
                    terminating = null;
                }
            }
        }, millis, TimeUnit.MILLISECONDS);
    }
}
