package org.lanin.engine.index.btree;

/**
 * What a descent searches for: the leading {@code columns} values of a key, optionally a TID,
 * and a tie-breaker used when every compared part equals an item's. Insert and delete search
 * for the exact (key, tid); a unique check or an inclusive lower bound sorts before all equal
 * items ({@code tie = -1}); an exclusive lower bound sorts after them ({@code tie = +1}).
 */
record BTreeScanKey(Object[] values, int columns, boolean hasTid, long tid, int tie) {
    /** Sorts before every item: the start of an unbounded scan. */
    static final BTreeScanKey MINUS_INFINITY = new BTreeScanKey(new Object[0], 0, false, 0, -1);

    static BTreeScanKey exact(Object[] key, long tid) {
        return new BTreeScanKey(key, key.length, true, tid, 0);
    }

    static BTreeScanKey beforeEqual(Object[] prefix) {
        return new BTreeScanKey(prefix, prefix.length, false, 0, -1);
    }

    static BTreeScanKey afterEqual(Object[] prefix) {
        return new BTreeScanKey(prefix, prefix.length, false, 0, 1);
    }
}
