package org.lanin.engine.txn;

import java.util.Arrays;

/**
 * The snapshot a statement reads with: the xid bounds and running list taken by
 * {@link TransactionManager}, plus the owner and its command id for own-write visibility.
 * A REPEATABLE READ transaction reuses the bounds for every statement with a new command id
 * ({@link #withCommandId}), so the running list is built once per transaction.
 */
final class MvccSnapshot implements Snapshot {
    private final long xmin;
    private final long xmax;
    /** Sorted; may contain the owner's own xids (they are checked before the list). */
    private final long[] inProgress;
    private final Transaction owner;
    private final int commandId;

    MvccSnapshot(long xmin, long xmax, long[] inProgress, Transaction owner, int commandId) {
        this.xmin = xmin;
        this.xmax = xmax;
        this.inProgress = inProgress;
        this.owner = owner;
        this.commandId = commandId;
    }

    MvccSnapshot withCommandId(int newCommandId) {
        return new MvccSnapshot(xmin, xmax, inProgress, owner, newCommandId);
    }

    @Override
    public long xmin() {
        return xmin;
    }

    @Override
    public long xmax() {
        return xmax;
    }

    /** PostgreSQL's XidInMVCCSnapshot: ids at or above xmax had not even started, so count as running. */
    @Override
    public boolean isInProgress(long xid) {
        if (xid < xmin) {
            return false;
        }
        if (xid >= xmax) {
            return true;
        }
        return Arrays.binarySearch(inProgress, xid) >= 0;
    }

    @Override
    public boolean isVisible(TupleHeader tuple) {
        return Visibility.satisfiesMvcc(tuple, this);
    }

    Transaction owner() {
        return owner;
    }

    int commandId() {
        return commandId;
    }

    @Override
    public String toString() {
        return "Snapshot[xmin=" + xmin + ", xmax=" + xmax + ", running=" + Arrays.toString(inProgress)
                + ", cid=" + commandId + "]";
    }
}
