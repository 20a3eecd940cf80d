package org.lanin.engine.txn;

/**
 * Outcome of trying to stamp xmax on a tuple version (PostgreSQL's TM_Result).
 */
public enum HeapUpdateResult {
    /** We now own the version: xmax is ours. */
    OK,
    /** Already deleted/updated by an earlier command of our own transaction. */
    SELF_MODIFIED,
    /** A committed transaction updated or deleted it (follow the update chain in READ COMMITTED; 40001 in REPEATABLE READ). */
    UPDATED,
    /** Another transaction that is still running holds xmax: wait for it, then retry. */
    BEING_MODIFIED,
    /** The version is not visible to us at all (inserted by a later transaction). */
    INVISIBLE
}
