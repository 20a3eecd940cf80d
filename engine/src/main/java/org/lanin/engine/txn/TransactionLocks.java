package org.lanin.engine.txn;

/**
 * The table-level locks a transaction holds (kept by {@code org.lanin.engine.lock}; the
 * transaction layer only tells it when they must go). Levels number the open subtransactions:
 * 0 is the top level, {@code n} the n-th open savepoint. PostgreSQL releases a lock taken in a
 * subtransaction that rolls back (unless an enclosing level holds it too) and hands the locks
 * of a released savepoint to its parent; all locks go at top-level end.
 */
public interface TransactionLocks {
    /** Subtransaction levels {@code fromLevel} and deeper rolled back: release what only they took. */
    void subtransactionsAborted(Transaction tx, int fromLevel);

    /** Levels {@code fromLevel} and deeper were released into level {@code fromLevel - 1}. */
    void subtransactionsCommitted(Transaction tx, int fromLevel);

    /** The transaction ended (after its final status is written and it left the running set). */
    void transactionEnded(Transaction tx);
}
