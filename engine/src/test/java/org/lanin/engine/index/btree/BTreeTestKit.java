package org.lanin.engine.index.btree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** Shared helpers: comparators, a model entry type, and cursor draining. */
final class BTreeTestKit {
    private BTreeTestKit() {
    }

    /** One entry of the reference model. */
    record Entry(Object[] key, long tid) {
        @Override
        public String toString() {
            return Arrays.toString(key) + "@" + tid;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Entry e && Arrays.equals(key, e.key) && tid == e.tid;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(key) * 31 + Long.hashCode(tid);
        }
    }

    static Comparator<Object> column() {
        Comparator<Comparable<Object>> natural = Comparator.nullsLast(Comparator.naturalOrder());
        @SuppressWarnings("unchecked")
        Comparator<Object> c = (Comparator<Object>) (Comparator<?>) natural;
        return c;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Comparator<Object>[] columns(int n) {
        Comparator<Object>[] cs = new Comparator[n];
        Arrays.fill(cs, column());
        return cs;
    }

    static BTree tree(String name, int columns) {
        return new BTree(name, columns(columns));
    }

    /** Model order: the same as the tree's (columns, NULL last, then TID). */
    static Comparator<Entry> entryOrder(int columns) {
        Comparator<Object> c = column();
        return (a, b) -> {
            for (int i = 0; i < columns; i++) {
                int r = c.compare(a.key[i], b.key[i]);
                if (r != 0) {
                    return r;
                }
            }
            return Long.compare(a.tid, b.tid);
        };
    }

    static int comparePrefix(Object[] bound, Object[] key) {
        Comparator<Object> c = column();
        for (int i = 0; i < bound.length; i++) {
            int r = c.compare(bound[i], key[i]);
            if (r != 0) {
                return r;
            }
        }
        return 0;
    }

    static boolean inRange(Object[] key, Object[] low, boolean lowIncl, Object[] high, boolean highIncl) {
        if (low != null) {
            int r = comparePrefix(low, key);
            if (lowIncl ? r > 0 : r >= 0) {
                return false;
            }
        }
        if (high != null) {
            int r = comparePrefix(high, key);
            return highIncl ? r >= 0 : r > 0;
        }
        return true;
    }

    static List<Entry> drain(BTreeCursor c) {
        List<Entry> out = new ArrayList<>();
        while (c.next()) {
            out.add(new Entry(c.key(), c.tid()));
        }
        return out;
    }

    static long seed(long fallback) {
        String s = System.getProperty("seed");
        return s == null ? fallback : Long.parseLong(s);
    }
}
