package org.lanin.planner.session;

import java.time.ZoneId;
import org.lanin.engine.type.SessionZone;
import org.lanin.engine.type.TransactionClock;
import org.lanin.planner.routine.catalog.Routines;

/**
 * What a session sets on the thread that prepares or runs its statement, for code that is reached
 * without a session in hand (casts, the routine registry): its TimeZone, itself as the owner of its
 * uncommitted routine changes, and its transaction clock; {@link #leave} puts back what was there.
 */
final class SessionOnThread {
    private final ZoneId zone;
    private final Object owner;
    private final TransactionClock clock;

    private SessionOnThread(ZoneId zone, Object owner, TransactionClock clock) {
        this.zone = zone;
        this.owner = owner;
        this.clock = clock;
    }

    static SessionOnThread enter(ZoneId zone, Object owner, TransactionClock clock) {
        return new SessionOnThread(SessionZone.enter(zone), Routines.enter(owner), TransactionClock.enter(clock));
    }

    void leave() {
        SessionZone.restore(zone);
        Routines.restore(owner);
        TransactionClock.restore(clock);
    }
}
