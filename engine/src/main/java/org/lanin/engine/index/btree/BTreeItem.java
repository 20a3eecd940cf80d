package org.lanin.engine.index.btree;

/**
 * One item of a page. Leaf items are (key, tid) with {@code child == null}. Inner items are
 * downlinks: (separator key + tid, child), where the separator is a strict lower bound of the
 * child's keys; the first item of every inner page is minus infinity ({@code key == null}).
 * High keys use the same record with {@code child == null}. Immutable: pages share items freely.
 *
 * @param bytes estimated on-page size, counted against {@link BTreePage#USABLE_BYTES}
 */
record BTreeItem(Object[] key, long tid, BTreePage child, int bytes) {

    /** Per-item overhead: line pointer, tuple header and TID, as in a PostgreSQL index tuple. */
    static final int ITEM_OVERHEAD_BYTES = 16;

    static BTreeItem leaf(Object[] key, long tid) {
        return new BTreeItem(key, tid, null, sizeOf(key));
    }

    static BTreeItem downlink(Object[] key, long tid, BTreePage child) {
        return new BTreeItem(key, tid, child, sizeOf(key));
    }

    static BTreeItem minusInfinity(BTreePage child) {
        return new BTreeItem(null, 0, child, ITEM_OVERHEAD_BYTES);
    }

    /** The same separator without a child: what a high key stores. */
    BTreeItem asHighKey() {
        return child == null ? this : new BTreeItem(key, tid, null, bytes);
    }

    boolean isMinusInfinity() {
        return key == null;
    }

    static int sizeOf(Object[] key) {
        int size = ITEM_OVERHEAD_BYTES;
        if (key != null) {
            for (Object v : key) {
                size += valueBytes(v);
            }
        }
        return size;
    }

    private static int valueBytes(Object v) {
        if (v == null) {
            return 0;
        } else if (v instanceof CharSequence s) {
            return s.length() + 4;
        } else if (v instanceof byte[] b) {
            return b.length + 4;
        } else if (v instanceof Boolean || v instanceof Byte) {
            return 1;
        } else if (v instanceof Short) {
            return 2;
        } else if (v instanceof Integer || v instanceof Float) {
            return 4;
        } else if (v instanceof Number n && !(v instanceof java.math.BigDecimal) && !(v instanceof java.math.BigInteger)) {
            return 8;
        } else if (v instanceof java.math.BigDecimal d) {
            return 8 + d.unscaledValue().bitLength() / 8;
        }
        return 16;
    }
}
