package org.lanin.engine.storage.heap;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.StampedLock;
import org.lanin.engine.txn.Xids;

/**
 * A heap page: a fixed array of line pointers filled in order. An inserter reserves a slot with
 * one atomic increment and publishes the finished tuple with a volatile store, so readers see
 * either nothing (slot reserved, tuple not yet built) or the whole tuple.
 *
 * <p>A slot holds a {@link HeapTuple} (LP_NORMAL), a {@link Redirect} to the slot of the first
 * live member of a HOT chain whose root version was pruned (LP_REDIRECT), {@link #DEAD} (LP_DEAD:
 * the version is gone but index entries may still name the slot) or null (LP_UNUSED, or reserved
 * and not yet published). Pruning ({@link HeapPrune}) rewrites slots under the write side of
 * {@link #latch}; readers that walk a HOT chain validate an optimistic read of it and walk again
 * if a prune ran meanwhile (PostgreSQL holds a share lock on the buffer for the walk).
 *
 * <p>All-visible (PostgreSQL's visibility-map bit) without a latch: every change that can make
 * a version invisible to someone (publish, xmax claim) bumps {@code modCount} after the change;
 * VACUUM reads the count before judging the page and records it; the page is all-visible while
 * the count still equals the recorded one. A change racing VACUUM's judgement bumps the count,
 * so the stale verdict never shows.
 */
final class HeapPage {
    static final int SLOTS = 256;
    /** LP_DEAD: the slot's version was pruned; index entries may still point here until VACUUM. */
    static final Object DEAD = new Object() {
        @Override
        public String toString() {
            return "DEAD";
        }
    };

    /** LP_REDIRECT: the HOT chain rooted at this slot continues at {@code target}. */
    record Redirect(int target) {
    }

    private final int pageNo;
    private final AtomicReferenceArray<Object> slots = new AtomicReferenceArray<>(SLOTS);
    private final AtomicInteger reserved = new AtomicInteger();
    private final AtomicLong modCount = new AtomicLong();
    private volatile long allVisibleAt = -1;
    /** Write side: a prune rewriting line pointers. Read side: optimistic, by HOT chain walks. */
    final StampedLock latch = new StampedLock();
    /**
     * PostgreSQL's pd_prune_xid: the oldest xid that deleted or updated a version here since the
     * last prune ({@link Xids#INVALID} if none): pruning can free nothing before the horizon passes it.
     */
    private final AtomicLong pruneXid = new AtomicLong(Xids.INVALID);
    /** The next xid when the last prune ran (see {@link #mayPruneMiddle}); racy reads are only a hint. */
    private volatile long lastPruneNextXid;
    /** {@link #modCount} when the last prune ran. */
    private volatile long lastPruneModCount;
    private final PageFreeSlots freeSlots = new PageFreeSlots();
    /**
     * Heap-only versions here, at least: counted up as they are published and down as a prune
     * removes them. While it is 0 no HOT chain continues on this page, so a prune can free no
     * slot (a version an index names leaves a DEAD stub) and none lies in a chain's middle.
     */
    private final AtomicInteger heapOnly = new AtomicInteger();
    /**
     * A heap-only version was published, updated or deleted here since the last whole-page prune,
     * or that prune kept one that is not yet settled (its inserter running, or a deleter that has
     * not aborted): only then can a prune free a slot. Without it an update that finds its page
     * full, on a page whose heap-only versions are all live (a pgbench accounts page with one
     * HOT-updated row), would scan every slot for nothing, and again at the next update.
     */
    private volatile boolean heapOnlyChanged;

    HeapPage(int pageNo) {
        this.pageNo = pageNo;
    }

    int pageNo() {
        return pageNo;
    }

    /** A free slot number, or -1 when the page is full. */
    int reserveSlot() {
        return reserveSlot(SLOTS);
    }

    /**
     * A free slot number below {@code limit} (a fill factor's share of the slots), or -1. Racing
     * reservers may take a few slots past the limit, never past the page.
     */
    int reserveSlot(int limit) {
        if (reserved.get() >= limit) {
            return -1; // keeps the counter from creeping past SLOTS on a long-full page
        }
        int slot = reserved.getAndIncrement();
        return slot < SLOTS ? slot : -1;
    }

    /**
     * Recovery only (one thread, before anyone else sees the heap): marks every slot up to {@code slot}
     * handed out, so a version can be restored at the slot it had; slots skipped stay null (unused).
     */
    void reserveThrough(int slot) {
        reserved.set(Math.max(reserved.get(), Math.min(slot + 1, SLOTS)));
    }

