package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.concurrent.locks.StampedLock;

/**
 * One node of the B-link tree. Layout (logical; pages live on the Java heap):
 *
 * <pre>
 *   id        int       unique within the tree, for errors and summaries
 *   level     int       0 = leaf, counts upward; never changes for a live page
 *   highKey   BTreeItem upper bound (inclusive) of every key here; null = +inf (rightmost page)
 *   right     BTreePage right sibling on the same level; null on the rightmost page
 *   items     sorted;   leaf: (key, tid); inner: item 0 = (-inf, child), then (separator, child)
 *   usedBytes int       sum of item sizes plus the high key, at most USABLE_BYTES
 * </pre>
 *
 * Every mutable field is written only under {@link #latch}'s exclusive side. It is read under
 * the shared side, or, on inner pages during a descent, by an optimistic read of the latch whose
 * stamp is validated before the result is used (README "Latch protocol"); either gives the memory
 * visibility.
 */
final class BTreePage {
    static final int PAGE_SIZE_BYTES = 8192;
    /** Page header + special area, as PostgreSQL's 24-byte header and 16-byte btree opaque. */
    static final int HEADER_BYTES = 40;
    static final int USABLE_BYTES = PAGE_SIZE_BYTES - HEADER_BYTES;
    /** A page must hold a high key and two items, so an item may use at most a third. */
    static final int MAX_ITEM_BYTES = USABLE_BYTES / 3 - 8;

    final int id;
    final int level;
    final StampedLock latch = new StampedLock();
    BTreeItem highKey;
    BTreePage right;
    ArrayList<BTreeItem> items;
    int usedBytes;
    /**
     * The items' integral first key values, in item order ({@code firsts[i]} for {@code items.get(i)};
     * 0 for the minus-infinity item and for items without one): a binary search reads these few
     * contiguous cache lines instead of one item object per probe, scattered over the heap.
     */
    long[] firsts;
    /** Items (minus infinity aside) whose first key value is not an integer (or NULL): then {@link #firsts} is unusable. */
    int nonIntegralFirsts;

    BTreePage(int id, int level, ArrayList<BTreeItem> items, BTreeItem highKey, BTreePage right) {
        this.id = id;
        this.level = level;
        this.items = items;
        this.highKey = highKey;
        this.right = right;
        recomputeUsedBytes();
        recomputeFirsts();
    }

    boolean isLeaf() {
        return level == 0;
    }

    boolean isRightmost() {
        return highKey == null;
    }

    boolean fits(BTreeItem item) {
        return usedBytes + item.bytes() <= USABLE_BYTES;
    }

    void add(int pos, BTreeItem item) {
        int n = items.size();
        long[] f = firsts;
        if (n == f.length) {
            f = java.util.Arrays.copyOf(f, Math.max(16, n * 2));
            firsts = f;
        }
        System.arraycopy(f, pos, f, pos + 1, n - pos);
        f[pos] = item.first();
        items.add(pos, item);
        usedBytes += item.bytes();
        if (!item.integralFirst() && !item.isMinusInfinity()) {
            nonIntegralFirsts++;
        }
    }

    BTreeItem remove(int pos) {
        BTreeItem removed = items.remove(pos);
        System.arraycopy(firsts, pos + 1, firsts, pos, items.size() - pos);
        usedBytes -= removed.bytes();
        if (!removed.integralFirst() && !removed.isMinusInfinity()) {
            nonIntegralFirsts--;
        }
        return removed;
    }

    /** Replaces the contents; used by a split on the left half. */
    void reset(ArrayList<BTreeItem> newItems, BTreeItem newHighKey, BTreePage newRight) {
        this.items = newItems;
        this.highKey = newHighKey;
        this.right = newRight;
        recomputeUsedBytes();
        recomputeFirsts();
    }

    private void recomputeFirsts() {
        long[] f = new long[Math.max(16, items.size() + items.size() / 4)];
        int nonIntegral = 0;
        for (int i = 0; i < items.size(); i++) {
            BTreeItem item = items.get(i);
            f[i] = item.first();
            if (!item.integralFirst() && !item.isMinusInfinity()) {
                nonIntegral++;
            }
        }
        firsts = f;
        nonIntegralFirsts = nonIntegral;
    }

    void recomputeUsedBytes() {
        int used = highKey == null ? 0 : highKey.bytes();
        for (BTreeItem item : items) {
            used += item.bytes();
        }
        usedBytes = used;
    }

    /** Inner page: index of the item whose child holds entries for this page's child of child. */
    int indexOfChild(BTreePage child) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).child() == child) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String toString() {
        return "page " + id + " (level " + level + ")";
    }
}
