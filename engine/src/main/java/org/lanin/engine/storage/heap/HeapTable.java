package org.lanin.engine.storage.heap;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.KeyShareLocks;
import org.lanin.engine.txn.RowHandOff;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * The tuple versions of one table, in pages, addressed by TID ({@link Tid}).
 * Inserts from many threads proceed in parallel (no table-wide lock); header changes
 * (xmax stamping) are atomic per tuple. Visibility is decided by callers with a Snapshot.
 *
 * <p>Inserts first take a slot VACUUM freed (when {@link FreeSpace} has one reusable under the
 * recent horizon), else go to the last page: one atomic increment reserves a slot, a full page
 * makes the inserter CAS-append the next one (see README.md).
 */
public final class HeapTable {
    private final HeapPageDirectory pages = new HeapPageDirectory();
    private final FreeSpace freeSpace = new FreeSpace();
    private final HeapStats stats = new HeapStats();
    private final KeyShareLocks keyShares = new KeyShareLocks();
    /**
     * Held by the one VACUUM of this table at a time (PostgreSQL's self-conflicting
     * ShareUpdateExclusiveLock): two would free the same slots twice. Writers never take it.
     */
    private final java.util.concurrent.locks.ReentrantLock vacuumLock = new java.util.concurrent.locks.ReentrantLock();

    /** Stores a new version stamped with the transaction's current xid and command id; returns its TID. */
    public long insert(Object[] values, Transaction tx) {
        return insert(values, tx, 100);
    }

    /**
     * The same for a table with a fill factor (its {@code fillfactor} storage parameter, per cent):
     * a new row goes on a page only while less than that share of its slots is taken, leaving the
     * rest to its rows' HOT updates (PostgreSQL's RelationGetTargetPageFreeSpace). Slots VACUUM
     * freed are reused whatever the share.
     */
    public long insert(Object[] values, Transaction tx, int fillFactor) {
        stats.inserted();
        int limit = fillFactor >= 100 ? HeapPage.SLOTS : Math.max(1, HeapPage.SLOTS * fillFactor / 100);
        return place(values, tx.currentXid(), tx.commandId(), tx.manager().recentXminHorizon(), limit);
    }

    /** Stores a version that every snapshot sees (xmin {@link Xids#FROZEN}): bootstrap catalog rows. */
    public long insertFrozen(Object[] values) {
        stats.inserted();
        return place(values, Xids.FROZEN, 0, Xids.INVALID, HeapPage.SLOTS);
    }

    /**
     * Recovery: stores a frozen version at the TID it had when the log or checkpoint image named it,
     * so the files of the next life keep naming rows by the same TIDs (and an open after a clean
     * shutdown needs no checkpoint). One thread, TIDs ascending, before anyone else sees the heap;
     * every page before the TID's is marked full, its skipped slots left unused until
     * {@link #restoreDone}.
     */
    public void restoreFrozen(long tid, Object[] values) {
        int pageNo = Tid.page(tid);
        int slot = Tid.slot(tid);
        if (slot >= HeapPage.SLOTS) {
            throw new EngineBug("restored TID " + Tid.format(tid) + " past the slots of a page");
        }
        HeapPage page = pages.last();
        if (page.pageNo() > pageNo || page.pageNo() == pageNo && slot < page.highWater()) {
            throw new EngineBug("restored TID " + Tid.format(tid) + " not after the previous one");
        }
        while (page.pageNo() < pageNo) {
            page.reserveThrough(HeapPage.SLOTS - 1); // done: its skipped slots become free space at restoreDone
            page = pages.next(page);
        }
        page.reserveThrough(slot);
        page.publish(slot, new HeapTuple(tid, values, Xids.FROZEN, 0));
        stats.inserted();
    }

    /** Recovery is over: the slots {@link #restoreFrozen} skipped are free for inserts at once. */
    public void restoreDone() {
        long[] holes = new long[64];
        int n = 0;
        for (int p = 0; p <= pages.last().pageNo(); p++) {
            HeapPage page = pages.get(p);
            for (int s = 0; s < page.highWater(); s++) {
                if (page.item(s) == null) {
                    if (n == holes.length) {
                        holes = java.util.Arrays.copyOf(holes, n * 2);
                    }
                    holes[n++] = Tid.of(p, s);
                }
            }
        }
        freeSpace.add(java.util.Arrays.copyOf(holes, n), Xids.INVALID); // no snapshot or index entry names them
    }

