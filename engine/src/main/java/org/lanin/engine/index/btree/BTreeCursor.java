package org.lanin.engine.index.btree;

/**
 * Iterates index entries in key order (ties by TID). Holds no latch between calls: each
 * {@link #next()} re-finds its place if the page split meanwhile (Lehman-Yao move-right).
 */
public interface BTreeCursor {
    /** Advances; false at the end of the range. */
    boolean next();

    /** Key of the current entry (do not modify). */
    Object[] key();

    /** Heap TID of the current entry. */
    long tid();

    /**
     * Marks the current entry killed: the caller found its version dead to every snapshot
     * ({@code Visibility.isDeadToAll} under the global horizon). Later scans and unique checks
     * skip it without a heap visit. True if this call set the flag.
     */
    boolean kill();

    /**
     * The heap TID of the entry {@code ahead} places after the current one when the cursor has
     * already read it (from the leaf it copied), else -1. It reads no page: a caller uses it to
     * touch the heap tuples it will visit next, so their cache misses overlap instead of queueing
     * one behind the other.
     */
    default long tidAhead(int ahead) {
        return -1;
    }
}
