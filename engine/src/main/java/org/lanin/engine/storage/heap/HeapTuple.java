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
 * xmax owner right after its CAS and read only by that same transaction. {@code nextWord} is
 * set once, after the newer version exists: its TID plus {@link #HOT_BIT} when the update was HOT
 * (PostgreSQL's HEAP_HOT_UPDATED: the newer version is on this page and has no index entries).
 * The root TID is the TID index entries use for this version: its own, or for a heap-only
 * version (HEAP_ONLY_TUPLE) the root line pointer of its HOT chain, always on the same page, so
 * only its slot is kept, in the top 16 bits of the TID's word (a TID uses the low 48: a 32-bit
 * page and a 16-bit slot). A separate root TID field made every version 64 bytes instead of 56,
 * and every row a table keeps is copied by the collector at least once (issue 12).
 */
public final class HeapTuple implements TupleHeader {
    static final long LOCK_ONLY_BIT = 1L << 62;
    /**
     * Set with an update that changes no unique key (PostgreSQL's FOR NO KEY UPDATE, the absence
     * of HEAP_KEYS_UPDATED): it does not conflict with key-share locks of FOREIGN KEY checks.
     */
    static final long KEYS_KEPT_BIT = 1L << 63;
    private static final long XID_MASK = LOCK_ONLY_BIT - 1;
    /** In {@code nextWord}: the newer version is a heap-only tuple on the same page. */
    private static final long HOT_BIT = 1L << 62;
    /**
     * In {@code nextWord}: pruning removed the versions between this one and the next (all
     * invisible to every snapshot, {@code txn.PruneView}), so the next one's xmin is not this
     * one's xmax. Set only on a version whose deleter committed, whose link nobody else rewrites.
     */
    private static final long BRIDGE_BIT = 1L << 61;
    private static final VarHandle XMAX_WORD;
    private static final int ROOT_SHIFT = 48;
    private static final long TID_MASK = (1L << ROOT_SHIFT) - 1;

    static {
        try {
            XMAX_WORD = MethodHandles.lookup().findVarHandle(HeapTuple.class, "xmaxWord", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The TID in bits 0-47, the root's slot in bits 48-63. */
    private final long tidAndRootSlot;
    private final Object[] values;
    private final long xmin;
    private final int cmin;
    private volatile long xmaxWord = Xids.INVALID;
    private volatile int cmax;
    private volatile long nextWord = Tid.NONE;

    HeapTuple(long tid, Object[] values, long xmin, int cmin) {
        this(tid, values, xmin, cmin, tid);
    }

    /** {@code rootTid}: {@code tid} for a version with index entries, else its chain's root. */
    HeapTuple(long tid, Object[] values, long xmin, int cmin, long rootTid) {
        if (Tid.page(rootTid) != Tid.page(tid) || (tid & ~TID_MASK) != 0) {
            throw new org.lanin.engine.error.EngineBug("HOT chain root " + Tid.format(rootTid) + " of " + Tid.format(tid)
                    + " off its page");
        }
        this.tidAndRootSlot = tid | (long) Tid.slot(rootTid) << ROOT_SHIFT;
        this.values = values;
        this.xmin = xmin;
        this.cmin = cmin;
    }

    public long tid() {
        return tidAndRootSlot & TID_MASK;
    }

    private int rootSlot() {
        return (int) (tidAndRootSlot >>> ROOT_SHIFT);
    }

    /** Values by physical attnum - 1. Never modified after insert. */
    public Object[] values() {
        return values;
    }

    /** TID of the newer version this one was updated to, or {@link Tid#NONE}. */
    public long nextTid() {
        long word = nextWord;
        return word == Tid.NONE ? Tid.NONE : word & ~(HOT_BIT | BRIDGE_BIT);
    }

    /** The link skips versions pruning removed from the middle of the chain (see {@link #BRIDGE_BIT}). */
    public boolean isBridged() {
        long word = nextWord;
        return word != Tid.NONE && (word & BRIDGE_BIT) != 0;
    }

    /**
     * True when {@code next} (read at this version's link) is its successor: its creator is this
     * version's deleter, or pruning bridged the link; a link whose update aborted may name a slot
     * reused since.
     */
    boolean linksTo(HeapTuple next) {
        return next.xmin == xmax() || isBridged();
    }

    /** HEAP_HOT_UPDATED: the last update linked a heap-only version on this page. */
    public boolean isHotUpdated() {
        long word = nextWord;
        return word != Tid.NONE && (word & HOT_BIT) != 0;
    }

    /** HEAP_ONLY_TUPLE: a HOT update made this version; no index entry names its TID. */
    public boolean isHeapOnly() {
        return rootSlot() != Tid.slot(tid());
    }

    /** The TID index entries use for this version (its HOT chain's root line pointer). */
    public long rootTid() {
        return Tid.of(Tid.page(tid()), rootSlot());
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
        return "HeapTuple" + Tid.format(tid()) + "[xmin=" + xmin + ", cmin=" + cmin + ", xmax=" + (word & XID_MASK)
                + ((word & LOCK_ONLY_BIT) != 0 ? " (lock)" : "") + ", cmax=" + cmax
                + (isHeapOnly() ? ", heap-only" : "") + (nextTid() == Tid.NONE ? "" : ", next=" + Tid.format(nextTid())
                + (isHotUpdated() ? " (hot)" : "")) + "]";
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

    void setNextTid(long newer, boolean hot) {
        nextWord = hot ? newer | HOT_BIT : newer;
    }

    /** Pruning only, under the page latch: the HOT link now skips removed versions. */
    void bridgeTo(long newer) {
        nextWord = newer | HOT_BIT | BRIDGE_BIT;
    }
}
