package org.lanin.engine.txn;

import java.util.function.BooleanSupplier;

/**
 * Hands out transaction ids, records commit status (the commit log), builds snapshots,
 * makes transactions wait for each other (row locks) and detects deadlocks.
 * One per database. No method takes a database-wide lock on the hot path.
 */
public final class TransactionManager {
    public Transaction begin(IsolationLevel isolation, boolean readOnly) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Status of any xid; a committed subtransaction reports its top-level transaction's status. */
    public XidStatus status(long xid) {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Blocks {@code waiter} until the transaction owning {@code xid} (its top level) has
     * finished. Fails with 40P01 if waiting would close a cycle of waiters (the waiter is
     * the victim), with 55P03 after {@code timeoutMillis} (0 = forever), and with 57014 when
     * {@code canceled} turns true (polled at least every 50 ms).
     */
    public void waitFor(Transaction waiter, long xid, long timeoutMillis, BooleanSupplier canceled) {
        throw new UnsupportedOperationException("TODO");
    }

    /** The oldest xmin of any snapshot still in use: versions deleted by transactions committed before it are dead to all. */
    public long globalXminHorizon() {
        throw new UnsupportedOperationException("TODO");
    }
}
