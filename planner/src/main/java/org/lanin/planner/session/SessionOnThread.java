package org.lanin.planner.session;

import java.time.ZoneId;
import java.util.function.UnaryOperator;
import org.lanin.engine.type.SessionZone;
import org.lanin.engine.type.TypeDisplay;
import org.lanin.engine.type.TransactionClock;
import org.lanin.planner.routine.catalog.Routines;

/**
 * What a session sets on the thread that prepares or runs its statement, for code that is reached
 * without a session in hand (casts, the routine registry): its TimeZone, itself as the owner of its
 * uncommitted routine changes, its transaction clock, its DateStyle's field order and its search_path (for enum and domain names, and how messages name them);
 * {@link #leave} puts back what was there.
 */
final class SessionOnThread {
    private final ZoneId zone;
    private final Object owner;
    private final TransactionClock clock;
    private final org.lanin.engine.catalog.SearchPath path;
    private final UnaryOperator<String> typeNaming;
    private final org.lanin.engine.type.SessionDateOrder.Order dateOrder;

    private SessionOnThread(ZoneId zone, Object owner, TransactionClock clock, org.lanin.engine.catalog.SearchPath path,
            UnaryOperator<String> typeNaming, org.lanin.engine.type.SessionDateOrder.Order dateOrder) {
        this.dateOrder = dateOrder;
        this.zone = zone;
        this.owner = owner;
        this.clock = clock;
        this.path = path;
        this.typeNaming = typeNaming;
    }

    /** What a thread had before its first session statement: nothing, so it is shared (one object a statement less). */
    private static final SessionOnThread OUTERMOST = new SessionOnThread(null, null, null, null, null, null);

    /** A session's statement: its settings' TimeZone and search_path, the naming for that path. */
    static SessionOnThread enter(SessionSettings settings, Object owner, TransactionClock clock, SessionTypeNaming naming) {
        org.lanin.engine.catalog.SearchPath path = settings.planner().searchPath();
        return enter(settings.zone(), owner, clock, path, naming.forPath(path), settings.dateOrder());
    }

    /** {@code typeNaming}: the session's {@link org.lanin.planner.catalogview.TypeVisibility#naming}. */
    private static SessionOnThread enter(ZoneId zone, Object owner, TransactionClock clock, org.lanin.engine.catalog.SearchPath path,
            UnaryOperator<String> typeNaming, org.lanin.engine.type.SessionDateOrder.Order dateOrder) {
        ZoneId z = SessionZone.enter(zone);
        Object o = Routines.enter(owner);
        TransactionClock c = TransactionClock.enter(clock);
        org.lanin.engine.catalog.SearchPath p = org.lanin.planner.bind.TypeNames.enterSearchPath(path);
        UnaryOperator<String> n = TypeDisplay.enter(typeNaming);
        org.lanin.engine.type.SessionDateOrder.Order d = org.lanin.engine.type.SessionDateOrder.enter(dateOrder);
        if (z == null && o == null && c == null && p == null && n == null && d == null) {
            return OUTERMOST;
        }
        return new SessionOnThread(z, o, c, p, n, d);
    }

    void leave() {
        SessionZone.restore(zone);
        Routines.restore(owner);
        TransactionClock.restore(clock);
        org.lanin.planner.bind.TypeNames.restoreSearchPath(path);
        TypeDisplay.restore(typeNaming);
        org.lanin.engine.type.SessionDateOrder.restore(dateOrder);
    }
}
