package org.lanin.engine.txn;

/**
 * Visibility rules over a {@link TupleHeader} (PostgreSQL's heapam_visibility.c, simplified:
 * no hint bits, no multixacts). The MVCC rule tests snapshot membership before the commit
 * log (an xid the snapshot does not list had finished when it was taken, so the log is final
 * for it); the non-MVCC rules (unique check, dead-to-all) use {@link TransactionManager#status},
 * which keeps a committed transaction "in progress" until it has left the running set.
 */
public final class Visibility {
    /** {@link #uniqueCheck} result: the existing version does not block the insert. */
    public static final long NO_CONFLICT = 0;
    /** {@link #uniqueCheck} result: the existing version is live: unique violation. */
    public static final long CONFLICT = -1;

    private Visibility() {
    }

    /** HeapTupleSatisfiesMVCC; see {@link Snapshot#isVisible}. */
    static boolean satisfiesMvcc(TupleHeader tuple, MvccSnapshot snapshot) {
        Transaction owner = snapshot.owner();
        TransactionManager tm = owner.manager();
        long xmin = tuple.xmin();
        if (owner.isOwnXid(xmin)) {
            if (tuple.cmin() >= snapshot.commandId()) {
                return false; // inserted by this statement or a later one
            }
        } else if (snapshot.isInProgress(xmin) || tm.status(xmin) != XidStatus.COMMITTED) {
            return false;
        }
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || isLockOnly(tuple, xmax)) {
            return true;
        }
        if (owner.isOwnXid(xmax)) {
            return tuple.cmax() >= snapshot.commandId(); // deleted by this statement or a later one
        }
        if (snapshot.isInProgress(xmax)) {
            return true;
        }
        return tm.status(xmax) != XidStatus.COMMITTED;
    }

    /**
     * True when no snapshot now or later can see the version: its inserter aborted, or its
     * deleter committed below {@code horizon} ({@link TransactionManager#globalXminHorizon()}).
     * Used for index-entry killing and (later) vacuum.
     */
    public static boolean isDeadToAll(TupleHeader tuple, TransactionManager tm, long horizon) {
        if (tm.status(tuple.xmin()) == XidStatus.ABORTED) {
            return true;
        }
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || isLockOnly(tuple, xmax)) {
            return false;
        }
        return xmax < horizon && tm.status(xmax) == XidStatus.COMMITTED;
    }

    /**
     * acquire_sample_rows' live test ({@link SampleSnapshot}): inserted by a transaction that
     * committed and finished, and not deleted by one (a deleter still running or aborted, or a
     * locker, leaves it live). Reads the live commit status, so a version may pass at one moment
     * and fail the next; no snapshot is needed and none is held.
     */
    static boolean isLiveForSample(TupleHeader tuple, TransactionManager tm) {
        if (tm.status(tuple.xmin()) != XidStatus.COMMITTED) {
            return false;
        }
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || isLockOnly(tuple, xmax)) {
            return true;
        }
        return tm.status(xmax) != XidStatus.COMMITTED;
    }

    /**
     * The dirty-snapshot test of PostgreSQL's _bt_check_unique for an existing version with an
     * equal key: {@link #NO_CONFLICT}, {@link #CONFLICT}, or the (sub)transaction id to wait
     * for (then re-check). Never blocks.
     */
    public static long uniqueCheck(TupleHeader tuple, Transaction me, TransactionManager tm) {
        long xmin = tuple.xmin();
        if (!me.isOwnXid(xmin)) {
            XidStatus inserter = tm.status(xmin);
            if (inserter == XidStatus.ABORTED) {
                return NO_CONFLICT;
            }
            if (inserter == XidStatus.IN_PROGRESS) {
                return xmin;
            }
        }
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || isLockOnly(tuple, xmax)) {
            return CONFLICT;
        }
        if (me.isOwnXid(xmax)) {
            return NO_CONFLICT; // we deleted it ourselves
        }
        XidStatus deleter = tm.status(xmax);
        if (deleter == XidStatus.COMMITTED) {
            return NO_CONFLICT;
        }
        return deleter == XidStatus.IN_PROGRESS ? xmax : CONFLICT;
    }

    /**
     * _bt_check_unique's last look before it reports a conflict: the version being inserted is itself
     * dead by now (its inserter aborted, or a deleter committed, or {@code me} deleted it). Only
     * CREATE INDEX CONCURRENTLY's validation inserts versions of other transactions: one visible to
     * its reference snapshot may have been deleted since by a transaction that re-inserted the key,
     * and the validation, waiting for that transaction, must then not report the new row as a
     * duplicate of the old one ("we must do it to support CREATE INDEX CONCURRENTLY", nbtinsert.c).
     */
    public static boolean isDeadForUniqueCheck(TupleHeader tuple, Transaction me, TransactionManager tm) {
        long xmin = tuple.xmin();
        if (!me.isOwnXid(xmin) && tm.status(xmin) == XidStatus.ABORTED) {
            return true;
        }
        long xmax = tuple.xmax();
        if (xmax == Xids.INVALID || isLockOnly(tuple, xmax)) {
            return false;
        }
        return me.isOwnXid(xmax) || tm.status(xmax) == XidStatus.COMMITTED;
    }

    /**
     * The lock-only flag belonging to the xmax value already read. An xmax only changes to a
     * different xid (ids never repeat) once the old one was free (aborted, or a finished
     * locker), or for the same xid from lock-only to delete; so a flag read between two equal
     * xmax reads is that value's, and a changed xmax means the value read was free.
     */
    private static boolean isLockOnly(TupleHeader tuple, long xmax) {
        boolean lockOnly = tuple.xmaxIsLockOnly();
        if (tuple.xmax() != xmax) {
            // xmax moved on between the reads: the old locker had finished and a new xid took
            // the row, so the value we read was free (lock-only or aborted): report lock-only
            return true;
        }
        return lockOnly;
    }
}
