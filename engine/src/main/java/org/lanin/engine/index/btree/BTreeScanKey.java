package org.lanin.engine.index.btree;

/**
 * What a descent searches for: the leading {@code columns} values of a key, optionally a TID,
 * and a tie-breaker used when every compared part equals an item's. Insert and delete search
 * for the exact (key, tid); a unique check or an inclusive lower bound sorts before all equal
 * items ({@code tie = -1}); an exclusive lower bound sorts after them ({@code tie = +1}).
 * An integral first value is also held as a {@code long} (see {@link BTreeItem#integralFirst()}).
 */
final class BTreeScanKey {
    /** Sorts before every item: the start of an unbounded scan. */
    static final BTreeScanKey MINUS_INFINITY = new BTreeScanKey(new Object[0], 0, false, 0, -1);

    private final Object[] values;
    private final int columns;
    private final boolean hasTid;
    private final long tid;
    private final int tie;
    private final boolean integralFirst;
    private final long first;

    BTreeScanKey(Object[] values, int columns, boolean hasTid, long tid, int tie) {
        this.values = values;
        this.columns = columns;
        this.hasTid = hasTid;
        this.tid = tid;
        this.tie = tie;
        this.integralFirst = columns > 0 && BTreeItem.isIntegral(values[0]);
        this.first = integralFirst ? ((Number) values[0]).longValue() : 0;
    }

    static BTreeScanKey exact(Object[] key, long tid) {
        return new BTreeScanKey(key, key.length, true, tid, 0);
    }

    static BTreeScanKey beforeEqual(Object[] prefix) {
        return new BTreeScanKey(prefix, prefix.length, false, 0, -1);
    }

    static BTreeScanKey afterEqual(Object[] prefix) {
        return new BTreeScanKey(prefix, prefix.length, false, 0, 1);
    }

    Object[] values() {
        return values;
    }

    int columns() {
        return columns;
    }

    boolean hasTid() {
        return hasTid;
    }

    long tid() {
        return tid;
    }

    int tie() {
        return tie;
    }

    /** True when the first compared value is a non-null integer, held in {@link #first()}. */
    boolean integralFirst() {
        return integralFirst;
    }

    long first() {
        return first;
    }
}