    /** The version at {@code tid}, or null if there is none. */
    public HeapTuple fetch(long tid) {
        if (tid < 0) {
            return null;
        }
        HeapPage page = pages.get(Tid.page(tid));
        return page == null ? null : page.get(Tid.slot(tid));
    }

    /**
     * Reads the line pointer {@code tid} names and the header and value array of the tuple there,
     * without a latch or any check, and returns a number made from them that means nothing: an
     * index scan calls it for the entries it will fetch next, so their cache misses overlap
     * (a software prefetch). A racing prune or reuse of the slot makes the touch useless, never
     * wrong.
     */
    public int touch(long tid) {
        HeapPage page = tid < 0 ? null : pages.get(Tid.page(tid));
        if (page == null) {
            return 0;
        }
        return page.item(Tid.slot(tid)) instanceof HeapTuple t ? t.values().length : 1;
    }

    /**
     * Every version in TID order, including dead and invisible ones; versions inserted
     * concurrently may or may not be returned. Safe to use while other threads write.
     */
    public Iterator<HeapTuple> scan() {
        return new Scan();
    }

    /** Tries to mark the version at {@code tid} deleted by {@code tx}; never waits. */
    public HeapUpdateResult delete(long tid, Transaction tx) {
        return delete(existing(tid), tx);
    }

    /**
     * As above, for the version object the caller holds: once pruning removed it from the middle of
     * its chain (its deleter committed, so the stamp fails with UPDATED) its slot may hold another
     * version, which a TID would name instead.
     */
    public HeapUpdateResult delete(HeapTuple version, Transaction tx) {
        long tid = version.tid();
        HeapUpdateResult result = HeapXmaxStamp.stamp(version, tx, 0);
        if (result == HeapUpdateResult.OK) {
            HeapPage page = pages.get(Tid.page(tid));
            page.touched();
            page.setPrunable(tx.currentXid());
            if (version.isHeapOnly()) {
                page.markHeapOnlyChanged();
            }
            stats.deleted();
        }
        return result;
    }

    /**
     * Tries to replace the version at {@code tid}: stamps its xmax, inserts {@code newValues} as a
     * new version and links the old one to it. On OK returns the new TID in {@code newTidOut[0]}.
     * Never waits.
     */
    public HeapUpdateResult update(long tid, Object[] newValues, Transaction tx, long[] newTidOut) {
        return update(tid, newValues, tx, newTidOut, false);
    }

    /**
     * As {@link #update(long, Object[], Transaction, long[])}; {@code keysKept}: the update changes
     * no unique key, so it does not conflict with {@link #keyShares() key-share locks}.
     */
    public HeapUpdateResult update(long tid, Object[] newValues, Transaction tx, long[] newTidOut, boolean keysKept) {
        return update(tid, newValues, tx, newTidOut, keysKept, false);
    }

    /**
     * As above; {@code hotSafe}: the update changes no column of any index of the table, so the
     * new version may be a heap-only tuple on the old one's page (a HOT update, README.HOT) when
     * that page has a free slot, after pruning it if need be. The caller adds index entries only
     * when the new version is not heap-only ({@link #isHeapOnly}).
     */
    public HeapUpdateResult update(long tid, Object[] newValues, Transaction tx, long[] newTidOut, boolean keysKept,
                                   boolean hotSafe) {
        return update(existing(tid), newValues, tx, newTidOut, keysKept, hotSafe);
    }

