package org.lanin.engine.storage.heap;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.lanin.engine.txn.TupleHeader;
import org.lanin.engine.txn.Xids;

/**
 * One tuple version: its values (by physical attribute number, 0-based; columns added after
 * the version was written are absent from the array) and its MVCC header.
 *
 * <p>Header layout: {@code tid}, {@code xmin}, {@code cmin} and the values are final (safely
 * published with the tuple). {@code xmaxWord} packs the deleting/locking xid (bits 0-61) with
 * the lock-only flag (bit 62) and the keys-kept flag (bit 63) so all change in one CAS; {@code cmax} is written by the new
 * xmax owner right after its CAS and read only by that same transaction. {@code nextTid} is
 * set once, after the newer version exists.
 */
public final class HeapTuple implements TupleHeader {
    static final long LOCK_ONLY_BIT = 1L << 62;
    /**
     * Set with an update that changes no unique key (PostgreSQL's FOR NO KEY UPDATE, the absence
     * of HEAP_KEYS_UPDATED): it does not conflict with key-share locks of FOREIGN KEY checks.
     */
    static final long KEYS_KEPT_BIT = 1L << 63;
    private static final long XID_MASK = LOCK_ONLY_BIT - 1;
    private static final VarHandle XMAX_WORD;

    static {
        try {
            XMAX_WORD = MethodHandles.lookup().findVarHandle(HeapTuple.class, "xmaxWord", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final long tid;
    private final Object[] values;
    private final long xmin;
    private final int cmin;
    private volatile long xmaxWord = Xids.INVALID;
    private volatile int cmax;
    private volatile long nextTid = Tid.NONE;

    HeapTuple(long tid, Object[] values, long xmin, int cmin) {
        this.tid = tid;
        this.values = values;
        this.xmin = xmin;
        this.cmin = cmin;
    }

    public long tid() {
        return tid;
    }

    /** Values by physical attnum - 1. Never modified after insert. */
    public Object[] values() {
        return values;
    }

    /** TID of the newer version this one was updated to, or {@link Tid#NONE}. */
    public long nextTid() {
        return nextTid;
    }

    @Override
    public long xmin() {
        return xmin;
    }

    @Override
    public int cmin() {
        return cmin;
    }

    @Override
    public long xmax() {
        return xmaxWord & XID_MASK;
    }

    @Override
    public int cmax() {
        return cmax;
    }

    @Override
    public boolean xmaxIsLockOnly() {
        return (xmaxWord & LOCK_ONLY_BIT) != 0;
    }

    @Override
    public String toString() {
        long word = xmaxWord;
        return "HeapTuple" + Tid.format(tid) + "[xmin=" + xmin + ", cmin=" + cmin + ", xmax=" + (word & XID_MASK)
                + ((word & LOCK_ONLY_BIT) != 0 ? " (lock)" : "") + ", cmax=" + cmax
                + (nextTid == Tid.NONE ? "" : ", next=" + Tid.format(nextTid)) + "]";
    }

    /** xmax and its flags as one value (one volatile read), to decode with the static methods below. */
    public long xmaxWord() {
        return xmaxWord;
    }

    public static long xidOf(long word) {
        return word & XID_MASK;
    }

    public static boolean isLockOnly(long word) {
        return (word & LOCK_ONLY_BIT) != 0;
    }

    /** True for an update that changed no unique key ({@link #KEYS_KEPT_BIT}). */
    public static boolean keepsKeys(long word) {
        return (word & KEYS_KEPT_BIT) != 0;
    }

    boolean casXmax(long expectedWord, long newWord) {
        return XMAX_WORD.compareAndSet(this, expectedWord, newWord);
    }

    void setCmax(int commandId) {
        cmax = commandId;
    }

    void setNextTid(long newer) {
        nextTid = newer;
    }
}
