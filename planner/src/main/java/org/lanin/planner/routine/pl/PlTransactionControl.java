package org.lanin.planner.routine.pl;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.session.SessionControl;

/**
 * COMMIT and ROLLBACK [AND CHAIN] in PL/pgSQL (PostgreSQL's {@code SPI_commit} / {@code SPI_rollback}):
 * allowed in a procedure called by a CALL or DO that runs alone in auto-commit, outside a
 * transaction block, and in procedures it CALLs in turn, as long as no function call comes between
 * (PostgreSQL's "nonatomic" execution context); anywhere else 2D000 {@code invalid transaction
 * termination}, and inside a block with an EXCEPTION clause (a subtransaction) 2D000 too. The
 * transaction ends as COMMIT / ROLLBACK would end it, and a new one starts at once, in which the
 * rest of the procedure (and the CALL) runs.
 *
 * <p>Whether the routine running on this thread may end the transaction is a thread-local flag,
 * like the session's zone: set by CALL / DO around a procedure, cleared around every function and
 * trigger call, and restored when they return.
 */
public final class PlTransactionControl {
    /** null: no routine runs on this thread; TRUE: a procedure that may end the transaction. */
    private static final ThreadLocal<Boolean> NONATOMIC = new ThreadLocal<>();

    private PlTransactionControl() {
    }

    /**
     * A CALL or DO starts a procedure: at the top (no routine running) it may end the transaction
     * when the session runs it alone; nested, it inherits its caller's right. Returns the previous
     * state for {@link #restore}.
     */
    public static Boolean enterProcedure(ExecContext ctx) {
        Boolean previous = NONATOMIC.get();
        boolean nonatomic = previous != null ? previous
                : ctx.session() instanceof SessionControl s && s.loneStatementRunning();
        NONATOMIC.set(nonatomic);
        return previous;
    }

    /** A function or trigger starts: nothing it runs may end the transaction. */
    public static Boolean enterFunction() {
        Boolean previous = NONATOMIC.get();
        NONATOMIC.set(Boolean.FALSE);
        return previous;
    }

    public static void restore(Boolean previous) {
        NONATOMIC.set(previous);
    }

    static void end(ExecContext ctx, PlStmt.TransactionControl t) {
        if (NONATOMIC.get() != Boolean.TRUE || !(ctx.session() instanceof SessionControl session)) {
            throw LaninException.of(PlMsg.INVALID_TRANSACTION_TERMINATION);
        }
        if (!ctx.transaction().savepointNames().isEmpty()) {
            throw LaninException.of(t.commit() ? PlMsg.COMMIT_IN_SUBTRANSACTION : PlMsg.ROLLBACK_IN_SUBTRANSACTION);
        }
        session.endTransactionInProcedure(ctx, t.commit(), t.chain());
    }
}
