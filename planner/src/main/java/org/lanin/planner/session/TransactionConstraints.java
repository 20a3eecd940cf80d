package org.lanin.planner.session;

import java.util.function.Supplier;
import org.lanin.engine.access.DeferredConstraints;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.txn.Transaction;

/**
 * A session's handle on its running transaction's deferred FOREIGN KEY checks
 * ({@link DeferredConstraints}): made when a deferrable constraint is first checked or SET
 * CONSTRAINTS runs, told of savepoints, run before the transaction commits, and forgotten when it
 * ends. Most transactions never make one.
 */
final class TransactionConstraints {
    private DeferredConstraints deferred;

    /** The running transaction's state, made now if needed; null outside a transaction. */
    DeferredConstraints of(Transaction tx) {
        if (deferred == null && tx != null) {
            deferred = new DeferredConstraints(tx.savepointNames().size());
        }
        return deferred;
    }

    /** A savepoint was set; it is the transaction's {@code count}-th. */
    void savepointSet(int count) {
        if (deferred != null) {
            deferred.savepoint(count - 1);
        }
    }

    /** ROLLBACK TO the savepoint at {@code index} (-1: none by that name). */
    void rolledBackTo(int index) {
        if (deferred != null && index >= 0) {
            deferred.rollbackTo(index);
        }
    }

    /** RELEASE of the savepoint at {@code index}. */
    void released(int index) {
        if (deferred != null && index >= 0) {
            deferred.release(index);
        }
    }

    /** Whether deferred checks wait: asked first, so that a commit with none builds nothing. */
    boolean hasPending() {
        return deferred != null && deferred.hasPending();
    }

    /**
     * The transaction is about to commit (or hand itself to a portal): the checks still deferred run
     * now; when one fails, {@code rollBack} runs before the error is thrown.
     */
    void beforeCommit(LaninDatabase db, Supplier<ExecContext> ctx, Runnable rollBack) {
        if (hasPending()) {
            try {
                deferred.run(org.lanin.planner.plan.PlannerRiSupport.forDeferredChecks(db), ctx.get(), fk -> true);
            } catch (RuntimeException e) {
                rollBack.run();
                throw e;
            }
        }
    }

    /** The transaction ended (or a new one began): nothing of it is kept. */
    void ended() {
        deferred = null;
    }
}
