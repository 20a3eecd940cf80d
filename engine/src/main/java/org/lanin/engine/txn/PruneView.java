package org.lanin.engine.txn;

import java.util.Arrays;

/**
 * Which committed versions no snapshot can see, now or later, although their deleter committed
 * after the xmin horizon: the test that lets pruning remove versions from the middle of a HOT
 * chain (a departure from PostgreSQL, which prunes only below the horizon; see
 * {@code storage/heap/README.md}, departure 7). Taken by {@link TransactionManager#pruneView()}
 * as one atomic cut: the xids running then, and every snapshot a running transaction took.
 *
 * <p>A version inserted by {@code a} and deleted (or updated) by {@code b} is invisible to every
 * snapshot when {@code a} and {@code b} had both committed and left the running set before the cut
 * (so every snapshot taken after the cut sees {@code b}'s delete), and each snapshot listed either
 * sees {@code b}'s commit or does not see {@code a}'s. Neither can be the snapshot owner's own xid
 * (the owner was still running at the cut; a and b had finished), so command ids do not matter.
 * A transaction that took more snapshots than it keeps is judged by its oldest xmin alone: the
 * version must have been deleted below it.
 */
public final class PruneView {
    private final TransactionManager tm;
    /** Next xid at the cut: ids at or above it had not started. */
    private final long cutXmax;
    /** Xids (and subxids) running at the cut, sorted. */
    private final long[] cutRunning;
    private final MvccSnapshot[] snapshots;
    /** Lowest oldest-xmin of the transactions whose snapshots overflowed; {@link Long#MAX_VALUE} if none. */
    private final long overflowXmin;

    PruneView(TransactionManager tm, long cutXmax, long[] cutRunning, MvccSnapshot[] snapshots, long overflowXmin) {
        this.tm = tm;
        this.cutXmax = cutXmax;
        this.cutRunning = cutRunning;
        this.snapshots = snapshots;
        this.overflowXmin = overflowXmin;
    }

    /** True when no snapshot, of a transaction running at the cut or a later one, can see {@code tuple}. */
    public boolean invisibleToAll(TupleHeader tuple) {
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || tuple.xmaxIsLockOnly() || tuple.xmax() != xmax) {
            return false; // a lock, or an xmax that moved while we read it: keep
        }
        long xmin = tuple.xmin();
        if (!finishedCommitted(xmax) || !finishedCommitted(xmin) || xmax >= overflowXmin) {
            return false;
        }
        for (MvccSnapshot s : snapshots) {
            if (sees(s, xmin) && !sees(s, xmax)) {
                return false; // s sees the insert and not the delete: the version is visible to it
            }
        }
        return true;
    }

    /** Committed and no longer running at the cut. */
    private boolean finishedCommitted(long xid) {
        if (xid < Xids.FIRST_NORMAL) {
            return xid == Xids.FROZEN;
        }
        return xid < cutXmax && Arrays.binarySearch(cutRunning, xid) < 0 && tm.status(xid) == XidStatus.COMMITTED;
    }

    /** Whether {@code s} counts the commit of {@code xid} (known committed) as done. */
    private static boolean sees(MvccSnapshot s, long xid) {
        return xid < Xids.FIRST_NORMAL || !s.isInProgress(xid);
    }

    /** Snapshots judged against (for tests). */
    public int snapshotCount() {
        return snapshots.length;
    }
}
