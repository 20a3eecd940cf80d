package org.lanin.engine.txn;

/**
 * One transaction (with its subtransactions for savepoints). Used by one session thread;
 * other threads only read its xids through the {@link TransactionManager}.
 *
 * <p>Command ids: {@link #beginStatement()} advances the command counter, so a statement sees
 * its own transaction's writes from earlier statements but not its own (no Halloween problem).
 */
public final class Transaction {
    /** Top-level transaction id (assigned at begin). */
    public long xid() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Id to stamp on writes: the innermost open subtransaction's, else {@link #xid()}. */
    public long currentXid() {
        throw new UnsupportedOperationException("TODO");
    }

    public IsolationLevel isolation() {
        throw new UnsupportedOperationException("TODO");
    }

    public boolean readOnly() {
        throw new UnsupportedOperationException("TODO");
    }

    /**
     * Starts a statement: increments the command id and returns the snapshot the statement
     * reads with (a fresh one in READ COMMITTED, the transaction's first one otherwise).
     */
    public Snapshot beginStatement() {
        throw new UnsupportedOperationException("TODO");
    }

    /** The snapshot of the current statement. */
    public Snapshot snapshot() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Command id of the current statement: stamped as cmin/cmax on its writes. */
    public int commandId() {
        throw new UnsupportedOperationException("TODO");
    }

    /** True when {@code xid} is this transaction's top xid or one of its not-aborted subxids. */
    public boolean isOwnXid(long xid) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Opens a subtransaction named {@code name} (a later savepoint of the same name shadows it). */
    public void savepoint(String name) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Aborts every subtransaction since {@code name} and opens a fresh one under the same name; 3B001 if unknown. */
    public void rollbackToSavepoint(String name) {
        throw new UnsupportedOperationException("TODO");
    }

    /** Merges the subtransactions since {@code name} into their parent; 3B001 if unknown. */
    public void releaseSavepoint(String name) {
        throw new UnsupportedOperationException("TODO");
    }

    public void commit() {
        throw new UnsupportedOperationException("TODO");
    }

    public void rollback() {
        throw new UnsupportedOperationException("TODO");
    }

    /** True once commit or rollback has run. */
    public boolean isFinished() {
        throw new UnsupportedOperationException("TODO");
    }
}
