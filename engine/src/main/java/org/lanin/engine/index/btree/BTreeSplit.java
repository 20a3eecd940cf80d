package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.EngineBug;

/**
 * Page split and downlink insertion (nbtinsert.c's _bt_split / _bt_insert_parent, with the
 * split point chosen as in nbtsplitloc.c, simplified). The page being split stays latched
 * exclusive until its new right sibling's downlink is in the parent, so no writer ever meets an
 * incomplete split; readers are safe throughout because the right half is linked before the
 * left half's latch is released. At most two latches are held: child and parent.
 */
final class BTreeSplit {
    /** Left-half fill when splitting the rightmost leaf: PostgreSQL's leaf fillfactor 90. */
    static final double RIGHTMOST_LEAF_FILL = 0.90;
    /** Same for inner pages: BTREE_NONLEAF_FILLFACTOR 70. */
    static final double RIGHTMOST_INNER_FILL = 0.70;

    private BTreeSplit() {
    }

    /**
     * Inserts {@code item} at {@code pos} of the exclusive-latched {@code page}, which lacks room,
     * splitting up the tree as needed. Releases every latch before returning.
     */
    static void insertSplitting(BTree t, BTreePage page, int pos, BTreeItem item, BTreeSearch.Stack stack) {
        t.splitStarted();
        try {
            splitUpward(t, page, pos, item, stack);
        } finally {
            t.splitFinished();
        }
    }

    private static void splitUpward(BTree t, BTreePage page, int pos, BTreeItem item, BTreeSearch.Stack stack) {
        BTreePage child = null;
        BTreePage newRightmostLeaf = null;
        while (true) {
            BTreePage right = split(t, page, pos, item);
            if (page.isLeaf() && right.isRightmost()) {
                newRightmostLeaf = right;
            }
            if (child != null) {
                t.unlatch(child, true);
            }
            if (t.rootPage() == page) {
                t.replaceRoot(page, newRoot(t, page, right));
                t.unlatch(page, true);
                break;
            }
            BTreeItem downlink = BTreeItem.downlink(page.highKey.key(), page.highKey.tid(), right);
            BTreePage parent = latchParent(t, page, stack);
            int at = parent.indexOfChild(page) + 1;
            if (parent.fits(downlink)) {
                parent.add(at, downlink);
                t.unlatch(parent, true);
                t.unlatch(page, true);
                break;
            }
            child = page;
            page = parent;
            pos = at;
            item = downlink;
        }
        if (newRightmostLeaf != null) {
            t.rememberRightmostLeaf(newRightmostLeaf);
        }
    }

    /** Splits {@code page} (latched exclusive) with {@code item} added at {@code pos}; returns the new right half. */
    private static BTreePage split(BTree t, BTreePage page, int pos, BTreeItem item) {
        ArrayList<BTreeItem> all = new ArrayList<>(page.items.size() + 1);
        all.addAll(page.items);
        all.add(pos, item);
        int s = chooseSplit(all, page);
        ArrayList<BTreeItem> left = new ArrayList<>(all.subList(0, s));
        ArrayList<BTreeItem> rightItems = new ArrayList<>(all.size() - s + 1);
        BTreeItem leftHighKey;
        if (page.isLeaf()) {
            leftHighKey = all.get(s - 1).asHighKey();
            rightItems.addAll(all.subList(s, all.size()));
        } else {
            BTreeItem firstRight = all.get(s);
            leftHighKey = firstRight.asHighKey();
            rightItems.add(BTreeItem.minusInfinity(firstRight.child()));
            rightItems.addAll(all.subList(s + 1, all.size()));
        }
        BTreePage right = new BTreePage(t.nextPageId(), page.level, rightItems, page.highKey, page.right);
        page.reset(left, leftHighKey, right);
        t.counters().splits.increment();
        return right;
    }

    /** Left half gets items [0, s): near the byte midpoint, or fuller on the rightmost page. */
    static int chooseSplit(List<BTreeItem> all, BTreePage page) {
        int total = 0;
        for (BTreeItem it : all) {
            total += it.bytes();
        }
        int oldHighKeyBytes = page.highKey == null ? 0 : page.highKey.bytes();
        double fill = !page.isRightmost() ? 0.5 : page.isLeaf() ? RIGHTMOST_LEAF_FILL : RIGHTMOST_INNER_FILL;
        double target = total * fill;
        int best = -1;
        double bestDiff = Double.MAX_VALUE;
        int leftBytes = 0;
        for (int s = 1; s < all.size(); s++) {
            leftBytes += all.get(s - 1).bytes();
            int leftUsed;
            int rightUsed;
            if (page.isLeaf()) {
                leftUsed = leftBytes + all.get(s - 1).bytes();
                rightUsed = total - leftBytes + oldHighKeyBytes;
            } else {
                int sep = all.get(s).bytes();
                leftUsed = leftBytes + sep;
                rightUsed = total - leftBytes - sep + BTreeItem.ITEM_OVERHEAD_BYTES + oldHighKeyBytes;
            }
            double diff = Math.abs(leftBytes - target);
            if (leftUsed <= BTreePage.USABLE_BYTES && rightUsed <= BTreePage.USABLE_BYTES && diff < bestDiff) {
                best = s;
                bestDiff = diff;
            }
        }
        if (best < 0) {
            throw new EngineBug("no split point for " + page + " of " + all.size() + " items");
        }
        return best;
    }

    private static BTreePage newRoot(BTree t, BTreePage left, BTreePage right) {
        ArrayList<BTreeItem> items = new ArrayList<>(2);
        items.add(BTreeItem.minusInfinity(left));
        items.add(BTreeItem.downlink(left.highKey.key(), left.highKey.tid(), right));
        return new BTreePage(t.nextPageId(), left.level + 1, items, null, null);
    }

    /**
     * Latches exclusive the parent that holds {@code child}'s downlink, matched by identity
     * (never by key): from the remembered page, or a fresh descent, moving right.
     */
    private static BTreePage latchParent(BTree t, BTreePage child, BTreeSearch.Stack stack) {
        int level = child.level + 1;
        BTreePage parent = stack == null ? null : stack.at(level);
        if (parent == null) {
            BTreeItem hk = child.highKey;
            parent = BTreeSearch.pageAtLevel(t, BTreeScanKey.exact(hk.key(), hk.tid()), level);
        }
        t.latch(parent, true);
        while (parent.indexOfChild(child) < 0) {
            BTreePage next = parent.right;
            if (next == null) {
                throw new EngineBug("no downlink to " + child + " in index " + t.name());
            }
            t.unlatch(parent, true);
            t.latch(next, true);
            t.counters().moveRights.increment();
            parent = next;
        }
        return parent;
    }
}
