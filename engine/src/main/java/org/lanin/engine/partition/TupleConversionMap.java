package org.lanin.engine.partition;

/**
 * Attribute maps between a parent's physical row and one partition's (PostgreSQL's
 * TupleConversionMap, both directions). {@code toChild[s]} is the parent slot that
 * feeds partition slot {@code s} (-1: NULL, a dropped or extra column); {@code toParent}
 * is its inverse. When {@link #needed()} is false the layouts are identical and rows pass
 * through untouched: no copy, no per-row work.
 */
public final class TupleConversionMap {
    private final int[] toChild;
    private final int[] toParent;
    private final boolean needed;
    private final int nameComparisons;

    TupleConversionMap(int[] toChild, int[] toParent, boolean needed, int nameComparisons) {
        this.toChild = toChild;
        this.toParent = toParent;
        this.needed = needed;
        this.nameComparisons = nameComparisons;
    }

    public boolean needed() {
        return needed;
    }

    /** Name comparisons the build took (the seed's measure: about one per column in the common case). */
    public int nameComparisons() {
        return nameComparisons;
    }

    /** A parent-layout row as the partition stores it (the same array when no map is needed). */
    public Object[] toChild(Object[] parentRow) {
        return needed ? gather(parentRow, toChild) : parentRow;
    }

    /** A partition-layout row in the parent's layout. */
    public Object[] toParent(Object[] childRow) {
        return needed ? gather(childRow, toParent) : childRow;
    }

    private static Object[] gather(Object[] in, int[] from) {
        Object[] out = new Object[from.length];
        for (int i = 0; i < from.length; i++) {
            int f = from[i];
            if (f >= 0 && f < in.length) {
                out[i] = in[f];
            }
        }
        return out;
    }

    /** Parent slot of each partition slot (for tests and EXPLAIN-level tools). */
    public int[] childToParentSlots() {
        return toChild.clone();
    }
}
