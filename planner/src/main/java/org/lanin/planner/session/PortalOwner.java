package org.lanin.planner.session;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.txn.Transaction;

/** What a {@link Portal} needs from the session that opened it. Called on the session's thread only. */
interface PortalOwner {
    /** Makes {@code ctx} the context that cancel() stops (null: none); returns the one it replaces. */
    ExecContext swapRunning(ExecContext ctx);

    /** True when {@code tx} is the session's transaction and an error has aborted its block (25P02). */
    boolean blockFailed(Transaction tx);

    /**
     * A portal's own fetch failed with {@code t}: when {@code readIn} is still the session's
     * transaction, its block is aborted, as PostgreSQL aborts a block on any error. Returns the
     * error to throw (translated: XX000, 54001; an OutOfMemoryError is rethrown).
     */
    LaninException failed(Throwable t, Transaction readIn);

    /** Ends the transaction of an auto-commit statement whose portal outlived its execute. */
    void endOwnTransaction(Transaction tx, boolean commit);

    /** The portal's executor has closed: the session stops tracking it. */
    void finished(Portal portal);
}
