package org.lanin.engine.storage.heap;

import java.util.Arrays;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.Visibility;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * VACUUM's heap passes (vacuumlazy.c, simplified): {@link #scan} prunes each page (HOT chains
 * shortened, dead versions turned into dead line pointers) and collects the dead line pointers and
 * judges each page all-visible; after the caller has removed their index entries, {@link #finish}
 * empties their slots into the free-space map and sets the all-visible marks. Holds a page's latch
 * only while pruning it; writers never wait for it.
 */
public final class HeapVacuum {
    /** What the scan found. */
    public static final class Result {
        private long[] deadTids = new long[64];
        private int deadCount;
        private long live;
        private long recentlyDead;
        private int[] pages = new int[16];
        private long[] stamps = new long[16];
        private int pageCount;
        private long removedVersions;

        /** Versions removed: pruned by this VACUUM, or dead roots whose slots {@link #finish} empties. */
        public long removedVersions() {
            return removedVersions;
        }

        /** Dead line pointers (pruned versions, or versions dead to everyone), ascending: their index entries go. */
        public long[] deadTids() {
            return Arrays.copyOf(deadTids, deadCount);
        }

        /** True if {@code tid} is among {@link #deadTids()} (binary search). */
        public boolean isDead(long tid) {
            return Arrays.binarySearch(deadTids, 0, deadCount, tid) >= 0;
        }

        public int deadCount() {
            return deadCount;
        }

        public long live() {
            return live;
        }

        /** Deleted versions some snapshot may still see: left for a later VACUUM. */
        public long recentlyDead() {
            return recentlyDead;
        }

        /** Pages judged all-visible (marked by {@link #finish} if unchanged since). */
        public int allVisiblePages() {
            return pageCount;
        }

        private void addDead(long tid) {
            if (deadCount == deadTids.length) {
                deadTids = Arrays.copyOf(deadTids, deadCount * 2);
            }
            deadTids[deadCount++] = tid;
        }

        private void addAllVisible(int page, long stamp) {
            if (pageCount == pages.length) {
                pages = Arrays.copyOf(pages, pageCount * 2);
                stamps = Arrays.copyOf(stamps, pageCount * 2);
            }
            pages[pageCount] = page;
            stamps[pageCount++] = stamp;
        }
    }

    private HeapVacuum() {
    }

    /**
     * First pass (lazy_scan_prune): prunes every page under {@code horizon}, then collects its
     * dead line pointers (whose index entries must go), counts live and recently dead versions,
     * and judges the page all-visible.
     */
    public static Result scan(HeapTable heap, TransactionManager tm, long horizon) {
        Result r = new Result();
        HeapPageDirectory pages = heap.pages();
        for (int p = 0; ; p++) {
            HeapPage page = pages.get(p);
            if (page == null) {
                return r;
            }
            long stamp = page.modStamp();
            r.removedVersions += HeapPrune.pruneForVacuum(heap, page, tm, horizon);
            boolean allVisible = page.highWater() == HeapPage.SLOTS || pages.get(p + 1) != null; // a filling page is not worth marking
            for (int s = 0; s < page.highWater(); s++) {
                Object item = page.item(s);
                if (item == HeapPage.DEAD) {
                    r.addDead(Tid.of(p, s));
                } else if (item instanceof HeapTuple t) {
                    allVisible &= judge(t, tm, horizon, r);
                }
                // null: unused, or reserved and not yet published (that bumps modCount); a redirect is no version
            }
            if (allVisible) {
                r.addAllVisible(p, stamp);
            }
        }
    }

    /** Counts a version the prune left; true if it is visible to every snapshot. */
    private static boolean judge(HeapTuple t, TransactionManager tm, long horizon, Result r) {
        if (Visibility.isDeadToAll(t, tm, horizon)) {
            // its inserter aborted after the prune looked: a root goes now, a heap-only one at the next prune
            if (!t.isHeapOnly()) {
                r.addDead(t.tid());
                r.removedVersions++;
            }
            return false;
        }
        if (isDeleted(t, tm)) {
            r.recentlyDead++;
            return false;
        }
        r.live++;
        return t.xmin() < horizon && tm.status(t.xmin()) == XidStatus.COMMITTED;
    }

    /** Second pass, after the index entries of {@code r}'s dead line pointers are gone: they become unused. */
    public static void finish(HeapTable heap, TransactionManager tm, Result r) {
        long[] dead = r.deadTids();
        HeapPageDirectory pages = heap.pages();
        for (long tid : dead) {
            pages.get(Tid.page(tid)).clear(Tid.slot(tid));
        }
        heap.freeSpace().add(dead, tm.nextXid());
        for (int i = 0; i < r.pageCount; i++) {
            pages.get(r.pages[i]).markAllVisible(r.stamps[i]);
        }
    }

    /** xmax is a delete or update (not a lock) by a transaction that has not aborted. */
    private static boolean isDeleted(HeapTuple t, TransactionManager tm) {
        long xmax = t.xmax();
        return xmax != Xids.INVALID && !t.xmaxIsLockOnly() && tm.status(xmax) != XidStatus.ABORTED;
    }
}
