package org.lanin.engine.type;

import java.time.ZoneId;
import java.util.function.UnaryOperator;

/**
 * What a session binds to the thread that runs its statement (its time zone, transaction clock,
 * owner, type naming and DateStyle order), captured so that another thread working for the same statement (a
 * parallel worker) evaluates expressions exactly as the session's own thread would.
 */
public final class SessionThreadState {
    private final ZoneId zone;
    private final TransactionClock clock;
    private final Object owner;
    private final UnaryOperator<String> naming;
    private final SessionDateOrder.Order dateOrder;

    private SessionThreadState(ZoneId zone, TransactionClock clock, Object owner, UnaryOperator<String> naming,
                               SessionDateOrder.Order dateOrder) {
        this.dateOrder = dateOrder;
        this.zone = zone;
        this.clock = clock;
        this.owner = owner;
        this.naming = naming;
    }

    /** This thread's session state now. */
    public static SessionThreadState capture() {
        return new SessionThreadState(SessionZone.bound(), TransactionClock.bound(), SessionOwner.bound(),
                TypeDisplay.bound(), SessionDateOrder.bound());
    }

    /** Runs {@code body} on this thread with the captured state, then restores the thread's own. */
    public void run(Runnable body) {
        ZoneId z = SessionZone.enter(zone);
        TransactionClock c = TransactionClock.enter(clock);
        Object o = SessionOwner.enter(owner);
        UnaryOperator<String> n = TypeDisplay.enter(naming);
        SessionDateOrder.Order d = SessionDateOrder.enter(dateOrder);
        try {
            body.run();
        } finally {
            SessionDateOrder.restore(d);
            TypeDisplay.restore(n);
            SessionOwner.restore(o);
            TransactionClock.restore(c);
            SessionZone.restore(z);
        }
    }
}
