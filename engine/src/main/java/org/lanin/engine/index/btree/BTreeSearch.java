package org.lanin.engine.index.btree;

/**
 * Descent from the root to a leaf (nbtsearch.c's _bt_search and _bt_moveright). One latch at a
 * time: the parent's latch is released before the child's is taken, and a page that split in
 * that gap is repaired by moving right along right-links (Lehman-Yao).
 */
final class BTreeSearch {
    private BTreeSearch() {
    }

    /** The inner pages a descent passed, by level: hints for finding a parent later, never latched. */
    static final class Stack {
        private BTreePage[] byLevel = new BTreePage[8];

        void remember(BTreePage page) {
            if (page.level >= byLevel.length) {
                byLevel = java.util.Arrays.copyOf(byLevel, page.level * 2);
            }
            byLevel[page.level] = page;
        }

        BTreePage at(int level) {
            return level < byLevel.length ? byLevel[level] : null;
        }
    }

    /**
     * Returns the leaf where {@code sk} belongs, latched exclusive if {@code write}, else shared.
     * Inner pages are read without a latch ({@link #stepOptimistic}); the leaf is latched exclusive
     * straight away with exclusive-leaf descent, otherwise (or when the root is the leaf) shared and
     * then traded for an exclusive one.
     */
    static BTreePage descend(BTree t, BTreeScanKey sk, boolean write, boolean exclusiveLeaf, Stack stack) {
        BTreePage page = t.rootPage();
        boolean rootIsLeaf = page.isLeaf();
        while (!page.isLeaf()) {
            BTreePage next = stepOptimistic(t, page, sk);
            if (next == null) {
                next = stepLatched(t, page, sk);
            }
            if (next.level == page.level) {
                t.counters().moveRights.increment();
            } else if (stack != null) {
                stack.remember(page);
            }
            page = next;
        }
        boolean exclusive = write && exclusiveLeaf && !rootIsLeaf;
        t.latch(page, exclusive);
        page = moveRight(t, page, sk, exclusive); // the leaf split after its parent was read
        if (write && !exclusive) {
            t.unlatch(page, false);
            t.latch(page, true);
            t.counters().relocks.increment();
            page = moveRight(t, page, sk, true);
        }
        return page;
    }

    /**
     * One step from inner page {@code page} without latching it: its right sibling when {@code sk}
     * lies beyond the high key, else the child whose range holds {@code sk}; null when a writer held
     * or took the page meanwhile (the optimistic stamp does not validate). The reads may see a page
     * half changed (an item list being shifted or replaced): whatever that throws or returns is
     * discarded when the stamp fails, and a stamp that validates proves no writer ran. Shared
     * latches on the top levels were taken by every descent of every thread, so each one moved
     * the root's latch word between processor caches.
     */
    private static BTreePage stepOptimistic(BTree t, BTreePage page, BTreeScanKey sk) {
        long stamp = page.latch.tryOptimisticRead();
        if (stamp == 0) {
            return null;
        }
        BTreePage next;
        try {
            next = t.keys().beyondHighKey(sk, page) ? page.right
                    : page.items.get(t.keys().childIndex(page, sk)).child();
        } catch (RuntimeException torn) {
            return null; // a torn read: the latched step decides (and raises a real error again)
        }
        if (next == null || !page.latch.validate(stamp)) {
            return null;
        }
        t.counters().optimisticReads.increment();
        return next;
    }

    /** {@link #stepOptimistic} under the page's shared latch, when the optimistic read failed. */
    private static BTreePage stepLatched(BTree t, BTreePage page, BTreeScanKey sk) {
        t.latch(page, false);
        try {
            if (t.keys().beyondHighKey(sk, page)) {
                return page.right;
            }
            return page.items.get(t.keys().childIndex(page, sk)).child();
        } finally {
            t.unlatch(page, false);
        }
    }

    /** True if the exact entry (key, tid) is on its leaf; one shared latch at a time. */
    static boolean contains(BTree t, Object[] key, long tid) {
        BTreeScanKey sk = BTreeScanKey.exact(key, tid);
        BTreePage leaf = descend(t, sk, false, false, null);
        try {
            int pos = t.keys().lowerBound(leaf, sk);
            return pos < leaf.items.size() && t.keys().compare(sk, leaf.items.get(pos)) == 0;
        } finally {
            t.unlatch(leaf, false);
        }
    }

    /** Follows right-links while {@code sk} is beyond the high key; keeps the latch mode. */
    static BTreePage moveRight(BTree t, BTreePage page, BTreeScanKey sk, boolean exclusive) {
        while (t.keys().beyondHighKey(sk, page)) {
            BTreePage next = page.right;
            t.unlatch(page, exclusive);
            t.latch(next, exclusive);
            t.counters().moveRights.increment();
            page = next;
        }
        return page;
    }

    /** The page at {@code level} whose key range holds {@code sk}, found afresh; returned unlatched. */
    static BTreePage pageAtLevel(BTree t, BTreeScanKey sk, int level) {
        BTreePage page = t.rootPage();
        t.latch(page, false);
        while (true) {
            page = moveRight(t, page, sk, false);
            if (page.level <= level) {
                break;
            }
            BTreePage child = page.items.get(t.keys().childIndex(page, sk)).child();
            t.unlatch(page, false);
            t.latch(child, false);
            page = child;
        }
        t.unlatch(page, false);
        if (page.level != level) {
            throw new org.lanin.engine.error.EngineBug("no level " + level + " in index " + t.name());
        }
        return page;
    }
}
