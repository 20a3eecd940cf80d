package org.lanin.planner.session;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Transaction;
import org.lanin.planner.PlannerMsg;

/**
 * SAVEPOINT, ROLLBACK TO SAVEPOINT and RELEASE SAVEPOINT as a session runs them: the transaction
 * keeps the savepoint stack, and each part of the session that keeps state per savepoint is told
 * (the DDL undo log, deferred constraints, portals and cursors). ROLLBACK TO ends an aborted
 * block's abort, as PostgreSQL's does; outside a block the commands are 25P01.
 */
final class Savepoints {
    private Savepoints() {
    }

    static void set(SessionImpl s, String name) {
        s.checkOpen();
        if (s.failed()) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        if (s.transaction() == null) {
            if (s.autoCommit() && !s.explicitBlock()) {
                throw LaninException.of(PlannerMsg.NO_TRANSACTION_FOR_SAVEPOINT, "SAVEPOINT");
            }
            s.startPendingTransaction();
        }
        Transaction tx = s.transaction();
        tx.savepoint(name);
        s.ddlUndo().mark(name);
        s.constraints().savepointSet(tx.savepointNames().size());
    }

    static void rollbackTo(SessionImpl s, String name) {
        Transaction tx = transaction(s, "ROLLBACK TO SAVEPOINT");
        int index = tx.savepointNames().lastIndexOf(name);
        if (index >= 0) {
            s.portals().rollingBackTo(tx, index, !s.failed());
        }
        s.ddlUndo().undoTo(name); // before the savepoint's locks go: nobody sees the catalog half undone
        s.constraints().rolledBackTo(index);
        tx.rollbackToSavepoint(name);
        s.recovered();
    }

    static void release(SessionImpl s, String name) {
        Transaction tx = transaction(s, "RELEASE SAVEPOINT");
        if (s.failed()) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        int index = tx.savepointNames().lastIndexOf(name);
        tx.releaseSavepoint(name);
        s.constraints().released(index);
        s.portals().released(tx, index);
    }

    /** The transaction a savepoint command acts in (a BEGIN's pending one started now); 25P01 outside one. */
    private static Transaction transaction(SessionImpl s, String command) {
        s.checkOpen();
        if (s.transaction() == null && s.explicitBlock()) {
            s.startPendingTransaction();
        }
        if (s.transaction() == null) {
            throw LaninException.of(PlannerMsg.NO_TRANSACTION_FOR_SAVEPOINT, command);
        }
        return s.transaction();
    }
}
