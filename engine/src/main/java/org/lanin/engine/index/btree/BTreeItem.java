package org.lanin.engine.index.btree;

/**
 * One item of a page. Leaf items are (key, tid) with {@code child == null}. Inner items are
 * downlinks: (separator key + tid, child), where the separator is a strict lower bound of the
 * child's keys; the first item of every inner page is minus infinity ({@code key == null}).
 * High keys use the same class with {@code child == null}. Immutable except for the killed
 * flag, so pages share items freely.
 *
 * <p>The killed flag is PostgreSQL's LP_DEAD hint: set once the version the entry points to is
 * dead to every snapshot (see README "Index-tuple killing"). It lives on the item object, so
 * setting it marks exactly the entry that was read: an entry removed and re-added for the same
 * (key, TID) is a new object, which makes the LSN check of _bt_killitems unnecessary. Set by
 * compare-and-set (idempotent; readers under a shared latch may race it harmlessly), cleared
 * never: a killed entry goes away only by being removed.
 */
final class BTreeItem {

    /** Per-item overhead: line pointer, tuple header and TID, as in a PostgreSQL index tuple. */
    static final int ITEM_OVERHEAD_BYTES = 16;

    private static final java.lang.invoke.VarHandle WORD;

    static {
        try {
            WORD = java.lang.invoke.MethodHandles.lookup().findVarHandle(BTreeItem.class, "word", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** In {@link #word}: the first key column is an integer, held in {@link #first}. */
    private static final int INTEGRAL_FIRST = 1 << 30;
    /** In {@link #word}: the killed flag. */
    private static final int KILLED = 1 << 31;
    /** In {@link #word}: a one-column key, held in {@link #key} itself rather than in an array. */
    private static final int SINGLE = 1 << 29;
    /** In {@link #word}: the minus-infinity downlink (no key). */
    private static final int MINUS_INFINITY = 1 << 28;
    private static final int BYTES_MASK = MINUS_INFINITY - 1;

    /**
     * The key: its one value when {@link #SINGLE} (so a one-column index entry is one object, not
     * two: the array was a fifth of the bytes a table keeps per row), else the array of values;
     * null for minus infinity.
     */
    private final Object key;
    private final long tid;
    private final BTreePage child;
    /** The first key column as a long when {@link #integralFirst}: compared without touching the key array. */
    private final long first;
    /**
     * The estimated on-page size (counted against {@link BTreePage#USABLE_BYTES}) and the two flags,
     * in one word: with separate fields an item took 48 bytes, now 40, and every index entry a
     * table keeps is copied by the collector at least once (issue 12). Only {@link #KILLED} changes,
     * by compare-and-set, and is read with volatile semantics; the other bits are fixed at
     * construction, before the item is published under a page latch, and read plainly.
     */
    private int word;

    /** {@code key}: the item's own array (kept when it has several values; null for minus infinity). */
    BTreeItem(Object[] key, long tid, BTreePage child, int bytes) {
        boolean single = key != null && key.length == 1;
        this.key = single ? key[0] : key;
        this.tid = tid;
        this.child = child;
        boolean integral = key != null && key.length > 0 && isIntegral(key[0]);
        this.first = integral ? ((Number) key[0]).longValue() : 0;
        this.word = bytes | (integral ? INTEGRAL_FIRST : 0) | (single ? SINGLE : 0) | (key == null ? MINUS_INFINITY : 0);
    }

    private BTreeItem(BTreeItem of, BTreePage child) {
        this.key = of.key;
        this.tid = of.tid;
        this.child = child;
        this.first = of.first;
        this.word = of.word & ~KILLED;
    }

    /**
     * Integer values of any width: every column comparator of a tree orders them numerically
     * (the integral operator class), so two of them compare as their longs.
     */
    static boolean isIntegral(Object v) {
        return v instanceof Long || v instanceof Integer || v instanceof Short;
    }

    boolean integralFirst() {
        return (word & INTEGRAL_FIRST) != 0;
    }

    long first() {
        return first;
    }

    /** The key's values (a new array for a one-column key: not for hot paths, which use {@link #keyAt}). */
    Object[] key() {
        return (word & SINGLE) != 0 ? new Object[] {key} : (Object[]) key;
    }

    /** Key column {@code c}'s value. */
    Object keyAt(int c) {
        return (word & SINGLE) != 0 ? key : ((Object[]) key)[c];
    }

    long tid() {
        return tid;
    }

    BTreePage child() {
        return child;
    }

    int bytes() {
        return word & BYTES_MASK;
    }

    boolean isKilled() {
        return ((int) WORD.getVolatile(this) & KILLED) != 0;
    }

    /** Marks the entry killed; true if this call set the flag. */
    boolean kill() {
        int w = (int) WORD.getVolatile(this);
        while ((w & KILLED) == 0) {
            if (WORD.compareAndSet(this, w, w | KILLED)) {
                return true;
            }
            w = (int) WORD.getVolatile(this);
        }
        return false;
    }

    static BTreeItem leaf(Object[] key, long tid) {
        return new BTreeItem(key, tid, null, sizeOf(key));
    }

    static BTreeItem downlink(Object[] key, long tid, BTreePage child) {
        return new BTreeItem(key, tid, child, sizeOf(key));
    }

    static BTreeItem minusInfinity(BTreePage child) {
        return new BTreeItem(null, 0, child, ITEM_OVERHEAD_BYTES);
    }

    /** The same separator without a child: what a high key stores. */
    BTreeItem asHighKey() {
        return child == null ? this : new BTreeItem(this, null);
    }

    boolean isMinusInfinity() {
        return (word & MINUS_INFINITY) != 0;
    }

    static int sizeOf(Object[] key) {
        int size = ITEM_OVERHEAD_BYTES;
        if (key != null) {
            for (Object v : key) {
                size += valueBytes(v);
            }
        }
        return size;
    }

    private static int valueBytes(Object v) {
        if (v == null) {
            return 0;
        } else if (v instanceof CharSequence s) {
            return s.length() + 4;
        } else if (v instanceof byte[] b) {
            return b.length + 4;
        } else if (v instanceof Boolean || v instanceof Byte) {
            return 1;
        } else if (v instanceof Short) {
            return 2;
        } else if (v instanceof Integer || v instanceof Float) {
            return 4;
        } else if (v instanceof Number n && !(v instanceof java.math.BigDecimal) && !(v instanceof java.math.BigInteger)) {
            return 8;
        } else if (v instanceof java.math.BigDecimal d) {
            return 8 + d.unscaledValue().bitLength() / 8;
        }
        return 16;
    }
}
