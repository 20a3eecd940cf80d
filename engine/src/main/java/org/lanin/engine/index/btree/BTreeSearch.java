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
     * With exclusive-leaf descent the leaf is latched exclusive straight from its level-1 parent;
     * otherwise (or when the root is the leaf) the shared latch is traded for an exclusive one.
     */
    static BTreePage descend(BTree t, BTreeScanKey sk, boolean write, boolean exclusiveLeaf, Stack stack) {
        BTreePage page = t.rootPage();
        boolean exclusive = false;
        t.latch(page, false);
        while (true) {
            page = moveRight(t, page, sk, exclusive);
            if (page.isLeaf()) {
                break;
            }
            BTreePage child = page.items.get(t.keys().childIndex(page.items, sk)).child();
            if (stack != null) {
                stack.remember(page);
            }
            boolean childExclusive = write && page.level == 1 && exclusiveLeaf;
            t.unlatch(page, false);
            t.latch(child, childExclusive);
            exclusive = childExclusive;
            page = child;
        }
        if (write && !exclusive) {
            t.unlatch(page, false);
            t.latch(page, true);
            t.counters().relocks.increment();
            page = moveRight(t, page, sk, true);
        }
        return page;
    }

    /** True if the exact entry (key, tid) is on its leaf; one shared latch at a time. */
    static boolean contains(BTree t, Object[] key, long tid) {
        BTreeScanKey sk = BTreeScanKey.exact(key, tid);
        BTreePage leaf = descend(t, sk, false, false, null);
        try {
            int pos = t.keys().lowerBound(leaf.items, sk);
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
            BTreePage child = page.items.get(t.keys().childIndex(page.items, sk)).child();
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
