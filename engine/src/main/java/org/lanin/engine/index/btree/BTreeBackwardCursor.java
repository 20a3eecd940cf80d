package org.lanin.engine.index.btree;

/**
 * Backward range scan. Pages have no left-links (a departure from PostgreSQL, see README.md),
 * so each step re-descends from the root towards "the last item at or below the limit", keeping
 * track of the leaf's lower bound (the separator followed, or the high key of the page left by a
 * move-right). When a leaf is used up, that lower bound becomes the next limit; it is strictly
 * smaller each time, so the scan ends. Holds no latch between calls, like the forward cursor.
 */
final class BTreeBackwardCursor implements BTreeCursor {
    private final BTree tree;
    private final Object[] low;
    private final boolean lowInclusive;
    /** Items {@code compare(limit, item) >= 0} are at or below the limit. */
    private BTreeScanKey limit;
    private BTreeItem[] buffer = new BTreeItem[0];
    private int bufferLength;
    private int bufferPos;
    private BTreeItem current;
    private boolean exhausted;

    BTreeBackwardCursor(BTree tree, Object[] low, boolean lowInclusive, Object[] high, boolean highInclusive) {
        this.tree = tree;
        this.low = low;
        this.lowInclusive = lowInclusive;
        this.limit = high == null ? new BTreeScanKey(new Object[0], 0, false, 0, 1)
                : highInclusive ? BTreeScanKey.afterEqual(high) : BTreeScanKey.beforeEqual(high);
    }

    @Override
    public boolean next() {
        while (bufferPos >= bufferLength) {
            if (exhausted) {
                current = null;
                return false;
            }
            readPreviousLeaf();
        }
        current = buffer[bufferPos++];
        return true;
    }

    private void readPreviousLeaf() {
        BTreePage page = tree.rootPage();
        BTreeItem lowerBound = null;
        tree.latch(page, false);
        try {
            while (true) {
                while (tree.keys().beyondHighKey(limit, page)) {
                    lowerBound = page.highKey;
                    BTreePage next = page.right;
                    tree.unlatch(page, false);
                    tree.latch(next, false);
                    tree.counters().moveRights.increment();
                    page = next;
                }
                if (page.isLeaf()) {
                    break;
                }
                int i = tree.keys().childIndex(page, limit);
                if (i > 0) {
                    lowerBound = page.items.get(i).asHighKey();
                }
                BTreePage child = page.items.get(i).child();
                tree.unlatch(page, false);
                tree.latch(child, false);
                page = child;
            }
            copyItems(page);
        } finally {
            tree.unlatch(page, false);
        }
        if (lowerBound == null || belowLow(lowerBound)) {
            exhausted = true;
        } else {
            limit = BTreeScanKey.exact(lowerBound.key(), lowerBound.tid());
        }
    }

    private void copyItems(BTreePage page) {
        int n = page.items.size();
        if (buffer.length < n) {
            buffer = new BTreeItem[n];
        }
        bufferLength = 0;
        bufferPos = 0;
        for (int i = n - 1; i >= 0; i--) {
            BTreeItem item = page.items.get(i);
            if (tree.keys().compare(limit, item) < 0) {
                continue;
            }
            if (belowLow(item)) {
                exhausted = true;
                return;
            }
            if (!item.isKilled() && (current == null || tree.keys().compareItems(item, current) < 0)) {
                buffer[bufferLength++] = item;
            }
        }
    }

    private boolean belowLow(BTreeItem item) {
        if (low == null) {
            return false;
        }
        int r = tree.keys().comparePrefix(low, low.length, item);
        return lowInclusive ? r > 0 : r >= 0;
    }

    @Override
    public Object[] key() {
        return current.key();
    }

    @Override
    public long tid() {
        return current.tid();
    }

    @Override
    public boolean kill() {
        if (current != null && current.kill()) {
            tree.counters().itemsKilled.increment();
            return true;
        }
        return false;
    }
}
