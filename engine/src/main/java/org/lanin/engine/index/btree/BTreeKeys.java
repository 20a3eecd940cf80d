package org.lanin.engine.index.btree;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Key comparison for one tree: column comparators, then TID, then the search key's tie.
 * Relies on every column comparator ordering integer values numerically (true of the integral
 * and the mixed-number comparators, the only ones that meet them), ascending or, for a column
 * the tree keeps descending, reversed ({@code firstDescending} says which for the first column),
 * so a first column of integers is compared as the longs items and search keys hold beside their keys.
 */
final class BTreeKeys {
    private final Comparator<Object>[] columns;
    private final boolean firstDescending;

    BTreeKeys(Comparator<Object>[] columns, boolean firstDescending) {
        this.columns = columns.clone();
        this.firstDescending = firstDescending;
    }

    /** The first column's integers in the tree's order: numeric, reversed for a descending column. */
    private int compareFirst(long a, long b) {
        return firstDescending ? Long.compare(b, a) : Long.compare(a, b);
    }

    int columnCount() {
        return columns.length;
    }

    /** Search key against an item; minus infinity items are smaller than any search key. */
    int compare(BTreeScanKey sk, BTreeItem item) {
        if (item.isMinusInfinity()) {
            return 1;
        }
        int r;
        if (sk.integralFirst() && item.integralFirst()) {
            // Search keys meet integral first columns at every level of a descent: compare the
            // longs held beside the keys, and go to the key arrays only on a tie.
            r = compareFirst(sk.first(), item.first());
            if (r == 0) {
                r = comparePrefixFrom(1, sk.values(), sk.columns(), item);
            }
        } else {
            r = comparePrefixFrom(0, sk.values(), sk.columns(), item);
        }
        if (r != 0) {
            return r;
        }
        if (sk.hasTid()) {
            r = Long.compare(sk.tid(), item.tid());
            if (r != 0) {
                return r;
            }
        }
        return sk.tie();
    }

    /** Total order of items: key columns then TID; minus infinity first. */
    int compareItems(BTreeItem a, BTreeItem b) {
        if (a.isMinusInfinity() || b.isMinusInfinity()) {
            return Boolean.compare(!a.isMinusInfinity(), !b.isMinusInfinity());
        }
        int r = 0;
        if (a.integralFirst() && b.integralFirst() && a.first() != b.first()) {
            r = compareFirst(a.first(), b.first());
        } else {
            for (int c = 0; c < columns.length && r == 0; c++) {
                r = columns[c].compare(a.keyAt(c), b.keyAt(c));
            }
        }
        return r != 0 ? r : Long.compare(a.tid(), b.tid());
    }

    /** Compares the first {@code n} columns only (prefix bounds). */
    int comparePrefix(Object[] a, int n, Object[] b) {
        for (int c = 0; c < n; c++) {
            int r = columns[c].compare(a[c], b[c]);
            if (r != 0) {
                return r;
            }
        }
        return 0;
    }

    /** {@link #comparePrefix(Object[], int, Object[])} against an item's key. */
    int comparePrefix(Object[] a, int n, BTreeItem b) {
        return comparePrefixFrom(0, a, n, b);
    }

    private int comparePrefixFrom(int from, Object[] a, int n, BTreeItem b) {
        for (int c = from; c < n; c++) {
            int r = columns[c].compare(a[c], b.keyAt(c));
            if (r != 0) {
                return r;
            }
        }
        return 0;
    }

    boolean keysEqual(Object[] a, Object[] b) {
        return comparePrefix(a, columns.length, b) == 0;
    }

    boolean keysEqual(Object[] a, BTreeItem b) {
        return comparePrefix(a, columns.length, b) == 0;
    }

    boolean keysEqual(BTreeItem a, BTreeItem b) {
        for (int c = 0; c < columns.length; c++) {
            if (columns[c].compare(a.keyAt(c), b.keyAt(c)) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * First position on {@code page} whose item is >= sk. With an integral first column on both sides
     * the search narrows on {@link BTreePage#firsts} (contiguous longs) to the items whose first value
     * equals sk's, and compares whole items only among those.
     */
    int lowerBound(BTreePage page, BTreeScanKey sk) {
        List<BTreeItem> items = page.items;
        int lo = 0;
        int hi = items.size();
        if (sk.integralFirst() && page.nonIntegralFirsts == 0) {
            long[] firsts = page.firsts;
            long key = sk.first();
            if (!page.isLeaf() && hi > 0) {
                lo = 1; // item 0 of an inner page is minus infinity, below every search key
            }
            int below = lo;
            int end = hi;
            while (below < end) { // first position whose value is not below key
                int mid = (below + end) >>> 1;
                if (compareFirst(firsts[mid], key) < 0) {
                    below = mid + 1;
                } else {
                    end = mid;
                }
            }
            int above = below;
            end = hi;
            while (above < end) { // first position whose value is above key
                int mid = (above + end) >>> 1;
                if (compareFirst(firsts[mid], key) <= 0) {
                    above = mid + 1;
                } else {
                    end = mid;
                }
            }
            lo = below;
            hi = above;
        }
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compare(sk, items.get(mid)) > 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Inner page: the last item whose separator is strictly below sk (item 0 is -inf). */
    int childIndex(BTreePage page, BTreeScanKey sk) {
        return lowerBound(page, sk) - 1;
    }

    /** True if sk lies beyond the page's high key: the key moved right with a split. */
    boolean beyondHighKey(BTreeScanKey sk, BTreePage page) {
        return page.highKey != null && compare(sk, page.highKey) > 0;
    }

    static String text(BTreeItem item) {
        if (item == null) {
            return "(+inf)";
        }
        return item.isMinusInfinity() ? "(-inf)" : Arrays.toString(item.key()) + "@" + item.tid();
    }
}
