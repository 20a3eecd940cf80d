package org.lanin.engine.index.gin;

import java.util.List;

/**
 * What a GIN scan looks up, built by an operator class from the query value (PostgreSQL's
 * extractQuery with its searchMode, and the consistent function reduced to AND / OR over key
 * presence). It always describes a superset of the rows that match: the heap scan rechecks.
 */
public sealed interface GinQuery {
    /** Entries of one normal key. */
    record Key(Object key) implements GinQuery { }

    /** Normal text keys starting with {@code prefix} (tsquery {@code word:*}). */
    record Prefix(String prefix) implements GinQuery { }

    /** Every entry of one placeholder category ({@link GinKeys}). */
    record Category(int category) implements GinQuery { }

    /** TIDs found by every part. */
    record And(List<GinQuery> parts) implements GinQuery { }

    /** TIDs found by any part. */
    record Or(List<GinQuery> parts) implements GinQuery { }

    /** Every TID in the index (GIN_SEARCH_MODE_EVERYTHING): the query cannot narrow the rows. */
    record All() implements GinQuery { }

    /** No TID: the query matches nothing (an empty {@code &&} or {@code ?|} list, an empty tsquery). */
    record None() implements GinQuery { }

    GinQuery ALL = new All();
    GinQuery NONE = new None();

    /** AND of {@code keys}; {@code ifEmpty} when there are none. */
    static GinQuery and(List<GinQuery> keys, GinQuery ifEmpty) {
        return keys.isEmpty() ? ifEmpty : keys.size() == 1 ? keys.get(0) : new And(List.copyOf(keys));
    }

    /** OR of {@code keys}; {@code ifEmpty} when there are none. */
    static GinQuery or(List<GinQuery> keys, GinQuery ifEmpty) {
        return keys.isEmpty() ? ifEmpty : keys.size() == 1 ? keys.get(0) : new Or(List.copyOf(keys));
    }

    /** How many posting-list lookups {@code q} makes (entry tree descents), for the cost model; All counts one. */
    static int lookups(GinQuery q) {
        if (q instanceof And a) {
            return a.parts().stream().mapToInt(GinQuery::lookups).sum();
        }
        if (q instanceof Or o) {
            return o.parts().stream().mapToInt(GinQuery::lookups).sum();
        }
        return q instanceof None ? 0 : 1;
    }
}
