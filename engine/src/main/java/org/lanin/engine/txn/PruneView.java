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

    /**
     * Sets {@code drop[i]} for each chain member in [{@code from}, {@code to}) that no snapshot, of a
     * transaction running at the cut or a later one, can see; true if any. {@code chain} holds one
     * HOT chain's versions oldest first.
     *
     * <p>Each member's updater committed after its inserter (it updated the committed version, or
     * is the same transaction), and a snapshot that counts a commit as done counts every earlier
     * one. So the members whose inserter a snapshot counts form a prefix of the chain, every member
     * of that prefix but its last has a deleter the snapshot counts too, and the snapshot can see
     * that last member at most. One binary search per snapshot finds it, where judging every member
     * against every snapshot cost their product: pgbench's branch chain at 16 clients had about 15
     * members and 60 snapshots on every prune, under the page latch and the hot row's lock.
     */
    public boolean markInvisible(TupleHeader[] chain, int from, int to, boolean[] drop) {
        for (int i = from; i < to; i++) {
            drop[i] = deletedBeforeCut(chain[i]);
        }
        for (MvccSnapshot s : snapshots) {
            int lo = from;
            int hi = to - 1;
            int last = -1; // the last member whose insert s counts
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (sees(s, chain[mid].xmin())) {
                    last = mid;
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            if (last >= 0 && drop[last] && !sees(s, chain[last].xmax())) {
                drop[last] = false; // s sees the insert and not the delete: the version is visible to it
            }
        }
        boolean any = false;
        for (int i = from; i < to; i++) {
            any |= drop[i];
        }
        return any;
    }

    /**
     * Inserted and deleted by transactions that both committed and left the running set before the
     * cut, so every snapshot taken after it sees neither version; and not below an overflowed
     * transaction's oldest xmin.
     */
    private boolean deletedBeforeCut(TupleHeader tuple) {
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || tuple.xmaxIsLockOnly() || tuple.xmax() != xmax) {
            return false; // a lock, or an xmax that moved while we read it: keep
        }
        return finishedCommitted(xmax) && finishedCommitted(tuple.xmin()) && xmax < overflowXmin;
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
}
