package org.lanin.engine.index.btree;

/**
 * Forward range scan (nbtsearch.c's _bt_readpage / _bt_steppage). Each leaf is read whole under a
 * shared latch: its matching items are copied to a buffer and its right-link is remembered at that
 * moment, then the latch is dropped. The next leaf read is the remembered one, so items that a
 * later split moves right are not read twice, and nothing is missed because pages are never freed.
 */
final class BTreeScanCursor implements BTreeCursor {
    private final BTree tree;
    private final BTreeScanKey start;
    private final Object[] high;
    private final boolean highInclusive;
    private BTreeItem[] buffer = new BTreeItem[0];
    private int bufferLength;
    private int bufferPos;
    private BTreeItem current;
    private BTreePage nextPage;
    private boolean started;
    private boolean exhausted;

    BTreeScanCursor(BTree tree, Object[] low, boolean lowInclusive, Object[] high, boolean highInclusive) {
        this.tree = tree;
        this.start = low == null ? BTreeScanKey.MINUS_INFINITY
                : lowInclusive ? BTreeScanKey.beforeEqual(low) : BTreeScanKey.afterEqual(low);
        this.high = high;
        this.highInclusive = highInclusive;
    }

    @Override
    public boolean next() {
        while (bufferPos >= bufferLength) {
            if (exhausted) {
                current = null;
                return false;
            }
            readNextPage();
        }
        current = buffer[bufferPos++];
        return true;
    }

    private void readNextPage() {
        BTreePage page;
        int from;
        if (!started) {
            started = true;
            page = BTreeSearch.descend(tree, start, false, false, null);
            from = tree.keys().lowerBound(page, start);
        } else if (nextPage == null) {
            exhausted = true;
            return;
        } else {
            page = nextPage;
            tree.latch(page, false);
            from = 0;
        }
        try {
            copyItems(page, from);
        } finally {
            tree.unlatch(page, false);
        }
    }

    /** Under the page's shared latch: buffer the items in range, remember the right-link. */
    private void copyItems(BTreePage page, int from) {
        int n = page.items.size();
        bufferLength = 0;
        bufferPos = 0;
        for (int i = from; i < n; i++) {
            BTreeItem item = page.items.get(i);
            if (beyondHigh(item)) {
                exhausted = true;
                return;
            }
            if (!item.isKilled() && (current == null || tree.keys().compareItems(item, current) > 0)) {
                if (bufferLength == buffer.length) {
                    // grown on demand: a point lookup copies one or two items, not a whole page
                    buffer = java.util.Arrays.copyOf(buffer, Math.max(8, Math.min(n - from, buffer.length * 4)));
                }
                buffer[bufferLength++] = item;
            }
        }
        nextPage = page.right;
        if (nextPage == null || (page.highKey != null && beyondHigh(page.highKey))) {
            exhausted = true;
        }
    }

    private boolean beyondHigh(BTreeItem item) {
        if (high == null) {
            return false;
        }
        int r = tree.keys().comparePrefix(high, high.length, item);
        return highInclusive ? r < 0 : r <= 0;
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
    public long tidAhead(int ahead) {
        int at = bufferPos - 1 + ahead;
        return current != null && at < bufferLength ? buffer[at].tid() : -1;
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
