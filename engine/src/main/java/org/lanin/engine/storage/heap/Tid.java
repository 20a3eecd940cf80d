package org.lanin.engine.storage.heap;

/** Tuple ids: a page number and a slot packed into a long, ordered like PostgreSQL's ctid. */
public final class Tid {
    /** "No tuple" (end of an update chain). */
    public static final long NONE = -1L;
    private static final int SLOT_BITS = 16;

    private Tid() {
    }

    public static long of(int page, int slot) {
        return ((long) page << SLOT_BITS) | slot;
    }

    public static int page(long tid) {
        return (int) (tid >>> SLOT_BITS);
    }

    public static int slot(long tid) {
        return (int) (tid & ((1 << SLOT_BITS) - 1));
    }

    /** PostgreSQL's text form, e.g. {@code (0,1)} (slots print 1-based). */
    public static String format(long tid) {
        return "(" + page(tid) + "," + (slot(tid) + 1) + ")";
    }
}