    /** True while {@link #reserveSlot} may still succeed. */
    boolean hasUnreserved() {
        return reserved.get() < SLOTS;
    }

    void publish(int slot, HeapTuple tuple) {
        if (tuple.isHeapOnly()) {
            heapOnly.incrementAndGet(); // before it shows: the count never lags behind the slots
            markHeapOnlyChanged();
        }
        slots.set(slot, tuple);
        touched();
    }

    /** True when a heap-only version may be here (see {@link #heapOnly}). */
    boolean mayHoldHeapOnly() {
        return heapOnly.get() > 0;
    }

    /** See {@link #heapOnlyChanged}: called after the change it stands for (a version published, an xmax stamped). */
    void markHeapOnlyChanged() {
        if (!heapOnlyChanged) { // a hot page's updaters would otherwise write this line at every update
            heapOnlyChanged = true;
        }
    }

    /** A whole-page prune begins: it marks the page again for each unsettled heap-only version it keeps. */
    void clearHeapOnlyChanged() {
        heapOnlyChanged = false;
    }

    /** True when a prune may free a slot for an update: a heap-only version here may be dead or dying. */
    boolean mayFreeSlots() {
        return heapOnlyChanged && heapOnly.get() > 0;
    }

    /** A prune removed {@code count} heap-only versions. */
    void heapOnlyRemoved(int count) {
        if (count > 0) {
            heapOnly.addAndGet(-count);
        }
    }

    /** A version here changed in a way that may hide it from some snapshot: clears all-visible. */
    void touched() {
        modCount.incrementAndGet();
    }

    /** Empties a slot (VACUUM: a version or stub dead to everyone whose index entries are gone). */
    void clear(int slot) {
        slots.set(slot, null);
    }

    /** Rewrites a line pointer; only {@link HeapPrune} under the write latch. */
    void setItem(int slot, Object item) {
        slots.set(slot, item);
    }

    long modStamp() {
        return modCount.get();
    }

    /** Records that every version here was visible to all when the count read {@code stamp}. */
    void markAllVisible(long stamp) {
        allVisibleAt = stamp;
    }

    boolean allVisible() {
        return allVisibleAt == modCount.get();
    }

    /** The tuple in {@code slot}, or null (unused, redirect, dead, or not yet published). */
    HeapTuple get(int slot) {
        return slot < SLOTS && slots.get(slot) instanceof HeapTuple t ? t : null;
    }

    /** The line pointer in {@code slot}: a tuple, a {@link Redirect}, {@link #DEAD} or null. */
    Object item(int slot) {
        return slot >= 0 && slot < SLOTS ? slots.get(slot) : null;
    }

    /** Slots handed out so far; those below it may still be unpublished. */
    int highWater() {
        return Math.min(reserved.get(), SLOTS);
    }

    /** PageSetPrunable: {@code xid} deleted or updated a version here. */
    void setPrunable(long xid) {
        long current = pruneXid.get();
        while ((current == Xids.INVALID || xid < current) && !pruneXid.compareAndSet(current, xid)) {
            current = pruneXid.get();
        }
    }

    /** True when a prune under {@code horizon} may free something (the hint is older than it). */
    boolean mayPrune(long horizon) {
        long xid = pruneXid.get();
        return xid != Xids.INVALID && xid < horizon;
    }

    /**
     * True when a prune may free versions from the middle of a chain (invisible to every snapshot,
     * though above the horizon): versions here are deleted or updated, and since the last prune the
     * page changed (a version was added or claimed) or a transaction began (snapshots may have gone).
     */
    boolean mayPruneMiddle(long nextXid) {
        return pruneXid.get() != Xids.INVALID && mayHoldHeapOnly()
                && (nextXid > lastPruneNextXid || modCount.get() != lastPruneModCount);
    }

    /** A prune ran when {@code nextXid} was the next xid. */
    void prunedAt(long nextXid) {
        lastPruneNextXid = nextXid;
        lastPruneModCount = modCount.get();
    }

    /** Clears the hint at the start of a prune; the prune sets it again for what it left. */
    void clearPrunable() {
        pruneXid.set(Xids.INVALID);
    }

    /** Slots pruning freed on this page, for HOT updates of this page's rows. */
    PageFreeSlots freeSlots() {
        return freeSlots;
    }
}
