package org.lanin.planner.session;

/** The session's transaction block state, as psql shows it in its prompt. */
public enum TransactionState {
    /** No explicit transaction block: each statement commits on its own. */
    IDLE,
    /** Inside BEGIN ... COMMIT (or auto-commit off with work done). */
    IN_TRANSACTION,
    /** An error happened inside the block: everything fails with 25P02 until ROLLBACK. */
    FAILED
}
