package org.lanin.engine.type;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The session's {@code TimeZone} as the value layer sees it: the zone in which timestamptz
 * values (always UTC instants inside) are shown, cast to and from date/time/timestamp, truncated
 * and taken apart. Casts are static functions called from bind-time constant folding, compiled
 * expression closures and catalog code alike; a session runs each statement (and computes each
 * streamed row) on its caller's thread, so the session sets its zone on that thread around the
 * call ({@link #enter}) instead of threading a zone through every cast. A thread outside any
 * session (autovacuum, tests) sees UTC.
 */
public final class SessionZone {
    private static final ThreadLocal<ZoneId> CURRENT = new ThreadLocal<>();

    private SessionZone() {
    }

    /** The zone of the session running on this thread; UTC outside a session. */
    public static ZoneId current() {
        ZoneId z = CURRENT.get();
        return z == null ? ZoneOffset.UTC : z;
    }

    /** The zone this thread's session set, or null outside a session (for {@link SessionThreadState}). */
    static ZoneId bound() {
        return CURRENT.get();
    }

    /** Makes {@code zone} current and returns the zone it replaces, for {@link #restore}. */
    public static ZoneId enter(ZoneId zone) {
        ZoneId previous = CURRENT.get();
        CURRENT.set(zone);
        return previous;
    }

    public static void restore(ZoneId previous) {
        // set, never remove: a removed entry is allocated again by the next statement's enter
        CURRENT.set(previous);
    }

    /** The instant's wall-clock time in the session zone. */
    public static LocalDateTime local(OffsetDateTime instant) {
        return TimeZones.inZone(instant, current()).toLocalDateTime();
    }

    /** The instant a wall-clock time in the session zone names. */
    public static OffsetDateTime instant(LocalDateTime local) {
        return TimeZones.atZone(local, current());
    }
}
