package org.lanin.engine.txn;

/** The commit status of a transaction id, as the commit log records it. */
public enum XidStatus {
    IN_PROGRESS,
    COMMITTED,
    ABORTED
}
