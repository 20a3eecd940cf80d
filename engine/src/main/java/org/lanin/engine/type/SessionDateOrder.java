package org.lanin.engine.type;

/**
 * The field order of the session's {@code DateStyle} (PostgreSQL's DateOrder), for date input such
 * as {@code 01/02/03} whose fields do not say which is which: set on the thread that runs a
 * session's statement, as {@link SessionZone} is. A thread outside any session reads MDY, the default.
 */
public final class SessionDateOrder {
    /** Month-day-year (DateStyle {@code MDY}, {@code US}), day-month-year ({@code DMY}, {@code European}), year-month-day. */
    public enum Order { MDY, DMY, YMD }

    private static final ThreadLocal<Order> CURRENT = new ThreadLocal<>();

    private SessionDateOrder() {
    }

    public static Order current() {
        Order o = CURRENT.get();
        return o == null ? Order.MDY : o;
    }

    /** The order this thread's session set, or null outside a session (for {@link SessionThreadState}). */
    static Order bound() {
        return CURRENT.get();
    }

    /** Makes {@code order} current and returns the one it replaces, for {@link #restore}. */
    public static Order enter(Order order) {
        Order previous = CURRENT.get();
        CURRENT.set(order);
        return previous;
    }

    public static void restore(Order previous) {
        CURRENT.set(previous);
    }

    /**
     * The order a DateStyle value names (PostgreSQL's check_datestyle): its last order word wins,
     * {@code German} means DMY; a value without one keeps MDY.
     */
    public static Order of(String dateStyle) {
        Order o = Order.MDY;
        for (String part : dateStyle.split("[,\\s]+")) {
            switch (part.toLowerCase(java.util.Locale.ROOT).replace("'", "")) {
                case "dmy", "euro", "european", "german" -> o = Order.DMY;
                case "ymd" -> o = Order.YMD;
                case "mdy", "us", "noneuro", "noneuropean" -> o = Order.MDY;
                default -> { }
            }
        }
        return o;
    }
}
