package org.lanin.engine.txn;

/**
 * A row-lock waiter's place in line: the transaction it waits for passes the row on to it when it
 * ends, by stamping the row's newest version with the waiter's lock before anyone else can claim
 * it (a lock hand-off, as a fair mutex passes ownership). Without it, a holder's session that
 * commits and at once updates the same row again in its next transaction usually wins the race
 * against the waiter, which must first be scheduled; a waiter that loses again and again keeps its
 * xid, and with it the global xmin horizon, old, so the row's dead versions pile up in its HOT
 * chain (issue 12: TPC-B's branch row at two clients).
 *
 * <p>Life cycle, all transitions under the request's monitor: OPEN when the waiter enqueues it on
 * the holder ({@link Transaction#enqueueHandOff}); then either GRANTED by the holder as it ends
 * (after its final status is written and it left the running set, before its waiters wake), or
 * CLOSED by the waiter once its wait returned for any other reason (the grant is then never
 * made). The holder grants at most one request per row: the oldest; later ones find the row
 * locked by the first waiter and queue on it in turn.
 */
public final class RowHandOff {
    /** Passes the row on: stamps its newest version with the waiter's lock; returns the TID stamped, or -1. */
    public interface Grant {
        long grant(boolean holderCommitted, Transaction waiter, long waiterXid, int waiterCommandId);
    }

    private final Transaction waiter;
    private final long waiterXid;
    private final int waiterCommandId;
    /** Names the row: a grant made for one request of a row makes later requests of that row pointless. */
    private final Object rowKey;
    private final Grant grant;
    private boolean closed;
    private long grantedTid = -1;

    /** {@code rowKey}: equal for requests on the same row (table and TID of the version waited on). */
    public RowHandOff(Transaction waiter, Object rowKey, Grant grant) {
        this.waiter = waiter;
        this.waiterXid = waiter.currentXid();
        this.waiterCommandId = waiter.commandId();
        this.rowKey = rowKey;
        this.grant = grant;
    }

    Object rowKey() {
        return rowKey;
    }

    /** By the holder as it ends; true when the row was passed on. */
    synchronized boolean grant(boolean holderCommitted) {
        if (closed) {
            return false;
        }
        grantedTid = grant.grant(holderCommitted, waiter, waiterXid, waiterCommandId);
        closed = true;
        return grantedTid >= 0;
    }

    /**
     * By the waiter when its wait returned: no grant can happen after this. Returns the TID of the
     * version stamped with the waiter's lock, or -1 when nothing was passed on.
     */
    public synchronized long close() {
        closed = true;
        return grantedTid;
    }
}
