package org.lanin.engine.index.gin;

import java.util.Arrays;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.btree.BTreeCursor;

/**
 * Runs a {@link GinQuery} over the entry tree into a TID bitmap (PostgreSQL's ginget.c, gingetbitmap):
 * the sorted, distinct TIDs of a superset of the matching heap chains. Each key's posting list is a
 * range scan of the tree; AND intersects and OR unites sorted lists. Like every B-tree scan it holds
 * no latch between leaves, so entries inserted meanwhile may or may not be seen; the heap scan
 * decides visibility and rechecks the condition.
 */
public final class GinScan {
    private GinScan() {
    }

    public static long[] tids(BTree tree, GinQuery q) {
        return tids(tree, q, -1);
    }

    /**
     * The same over key column {@code column} of a multicolumn index (its entries carry their
     * column, {@link GinKeys.ColumnKey}); a negative column for a single-column index. Every row
     * has an entry for every column, so {@code All} may read the whole tree.
     */
    public static long[] tids(BTree tree, GinQuery q, int column) {
        if (q instanceof GinQuery.Key k) {
            return collect(tree.scan(GinKeys.norm(column, k.key()), true, GinKeys.norm(column, k.key()), true), null, column);
        }
        if (q instanceof GinQuery.Prefix p) {
            Object[] normKeys = {GinKeys.NORM_KEY};
            return collect(tree.scan(GinKeys.norm(column, p.prefix()), true, normKeys, true), p.prefix(), column);
        }
        if (q instanceof GinQuery.Category c) {
            Object[] category = column < 0 ? new Object[] {c.category()} : GinKeys.placeholder(column, c.category());
            return collect(tree.scan(category, true, category, true), null, column);
        }
        if (q instanceof GinQuery.All) {
            return collect(tree.scan(null, true, null, true), null, -1);
        }
        if (q instanceof GinQuery.And and) {
            return and(tree, and, column);
        }
        if (q instanceof GinQuery.Or or) {
            return or(tree, or, column);
        }
        return new long[0]; // None
    }

    private static long[] and(BTree tree, GinQuery.And q, int column) {
        long[] acc = null;
        for (GinQuery part : q.parts()) {
            long[] t = tids(tree, part, column);
            acc = acc == null ? t : intersect(acc, t);
            if (acc.length == 0) {
                break; // the rarest key decides: nothing more can match
            }
        }
        return acc == null ? new long[0] : acc;
    }

    private static long[] or(BTree tree, GinQuery.Or q, int column) {
        long[] acc = new long[0];
        for (GinQuery part : q.parts()) {
            acc = union(acc, tids(tree, part, column));
        }
        return acc;
    }

    /** The TIDs of a range, sorted and distinct; with {@code prefix}, only text keys of {@code column} starting with it. */
    private static long[] collect(BTreeCursor c, String prefix, int column) {
        long[] out = new long[16];
        int n = 0;
        while (c.next()) {
            if (prefix != null && !prefixed(c.key()[1], prefix, column)) {
                break; // code point order: the keys with this prefix are contiguous
            }
            if (n == out.length) {
                out = Arrays.copyOf(out, n * 2);
            }
            out[n++] = c.tid();
        }
        return distinct(out, n);
    }

    private static boolean prefixed(Object stored, String prefix, int column) {
        if (stored instanceof GinKeys.ColumnKey k) {
            return k.column() == column && k.key() instanceof String s && s.startsWith(prefix);
        }
        return ((String) stored).startsWith(prefix);
    }

    private static long[] distinct(long[] a, int n) {
        Arrays.sort(a, 0, n);
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m == 0 || a[m - 1] != a[i]) {
                a[m++] = a[i];
            }
        }
        return Arrays.copyOf(a, m);
    }

    /** The TIDs in both sorted, distinct lists. */
    public static long[] intersect(long[] a, long[] b) {
        long[] out = new long[Math.min(a.length, b.length)];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.length && j < b.length) {
            if (a[i] < b[j]) {
                i++;
            } else if (a[i] > b[j]) {
                j++;
            } else {
                out[n++] = a[i];
                i++;
                j++;
            }
        }
        return Arrays.copyOf(out, n);
    }

    static long[] union(long[] a, long[] b) {
        long[] out = new long[a.length + b.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.length || j < b.length) {
            long next = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i] : b[j];
            if (i < a.length && a[i] == next) {
                i++;
            }
            if (j < b.length && b[j] == next) {
                j++;
            }
            out[n++] = next;
        }
        return Arrays.copyOf(out, n);
    }
}
