package org.lanin.engine.txn;

/**
 * What a durable database does at the end of a transaction (the write-ahead log of
 * {@code org.lanin.engine.wal}); an in-memory database has none. {@link #beforeCommit} runs
 * before the commit becomes visible to anyone, so a commit is on stable storage before others
 * can act on it; if it throws, the transaction aborts instead.
 */
public interface CommitHook {
    /** Logs (and, as configured, flushes) the transaction's changes; throws to refuse the commit. */
    void beforeCommit(Transaction tx);

    /** The transaction has left the running set, committed or aborted. */
    void ended(Transaction tx, boolean committed);
}
