package org.lanin.engine.lock;

import java.time.Instant;
import org.lanin.engine.txn.Transaction;

/**
 * One row of pg_locks. {@code locktype} is "relation" (a table lock: {@code relation} set),
 * "virtualxid" (every transaction's exclusive lock on its own virtual id) or "transactionid"
 * (a transaction's exclusive lock on its xid, and row-lock waiters' ShareLock on the xid they wait
 * for), or "advisory" ({@code classId}, {@code objId}, {@code objSubId}: the key's halves and 1 for a
 * bigint key, 2 for a pair). {@code virtualTransaction} names the holding or waiting transaction as
 * "pid/local id".
 */
public record LockStatus(String lockType, Long relation, String virtualXid, Long transactionId,
                         String virtualTransaction, int pid, String mode, boolean granted, boolean fastPath,
                         Instant waitStart, Long classId, Long objId, Integer objSubId) {

    LockStatus(String lockType, Long relation, String virtualXid, Long transactionId, String virtualTransaction,
               int pid, String mode, boolean granted, boolean fastPath, Instant waitStart) {
        this(lockType, relation, virtualXid, transactionId, virtualTransaction, pid, mode, granted, fastPath, waitStart,
                null, null, null);
    }

    /** An advisory lock held ({@code granted}) or waited for by the session {@code proc}. */
    static LockStatus ofAdvisory(AdvisoryLocks.Key key, LockProc proc, boolean shared, boolean granted, Instant waitStart) {
        return new LockStatus("advisory", null, null, null, virtualId(proc.currentTransaction(), proc.pid()), proc.pid(),
                shared ? "ShareLock" : "ExclusiveLock", granted, false, waitStart, key.classId(), key.objId(),
                key.pair() ? 2 : 1);
    }

    static LockStatus ofRelation(long oid, Transaction tx, int pid, LockMode mode, boolean granted, boolean fastPath,
                                 Instant waitStart) {
        return new LockStatus("relation", oid, null, null, virtualId(tx, pid), pid, mode.pgName(), granted, fastPath,
                waitStart);
    }

    /** The lock a transaction holds on its own id: virtualxid ({@code virtual}) or transactionid. */
    static LockStatus ofOwnTransaction(Transaction tx, int pid, boolean virtual) {
        String vid = virtualId(tx, pid);
        return virtual
                ? new LockStatus("virtualxid", null, vid, null, vid, pid, "ExclusiveLock", true, true, null)
                : new LockStatus("transactionid", null, null, tx.xid(), vid, pid, "ExclusiveLock", true, false, null);
    }

    /** A row-lock wait: ShareLock on the awaited transaction's id, not granted. */
    static LockStatus ofRowWait(Transaction waiter, int pid, long xid) {
        return new LockStatus("transactionid", null, null, xid, virtualId(waiter, pid), pid, "ShareLock", false, false,
                null);
    }

    /** A wait for another transaction's end: ShareLock on its virtualxid, not granted. */
    static LockStatus ofTransactionWait(Transaction waiter, int pid, Transaction awaited, int awaitedPid) {
        return new LockStatus("virtualxid", null, virtualId(awaited, awaitedPid), null, virtualId(waiter, pid), pid,
                "ShareLock", false, false, null);
    }

    private static String virtualId(Transaction tx, int pid) {
        return tx == null ? null : pid + "/" + Math.abs(tx.xid());
    }
}
