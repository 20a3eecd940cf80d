package org.lanin.engine.type;

/**
 * The session whose statement runs on this thread, as value code reached without a session in
 * hand sees it: the owner of the enum labels its open transaction added ({@link EnumLabel#addedBy}),
 * which enum input refuses as PostgreSQL's {@code check_safe_enum_use} does (55P04 for the adder,
 * not there at all for others). Set around each statement like {@link SessionZone}; null outside a
 * session.
 */
public final class SessionOwner {
    private static final ThreadLocal<Object> CURRENT = new ThreadLocal<>();

    private SessionOwner() {
    }

    /** The session running on this thread, or null. */
    public static Object current() {
        return CURRENT.get();
    }

    /** The owner this thread's session set, or null (for {@link SessionThreadState}). */
    static Object bound() {
        return CURRENT.get();
    }

    /** Makes {@code owner} current and returns the one it replaces, for {@link #restore}. */
    public static Object enter(Object owner) {
        Object previous = CURRENT.get();
        CURRENT.set(owner);
        return previous;
    }

    public static void restore(Object previous) {
        CURRENT.set(previous); // set, never remove: see SessionZone.restore
    }
}
