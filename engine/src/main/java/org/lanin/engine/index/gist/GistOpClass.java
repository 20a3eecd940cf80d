package org.lanin.engine.index.gist;

import java.util.List;

/**
 * The support functions of a GiST operator class (PostgreSQL's gist.h: compress, union, penalty,
 * picksplit, consistent, same). Keys are opaque to the tree: a leaf key is what {@link #compress}
 * makes of an indexed value, an inner key is the {@link #union} of the keys below it. A {@code null}
 * key stands for a NULL value; the strict operators never match it and every method accepts it as
 * the empty key.
 */
public interface GistOpClass {
    /** The leaf key of a non-NULL indexed value. */
    Object compress(Object value);

    /** A key covering every one of {@code keys} (some may be null). */
    Object union(List<Object> keys);

    /** Whether {@code outer} covers {@code inner}: the union of the two is {@code outer} (the checker's rule). */
    boolean covers(Object outer, Object inner);

    /** How much {@code inner} key {@code orig} would have to grow to cover {@code added}; lower is better. */
    double penalty(Object orig, Object added);

    /** The split of an overflowing page's keys: {@code true} for the entries that stay left. Both sides non-empty. */
    boolean[] pickSplit(List<Object> keys);

    /**
     * Whether an entry with key {@code key} may hold a row matching {@code op query} (a superset: the
     * heap row is always rechecked). {@code key} is non-null.
     */
    boolean consistent(Object key, String op, Object query);

    /** The bytes {@code key} takes in a page (its index tuple's size), for page capacity. */
    int sizeBytes(Object key);
}
