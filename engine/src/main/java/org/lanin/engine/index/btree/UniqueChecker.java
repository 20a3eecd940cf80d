package org.lanin.engine.index.btree;

/**
 * Decides, for a unique index, whether an existing entry with an equal key conflicts with
 * the one being inserted. Called while the leaf is latched: must not block.
 */
public interface UniqueChecker {
    /** The existing entry is dead (aborted, deleted by a committed transaction...): ignore it. */
    long NO_CONFLICT = 0;
    /** The existing entry is a live row: the insert must fail with a unique violation. */
    long CONFLICT = -1;
    /** No conflict, and the version is dead to every snapshot: the tree marks the entry killed. */
    long DEAD_TO_ALL = -2;

    /**
     * Looks at the heap version an equal-key entry points to. Returns {@link #NO_CONFLICT},
     * {@link #DEAD_TO_ALL}, {@link #CONFLICT}, or a positive transaction id whose outcome decides it: the tree then
     * releases every latch, calls {@link #waitFor(long)}, and redoes the insert from the top.
     */
    long check(long existingTid);

    /** Blocks until transaction {@code xid} has finished (called with no latch held). */
    void waitFor(long xid);
}
