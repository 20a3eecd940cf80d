package org.lanin.engine.storage.heap;

import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * Claims a version's xmax for delete, update or row lock: PostgreSQL's
 * HeapTupleSatisfiesUpdate plus the xmax write of heap_delete / heap_update /
 * heap_lock_tuple, without waiting. The claim is one CAS on the packed xmax word, retried
 * when another claimer got there between our read and our CAS.
 *
 * <p>The inserter is judged by the commit log, not the statement snapshot, exactly like
 * PostgreSQL: READ COMMITTED follows update chains to versions committed after its snapshot.
 */
final class HeapXmaxStamp {
    private HeapXmaxStamp() {
    }

    /** {@code flags}: {@link HeapTuple#LOCK_ONLY_BIT} and/or {@link HeapTuple#KEYS_KEPT_BIT}, or 0. */
    static HeapUpdateResult stamp(HeapTuple tuple, Transaction tx, long flags) {
        boolean lockOnly = (flags & HeapTuple.LOCK_ONLY_BIT) != 0;
        TransactionManager tm = tx.manager();
        int commandId = tx.commandId();
        if (!insertIsSettled(tuple, tx, tm, commandId)) {
            return HeapUpdateResult.INVISIBLE;
        }
        long claim = tx.currentXid() | flags;
        while (true) {
            long word = tuple.xmaxWord();
            HeapUpdateResult verdict = judgeHolder(word, tx, tm);
            if (verdict != HeapUpdateResult.OK) {
                return verdict;
            }
            if (lockOnly && HeapTuple.isLockOnly(word) && tx.isOwnXid(HeapTuple.xidOf(word))) {
                return HeapUpdateResult.OK; // we hold the row lock already
            }
            if (tuple.casXmax(word, claim)) {
                tuple.setCmax(commandId);
                return HeapUpdateResult.OK;
            }
        }
    }

    /**
     * Stamps {@code tuple} with a row lock of {@code waiter}'s {@code xid}, made by the thread of the
     * transaction the waiter waited for as that one ends ({@link org.lanin.engine.txn.RowHandOff}):
     * only if the xmax is free now (no xid, an aborted one or a finished locker's), and never over
     * a claim another transaction made in the meantime. It is a FOR UPDATE lock, whatever the
     * waiter was about to do (the strongest of them, so no check sees less than the waiter will
     * hold); the waiter's own update or delete upgrades it as any own lock.
     */
    static boolean grantLock(HeapTuple tuple, Transaction waiter, long xid, int commandId) {
        TransactionManager tm = waiter.manager();
        if (tm.status(tuple.xmin()) != XidStatus.COMMITTED) {
            return false;
        }
        long claim = xid | HeapTuple.LOCK_ONLY_BIT;
        while (true) {
            long word = tuple.xmaxWord();
            long xmax = HeapTuple.xidOf(word);
            if (xmax != Xids.INVALID) {
                XidStatus status = tm.status(xmax);
                boolean free = status == XidStatus.ABORTED
                        || status == XidStatus.COMMITTED && HeapTuple.isLockOnly(word);
                if (!free) {
                    return false;
                }
            }
            if (tuple.casXmax(word, claim)) {
                tuple.setCmax(commandId);
                return true;
            }
        }
    }

    /** Undoes {@link #grantLock} when the waiter did not use the row after all (it no longer qualified). */
    static void releaseGrant(HeapTuple tuple, long xid) {
        tuple.casXmax(xid | HeapTuple.LOCK_ONLY_BIT, Xids.INVALID);
    }

    /** The version exists for us: inserted by an earlier command of ours, or by a committed transaction. */
    private static boolean insertIsSettled(HeapTuple tuple, Transaction tx, TransactionManager tm, int commandId) {
        long xmin = tuple.xmin();
        if (tx.isOwnXid(xmin)) {
            return tuple.cmin() < commandId;
        }
        return tm.status(xmin) == XidStatus.COMMITTED;
    }

    /** OK when the xmax word is free for us to overwrite, else why not. */
    private static HeapUpdateResult judgeHolder(long word, Transaction tx, TransactionManager tm) {
        long xmax = HeapTuple.xidOf(word);
        if (xmax == Xids.INVALID) {
            return HeapUpdateResult.OK;
        }
        boolean holderLocksOnly = HeapTuple.isLockOnly(word);
        if (tx.isOwnXid(xmax)) {
            // our own lock may be upgraded to a delete; our own delete is final for us
            return holderLocksOnly ? HeapUpdateResult.OK : HeapUpdateResult.SELF_MODIFIED;
        }
        XidStatus status = tm.status(xmax);
        if (status == XidStatus.IN_PROGRESS) {
            return HeapUpdateResult.BEING_MODIFIED;
        }
        if (status == XidStatus.COMMITTED && !holderLocksOnly) {
            return HeapUpdateResult.UPDATED;
        }
        return HeapUpdateResult.OK; // aborted, or a finished locker
    }
}