    /** As above, for the version object the caller holds (see {@link #delete(HeapTuple, Transaction)}). */
    public HeapUpdateResult update(HeapTuple old, Object[] newValues, Transaction tx, long[] newTidOut, boolean keysKept,
                                   boolean hotSafe) {
        long tid = old.tid();
        HeapUpdateResult result = HeapXmaxStamp.stamp(old, tx, keysKept ? HeapTuple.KEYS_KEPT_BIT : 0);
        if (result == HeapUpdateResult.OK) {
            HeapPage page = pages.get(Tid.page(tid));
            page.touched();
            page.setPrunable(tx.currentXid());
            if (old.isHeapOnly()) {
                page.markHeapOnlyChanged();
            }
            long newTid = hotSafe ? placeHot(page, old, newValues, tx) : Tid.NONE;
            boolean hot = newTid != Tid.NONE;
            if (!hot) {
                newTid = place(newValues, tx.currentXid(), tx.commandId(), tx.manager().recentXminHorizon(), HeapPage.SLOTS);
            }
            stats.updated(hot);
            old.setNextTid(newTid, hot); // after the new version is published: a chain never dangles
            newTidOut[0] = newTid;
        }
        return result;
    }

    /** True if the version at {@code tid} is a heap-only tuple (made by a HOT update: no index entries). */
    public boolean isHeapOnly(long tid) {
        HeapTuple t = fetch(tid);
        return t != null && t.isHeapOnly();
    }

    /**
     * The HOT chain an index entry naming {@code rootTid} stands for, into {@code out} (oldest
     * first; empty for a dead or unused line pointer). With {@code tm}, a page whose chain was long
     * and may hold versions dead to everyone is pruned first (heap_page_prune_opt on index fetch).
     */
    public void hotChain(long rootTid, TransactionManager tm, HotChain out) {
        HeapPage page = rootTid < 0 ? null : pages.get(Tid.page(rootTid));
        if (page == null) {
            out.clear();
            return;
        }
        int slot = Tid.slot(rootTid);
        walkValidated(page, slot, out);
        if (tm != null && out.size() >= HeapPrune.LONG_CHAIN
                && HeapPrune.pruneChainIfWorthIt(this, page, slot, tm, false) > 0) {
            walkValidated(page, slot, out);
        }
    }

    /**
     * The newer version {@code t} was updated to, or null (none, or the link is stale: its update
     * aborted and the slot was reused). A HOT successor is read under the page latch's optimistic
     * stamp: pruning may remove versions from the middle of a chain ({@code txn.PruneView}) and
     * bridge {@code t}'s link over them, so a bare read of the link could meet a slot freed and
     * reused meanwhile. The successor may then be a later version of the row than the one {@code
     * t}'s deleter made (those between were invisible to every snapshot).
     */
    public HeapTuple successor(HeapTuple t, TransactionManager tm) {
        if (t.nextTid() == Tid.NONE) {
            return null;
        }
        if (!t.isHotUpdated()) {
            // a root slot on another page: only VACUUM empties it, after the horizon; but its
            // version may have been pruned from the middle (a redirect now): its chain leads on
            HeapTuple next = fetch(t.nextTid());
            if (next != null) {
                return t.linksTo(next) ? next : null;
            }
            HotChain chain = new HotChain();
            hotChain(t.nextTid(), null, chain);
            return latestCommitted(chain, tm);
        }
        HeapPage page = pages.get(Tid.page(t.tid()));
        for (int attempt = 0; attempt < 2; attempt++) {
            long stamp = page.latch.tryOptimisticRead();
            if (stamp != 0) {
                HeapTuple next = hotSuccessor(page, t, tm);
                if (page.latch.validate(stamp)) {
                    return next;
                }
            }
        }
        long stamp = page.latch.readLock();
        try {
            return hotSuccessor(page, t, tm);
        } finally {
            page.latch.unlockRead(stamp);
        }
    }

    private static HeapTuple hotSuccessor(HeapPage page, HeapTuple t, TransactionManager tm) {
        if (page.get(Tid.slot(t.tid())) != t) {
            // t itself was pruned (a caller may hold a version its snapshot does not see, following
            // the chain): its link may name a reused slot, but the chain still holds the row's
            // newer versions
            HotChain chain = new HotChain();
            HotChainWalk.walk(page, Tid.slot(t.rootTid()), chain);
            return latestCommitted(chain, tm);
        }
        long tid = t.nextTid();
        HeapTuple next = tid == Tid.NONE ? null : page.get(Tid.slot(tid));
        return next != null && next.isHeapOnly() && next.rootTid() == t.rootTid() && t.linksTo(next) ? next : null;
    }

