package org.lanin.engine.exec;

import java.util.Comparator;

/**
 * Orders {@link SortTuple}s: the first key's abbreviations first, the full comparison of the
 * keys only when they tie (and not even then when the abbreviation is exact and not one of
 * the extremes NULL maps to). Counts both kinds of decision; one instance per sort, one thread.
 */
final class SortTupleComparator implements Comparator<SortTuple> {
    private final SortKey[] keys;
    private final boolean abbreviated;
    private final boolean exact;
    long abbreviatedDecisions;
    long fullComparisons;

    SortTupleComparator(SortKey[] keys, boolean abbreviated) {
        this.keys = keys;
        this.abbreviated = abbreviated && keys.length > 0 && keys[0].abbreviable();
        this.exact = this.abbreviated && keys[0].exact();
    }

    /** True if tuples carry meaningful abbreviations. */
    boolean abbreviated() {
        return abbreviated;
    }

    /** The abbreviation to store with a tuple whose key values are {@code k}. */
    long abbreviate(Object[] k) {
        return abbreviated ? keys[0].abbreviate(k[0]) : 0;
    }

    @Override
    public int compare(SortTuple a, SortTuple b) {
        int from = 0;
        if (abbreviated) {
            int c = Long.compare(a.abbrev, b.abbrev);
            if (c != 0) {
                abbreviatedDecisions++;
                return c;
            }
            if (exact && a.abbrev != Long.MIN_VALUE && a.abbrev != Long.MAX_VALUE) {
                if (keys.length == 1) {
                    abbreviatedDecisions++;
                    return 0;
                }
                from = 1;
            }
        }
        fullComparisons++;
        Object[] ka = a.keys;
        Object[] kb = b.keys;
        for (int i = from; i < keys.length; i++) {
            int c = keys[i].compare(ka[i], kb[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
