package org.lanin.engine.storage.heap;

import org.lanin.engine.txn.PruneView;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.Visibility;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * In-page pruning (pruneheap.c's heap_page_prune): under the page's write latch, every HOT chain
 * loses its members dead to everyone under the horizon. The root line pointer of a chain is
 * redirected to the first member left ({@link HeapPage.Redirect}) or, when nothing is left, marked
 * {@link HeapPage#DEAD} (its index entries still name it; VACUUM removes them, then the slot). Freed
 * heap-only slots go to the page's {@link PageFreeSlots} for the next HOT update of the page.
 * Versions not in a chain that are dead (deleted, non-HOT updated, aborted inserts) become DEAD
 * stubs, which frees their values at once.
 *
 * <p>Why it never frees a version a snapshot can see: a member is removed only if it is dead under
 * the horizon, or precedes such a member in its chain (an earlier member's updater committed before
 * the later one's, so it is dead too: README.HOT, "pruning"), or (unlike PostgreSQL) a
 * {@link PruneView} finds it invisible to every snapshot of every running transaction; the members
 * around such a one are bridged (README.md, departure 7). Chain walkers validate their optimistic
 * read of the latch and walk again after a prune.
 *
 * <p>Updaters claim a version's xmax and link its successor without the latch (PostgreSQL's
 * heap_update holds the buffer lock for both), so a chain collected here can go stale before it
 * is judged: a version whose updater aborted keeps its link to the aborted version until a new
 * updater claims it and re-links it. The judgement therefore reads each member's xmax word once
 * and stops at a member whose xmax no longer names the next collected member's inserter.
 */
final class HeapPrune {
    /** Prune a page whose chain walk visited at least this many versions (keeps chains short). */
    static final int LONG_CHAIN = 3;

    /**
     * The per-slot arrays of a prune, reused by the thread's next one: prunes run about once per
     * transaction on a hot page, and three fresh arrays each time were 1.6 kB of garbage per prune.
     */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    private final HeapPage page;
    private final TransactionManager tm;
    private final long horizon;
    private final Scratch scratch;
    private final boolean[] inChain;
    private final int[] chain;
    /** Chain positions (indexes into {@link #chain}) to remove from the middle; cleared as applied. */
    private final boolean[] drop;
    /** Taken on the first chain with a middle to judge; null until then. */
    private PruneView view;
    private int middleRemoved;
    private long nextPruneXid = Xids.INVALID;
    private int removed;
    private int heapOnlyRemoved;
    /** Tests only: runs between collecting a chain and judging it, where an updater may act; else null. */
    private final Runnable afterCollect;

    private HeapPrune(HeapPage page, TransactionManager tm, long horizon, Runnable afterCollect) {
        this.page = page;
        this.tm = tm;
        this.horizon = horizon;
        this.afterCollect = afterCollect;
        this.scratch = Scratch.take();
        this.inChain = scratch.inChain;
        this.chain = scratch.chain;
        this.drop = scratch.drop;
    }

    /** Per-slot arrays for one prune at a time; a prune nested in another (a test's afterCollect) gets its own. */
    private static final class Scratch {
        final boolean[] inChain = new boolean[HeapPage.SLOTS];
        final int[] chain = new int[HeapPage.SLOTS];
        final boolean[] drop = new boolean[HeapPage.SLOTS];
        /** The chain's versions, for {@link PruneView#markInvisible}; null outside a judgement. */
        final HeapTuple[] members = new HeapTuple[HeapPage.SLOTS];
        boolean inUse;

        static Scratch take() {
            Scratch s = SCRATCH.get();
            if (s.inUse) {
                s = new Scratch();
            }
            s.inUse = true;
            // cleared here rather than on the way out, so a prune that threw leaves no stale mark behind
            java.util.Arrays.fill(s.inChain, false);
            java.util.Arrays.fill(s.drop, false);
            return s;
        }
    }

    private void release() {
        scratch.inUse = false;
    }

    /**
     * heap_page_prune_opt: prunes {@code page} if its hint says something may be dead under the
     * recent horizon. {@code wait}: take the latch even if another prune holds it (an update that
     * needs the space); else skip a page being pruned. Returns the versions removed.
     */
    static int pruneIfWorthIt(HeapTable heap, HeapPage page, TransactionManager tm, boolean wait) {
        return pruneLatched(heap, page, -1, tm, wait);
    }

    /** {@link #pruneIfWorthIt} ({@code rootSlot} < 0: the whole page) and {@link #pruneChainIfWorthIt} (one chain). */
    private static int pruneLatched(HeapTable heap, HeapPage page, int rootSlot, TransactionManager tm, boolean wait) {
        long horizon = tm.recentXminHorizon();
        if (!worthIt(page, horizon, tm)) {
            return 0;
        }
        long stamp = wait ? page.latch.writeLock() : page.latch.tryWriteLock();
        if (stamp == 0) {
            return 0;
        }
        try {
            if (!worthIt(page, horizon, tm)) {
                return 0; // pruned while we waited
            }
            return rootSlot < 0 ? run(heap, page, tm, horizon, null) : runChain(heap, page, rootSlot, tm, horizon);
        } finally {
            page.latch.unlockWrite(stamp);
        }
    }

    private static boolean worthIt(HeapPage page, long horizon, TransactionManager tm) {
        return page.mayPrune(horizon) || page.mayPruneMiddle(tm.nextXid());
    }

    /** VACUUM's prune of one page under its exact horizon; returns the versions removed. */
    static int pruneForVacuum(HeapTable heap, HeapPage page, TransactionManager tm, long horizon) {
        return pruneInterleaved(heap, page, tm, horizon, null);
    }

    /** VACUUM's prune, with {@code afterCollect} (tests of the race above; else null) run after each chain is collected. */
    static int pruneInterleaved(HeapTable heap, HeapPage page, TransactionManager tm, long horizon,
                                Runnable afterCollect) {
        long stamp = page.latch.writeLock();
        try {
            return run(heap, page, tm, horizon, afterCollect);
        } finally {
            page.latch.unlockWrite(stamp);
        }
    }

    private static int run(HeapTable heap, HeapPage page, TransactionManager tm, long horizon, Runnable afterCollect) {
        HeapPrune p = new HeapPrune(page, tm, horizon, afterCollect);
        try {
            page.prunedAt(tm.nextXid());
            page.clearPrunable();
            page.clearHeapOnlyChanged();
            int highWater = page.highWater();
            for (int s = 0; s < highWater; s++) {
                Object item = page.item(s);
                if (isChainRoot(item)) {
                    p.pruneChain(s, item);
                }
            }
            p.removeOrphans(highWater);
            if (p.nextPruneXid != Xids.INVALID) {
                page.setPrunable(p.nextPruneXid);
            }
            return p.counted(heap);
        } finally {
            p.release();
        }
    }

    /**
     * heap_page_prune_opt narrowed to the HOT chain rooted at {@code rootSlot}: costs the chain's
     * length, not a pass over every slot of the page. A reader whose walk was long and an update
     * that found its page full start here, since on the page of a hot row (pgbench's branch) its
     * chain is where the dead versions are. The page's hint stays set (other chains may hold dead
     * versions, and orphans are not looked for); a whole-page prune clears it. {@code wait} as in
     * {@link #pruneIfWorthIt}. Returns the versions removed.
     */
    static int pruneChainIfWorthIt(HeapTable heap, HeapPage page, int rootSlot, TransactionManager tm, boolean wait) {
        return pruneLatched(heap, page, rootSlot, tm, wait);
    }

    private static int runChain(HeapTable heap, HeapPage page, int rootSlot, TransactionManager tm, long horizon) {
        Object item = page.item(rootSlot);
        if (!isChainRoot(item)) {
            return 0;
        }
        HeapPrune p = new HeapPrune(page, tm, horizon, null);
        try {
            p.pruneChain(rootSlot, item);
            return p.counted(heap);
        } finally {
            p.release();
        }
    }

    /** A line pointer index entries name: a redirect, or a version that is not heap-only. */
    private static boolean isChainRoot(Object item) {
        return item instanceof HeapPage.Redirect || item instanceof HeapTuple t && !t.isHeapOnly();
    }

    /** Publishes what this prune removed to the page and the table's counters; returns the versions removed. */
    private int counted(HeapTable heap) {
        page.heapOnlyRemoved(heapOnlyRemoved);
        heap.stats().pruned(removed);
        heap.stats().prunedFromMiddle(middleRemoved);
        return removed;
    }

    /**
     * heap_prune_chain: the chain rooted at {@code rootSlot}. Members dead under the horizon go from
     * its start (as PostgreSQL); then members after them that no snapshot can see ({@link PruneView})
     * go from its middle, their neighbours' links bridged over them. The newest member and members
     * not committed-dead stay.
     */
    private void pruneChain(int rootSlot, Object rootItem) {
        int n = collect(rootSlot, rootItem);
        if (afterCollect != null) {
            afterCollect.run();
        }
        int latestDead = -1;
        int firstLive = n;
        for (int i = 0; i < n; i++) {
            HeapTuple t = page.get(chain[i]);
            long word = t.xmaxWord(); // one read: the verdict and the link check must agree
            if (i + 1 < n && !t.isBridged() && HeapTuple.xidOf(word) != page.get(chain[i + 1]).xmin()) {
                // Claimed again since collect() linked it to an aborted updater's version (updaters
                // do not take the latch): its real successor is not in this chain, so nothing
                // after it may be judged, least of all that stale version. (A bridged link is
                // final: only members whose deleter committed are bridged.)
                noteXmax(word);
                firstLive = i;
                break;
            }
            if (isDeadToAll(t, word)) {
                latestDead = i;
            } else if (isRecentlyDead(word)) {
                noteXmax(word);
            } else {
                noteXmax(word);
                firstLive = i;
                break; // live or being changed: nothing after it can be dead
            }
        }
        boolean rootIsTuple = rootItem instanceof HeapTuple;
        int middleEnd = Math.min(firstLive, n - 1); // the newest member always stays
        boolean middle = middleEnd - (latestDead + 1) >= 1 && markInvisibleMiddle(latestDead + 1, middleEnd);
        if (latestDead < 0 && !middle) {
            if (!rootIsTuple && n == 0) {
                page.setItem(rootSlot, HeapPage.DEAD); // a redirect to nothing
            }
            for (int i = 0; i < n; i++) {
                noteKept(i);
            }
            return;
        }
        for (int i = 0; i <= latestDead; i++) {
            remove(rootSlot, i);
        }
        int firstKept = -1;
        int lastKept = -1;
        for (int i = latestDead + 1; i < n; i++) {
            if (drop[i]) {
                remove(rootSlot, i);
                drop[i] = false;
                middleRemoved++;
                continue;
            }
            noteKept(i);
            if (lastKept >= 0 && lastKept != i - 1) {
                page.get(chain[lastKept]).bridgeTo(Tid.of(page.pageNo(), chain[i]));
            }
            if (firstKept < 0) {
                firstKept = i;
            }
            lastKept = i;
        }
        if (firstKept != 0) {
            page.setItem(rootSlot, firstKept > 0 ? new HeapPage.Redirect(chain[firstKept]) : HeapPage.DEAD);
        }
    }

    /** Marks in {@link #drop} the members in [from, to) invisible to every snapshot; true if any. */
    private boolean markInvisibleMiddle(int from, int to) {
        HeapTuple[] members = scratch.members;
        for (int i = from; i < to; i++) {
            members[i] = page.get(chain[i]);
        }
        try {
            return view().markInvisible(members, from, to, drop);
        } finally {
            java.util.Arrays.fill(members, from, to, null); // the scratch outlives the page's versions
        }
    }

    private PruneView view() {
        if (view == null) {
            view = tm.pruneView(); // procArrayLock is a leaf: taking it under the page latch is allowed
        }
        return view;
    }

    /** Chain member {@code i} leaves the page (the root slot's tuple leaves it to the caller's redirect or DEAD). */
    private void remove(int rootSlot, int i) {
        if (chain[i] != rootSlot) {
            page.setItem(chain[i], null);
            page.freeSlots().add(chain[i]);
            heapOnlyRemoved++;
        }
        removed++;
    }

    /** The chain's versions into {@link #chain} (the root tuple first, if the root is one); their count. */
    private int collect(int rootSlot, Object rootItem) {
        int n = 0;
        long rootTid = Tid.of(page.pageNo(), rootSlot);
        HeapTuple t;
        if (rootItem instanceof HeapPage.Redirect r) {
            t = page.get(r.target());
            if (t == null || !t.isHeapOnly() || t.rootTid() != rootTid) {
                return 0;
            }
        } else {
            t = (HeapTuple) rootItem;
        }
        while (true) {
            int slot = Tid.slot(t.tid());
            chain[n++] = slot;
            inChain[slot] = true;
            if (!t.isHotUpdated() || n == HeapPage.SLOTS) {
                return n;
            }
            HeapTuple next = page.get(Tid.slot(t.nextTid()));
            if (next == null || !next.isHeapOnly() || next.rootTid() != rootTid || !t.linksTo(next)
                    || inChain[Tid.slot(next.tid())]) {
                return n;
            }
            t = next;
        }
    }

    /** Heap-only versions no chain reaches (an aborted HOT update's new version) that are dead. */
    private void removeOrphans(int highWater) {
        for (int s = 0; s < highWater; s++) {
            HeapTuple t = page.get(s);
            if (t == null || !t.isHeapOnly() || inChain[s]) {
                continue;
            }
            if (Visibility.isDeadToAll(t, tm, horizon)) {
                page.setItem(s, null);
                page.freeSlots().add(s);
                heapOnlyRemoved++;
                removed++;
            } else {
                page.markHeapOnlyChanged(); // its inserter may still abort
            }
        }
    }

    /**
     * Chain member {@code i} stays: if it is heap-only and not settled (inserted and committed, with
     * no deleter or one that aborted), a later prune may free its slot, so the page is marked again
     * ({@link HeapPage#mayFreeSlots}). A settled one gets a deleter only through an update or a
     * delete, which marks the page itself.
     */
    private void noteKept(int i) {
        HeapTuple t = page.get(chain[i]);
        if (t == null || !t.isHeapOnly()) {
            return;
        }
        long word = t.xmaxWord();
        long xmax = HeapTuple.xidOf(word);
        boolean noDeleter = xmax == Xids.INVALID || HeapTuple.isLockOnly(word) || tm.status(xmax) == XidStatus.ABORTED;
        if (!noDeleter || tm.status(t.xmin()) != XidStatus.COMMITTED) {
            page.markHeapOnlyChanged();
        }
    }

    /** Visibility.isDeadToAll judged on one read of the xmax word. */
    private boolean isDeadToAll(HeapTuple t, long word) {
        if (tm.status(t.xmin()) == XidStatus.ABORTED) {
            return true;
        }
        long xmax = HeapTuple.xidOf(word);
        if (xmax == Xids.INVALID || HeapTuple.isLockOnly(word)) {
            return false;
        }
        return xmax < horizon && tm.status(xmax) == XidStatus.COMMITTED;
    }

    /** Deleted or updated by a transaction that committed, but some snapshot may still see it. */
    private boolean isRecentlyDead(long word) {
        long xmax = HeapTuple.xidOf(word);
        return xmax != Xids.INVALID && !HeapTuple.isLockOnly(word) && tm.status(xmax) == XidStatus.COMMITTED;
    }

    /** Keeps the page's prune hint at the oldest deleter of a version left behind. */
    private void noteXmax(long word) {
        long xmax = HeapTuple.xidOf(word);
        if (xmax != Xids.INVALID && !HeapTuple.isLockOnly(word) && tm.status(xmax) != XidStatus.ABORTED
                && (nextPruneXid == Xids.INVALID || xmax < nextPruneXid)) {
            nextPruneXid = xmax;
        }
    }
}