    /**
     * The newest member of {@code chain} whose inserter committed: the row's current version (a
     * newer member's inserter is still running: the caller then waits on this one's xmax). Every
     * version a follower lost its link to is older than it: that version's deleter committed.
     */
    private static HeapTuple latestCommitted(HotChain chain, TransactionManager tm) {
        for (int i = chain.size() - 1; i >= 0; i--) {
            HeapTuple m = chain.get(i);
            if (tm.status(m.xmin()) == XidStatus.COMMITTED) {
                return m;
            }
        }
        return null;
    }

    private static void walkValidated(HeapPage page, int slot, HotChain out) {
        for (int attempt = 0; attempt < 2; attempt++) {
            long stamp = page.latch.tryOptimisticRead();
            if (stamp != 0) {
                HotChainWalk.walk(page, slot, out);
                if (page.latch.validate(stamp)) {
                    return;
                }
            }
        }
        long stamp = page.latch.readLock();
        try {
            HotChainWalk.walk(page, slot, out);
        } finally {
            page.latch.unlockRead(stamp);
        }
    }

    /**
     * heap_page_prune_opt for a page a scan or update reads: prunes the page holding {@code tid}
     * if it may hold versions dead to everyone. Returns the versions removed.
     */
    public int pruneOpt(long tid, TransactionManager tm) {
        HeapPage page = pages.get(Tid.page(tid));
        return page == null ? 0 : HeapPrune.pruneIfWorthIt(this, page, tm, false);
    }

    /** A slot on {@code page} for a HOT update's new version, pruning once if the page is full; or NONE. */
    private long placeHot(HeapPage page, HeapTuple old, Object[] values, Transaction tx) {
        TransactionManager tm = tx.manager();
        int slot = page.freeSlots().claim();
        if (slot < 0) {
            slot = page.reserveSlot();
        }
        // Only a heap-only version's removal frees a slot (one an index names leaves a DEAD stub), so
        // a full page is not pruned for the update unless one of them may be dead or dying: it would
        // scan every slot for nothing. The chain being updated goes first (it is where a hot row's
        // dead versions are); the whole page only if that freed no slot.
        if (slot < 0 && page.mayFreeSlots()) {
            if (HeapPrune.pruneChainIfWorthIt(this, page, Tid.slot(old.rootTid()), tm, true) > 0) {
                slot = page.freeSlots().claim();
            }
            if (slot < 0 && HeapPrune.pruneIfWorthIt(this, page, tm, true) > 0) {
                slot = page.freeSlots().claim();
            }
        }
        if (slot < 0) {
            return Tid.NONE;
        }
        long tid = Tid.of(page.pageNo(), slot);
        page.publish(slot, new HeapTuple(tid, values, tx.currentXid(), tx.commandId(), old.rootTid()));
        return tid;
    }

    /** Tries to lock the version at {@code tid} for {@code tx} (SELECT FOR UPDATE) without deleting it. */
    public HeapUpdateResult lock(long tid, Transaction tx) {
        return lock(existing(tid), tx);
    }

    /** As above, for the version object the caller holds (see {@link #delete(HeapTuple, Transaction)}). */
    public HeapUpdateResult lock(HeapTuple version, Transaction tx) {
        return HeapXmaxStamp.stamp(version, tx, HeapTuple.LOCK_ONLY_BIT);
    }

    /**
     * What a transaction that held the version at {@code waitedTid} does for a waiter as it ends
     * ({@link RowHandOff}): the row's newest version (following the holder's committed updates;
     * the version itself when the holder only locked it or aborted) gets the waiter's row lock.
     * Nothing when the holder deleted the row or another transaction claimed it first.
     */
    public RowHandOff.Grant handOff(long waitedTid) {
        return (committed, waiter, xid, commandId) -> {
            HeapTuple t = fetch(waitedTid);
            for (int hops = 0; committed && t != null && hops < HeapPage.SLOTS; hops++) {
                long word = t.xmaxWord();
                if (HeapTuple.xidOf(word) == Xids.INVALID || HeapTuple.isLockOnly(word)
                        || waiter.manager().status(HeapTuple.xidOf(word)) == XidStatus.ABORTED) {
                    break; // the holder locked the row, or changed it in a savepoint it rolled back
                }
                HeapTuple next = successor(t, waiter.manager());
                if (next == null) {
                    return -1; // deleted: nothing to pass on
                }
                t = next;
            }
            return t != null && HeapXmaxStamp.grantLock(t, waiter, xid, commandId) ? t.tid() : -1;
        };
    }

