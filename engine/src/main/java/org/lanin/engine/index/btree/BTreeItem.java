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
 * (key, TID) is a new object, which makes the LSN check of _bt_killitems unnecessary. Set with
 * a volatile write (idempotent; readers under a shared latch may race it harmlessly), cleared
 * never: a killed entry goes away only by being removed.
 */
final class BTreeItem {

    /** Per-item overhead: line pointer, tuple header and TID, as in a PostgreSQL index tuple. */
    static final int ITEM_OVERHEAD_BYTES = 16;

    private static final java.lang.invoke.VarHandle KILLED;

    static {
        try {
            KILLED = java.lang.invoke.MethodHandles.lookup().findVarHandle(BTreeItem.class, "killed", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Object[] key;
    private final long tid;
    private final BTreePage child;
    /** estimated on-page size, counted against {@link BTreePage#USABLE_BYTES} */
    private final int bytes;
    private final boolean integralFirst;
    /** The first key column as a long when {@link #integralFirst}: compared without touching the key array. */
    private final long first;
    private volatile boolean killed;

    BTreeItem(Object[] key, long tid, BTreePage child, int bytes) {
        this.key = key;
        this.tid = tid;
        this.child = child;
        this.bytes = bytes;
        this.integralFirst = key != null && key.length > 0 && isIntegral(key[0]);
        this.first = integralFirst ? ((Number) key[0]).longValue() : 0;
    }

    /**
     * Integer values of any width: every column comparator of a tree orders them numerically
     * (the integral operator class), so two of them compare as their longs.
     */
    static boolean isIntegral(Object v) {
        return v instanceof Long || v instanceof Integer || v instanceof Short;
    }

    boolean integralFirst() {
        return integralFirst;
    }

    long first() {
        return first;
    }

    Object[] key() {
        return key;
    }

    long tid() {
        return tid;
    }

    BTreePage child() {
        return child;
    }

    int bytes() {
        return bytes;
    }

    boolean isKilled() {
        return killed;
    }

    /** Marks the entry killed; true if this call set the flag. */
    boolean kill() {
        return !killed && KILLED.compareAndSet(this, false, true);
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
        return child == null ? this : new BTreeItem(key, tid, null, bytes);
    }

    boolean isMinusInfinity() {
        return key == null;
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