    /** Gives back a row lock {@link #handOff} stamped for {@code xid} that its waiter did not use. */
    public void releaseHandOff(long tid, long xid) {
        HeapTuple t = fetch(tid);
        if (t != null) {
            HeapXmaxStamp.releaseGrant(t, xid);
        }
    }

    /** Key-share locks on this table's rows (FOREIGN KEY checks of referencing rows). */
    public KeyShareLocks keyShares() {
        return keyShares;
    }

    /** Slots per page: a TID's slot is below this (ANALYZE's block sampling reads pages slot by slot). */
    public static int slotsPerPage() {
        return HeapPage.SLOTS;
    }

    /** Pages in use (the last may be partly filled). */
    public int pageCount() {
        return pages.last().pageNo() + 1;
    }

    /**
     * Pages that ever held a version: 0 for a table never written to (PostgreSQL's relpages of
     * a fresh table), else {@link #pageCount()}.
     */
    public int usedPages() {
        HeapPage first = pages.get(0);
        return first.highWater() == 0 ? 0 : pageCount();
    }

    /** Per-table live/dead estimates, changes since ANALYZE, vacuum and analyze history. */
    public HeapStats stats() {
        return stats;
    }

    /**
     * True if the page holding {@code tid} is all-visible: every version on it is visible to
     * every current and future snapshot (an index-only scan may skip the visibility test).
     */
    public boolean isAllVisible(long tid) {
        HeapPage page = pages.get(Tid.page(tid));
        return page != null && page.allVisible();
    }

    /** Emptied slots not yet reused. */
    public long freeSlots() {
        return freeSpace.size();
    }

    /** See {@link #vacuumLock}: taken only by VACUUM, never by readers or writers. */
    public java.util.concurrent.locks.ReentrantLock vacuumLock() {
        return vacuumLock;
    }

    HeapPageDirectory pages() {
        return pages;
    }

    FreeSpace freeSpace() {
        return freeSpace;
    }

    /**
     * Puts a new version in a free slot, on the last page only below slot {@code limit}; the caller
     * has counted it in {@link #stats}.
     */
    private long place(Object[] values, long xmin, int cmin, long horizon, int limit) {
        long reused = horizon == Xids.INVALID ? Tid.NONE : freeSpace.claim(horizon);
        if (reused != Tid.NONE) {
            pages.get(Tid.page(reused)).publish(Tid.slot(reused), new HeapTuple(reused, values, xmin, cmin));
            return reused;
        }
        HeapPage page = pages.last();
        while (true) {
            int slot = page.reserveSlot(limit);
            if (slot >= 0) {
                long tid = Tid.of(page.pageNo(), slot);
                page.publish(slot, new HeapTuple(tid, values, xmin, cmin));
                return tid;
            }
            page = pages.next(page);
        }
    }

    private HeapTuple existing(long tid) {
        HeapTuple tuple = fetch(tid);
        if (tuple == null) {
            throw new EngineBug("no tuple at " + Tid.format(tid));
        }
        return tuple;
    }

    /** Walks pages and slots in TID order; skips slots reserved but not yet published. */
    private final class Scan implements Iterator<HeapTuple> {
        private HeapPage page = pages.get(0);
        private int slot;
        private HeapTuple next;

        @Override
        public boolean hasNext() {
            while (next == null && page != null) {
                int highWater = page.highWater();
                if (slot < highWater) {
                    next = page.get(slot++);
                } else {
                    // On to the next page when there is one (a page a fill factor left part-filled
                    // has one); after the last page so far stop rather than chase concurrent inserts.
                    page = pages.get(page.pageNo() + 1);
                    slot = 0;
                }
            }
            return next != null;
        }

        @Override
        public HeapTuple next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            HeapTuple result = next;
            next = null;
            return result;
        }
    }
}
