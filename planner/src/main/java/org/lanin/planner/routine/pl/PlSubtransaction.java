package org.lanin.planner.routine.pl;

import java.util.concurrent.atomic.AtomicLong;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.txn.Transaction;

/**
 * The subtransaction around a block with EXCEPTION handlers (PostgreSQL's rule: a handled error
 * undoes the block's writes): an internal savepoint of the calling transaction.
 */
final class PlSubtransaction {
    private static final AtomicLong IDS = new AtomicLong();
    private final Transaction tx;
    private final String name;

    private PlSubtransaction(Transaction tx, String name) {
        this.tx = tx;
        this.name = name;
    }

    static PlSubtransaction begin(ExecContext ctx) {
        if (ctx.transaction().xid() < 0) {
            return new PlSubtransaction(null, null); // a virtual (read-only) transaction: nothing to undo
        }
        String name = "\u0000plpgsql_" + IDS.incrementAndGet(); // no SQL name can collide with it
        ctx.transaction().savepoint(name);
        return new PlSubtransaction(ctx.transaction(), name);
    }

    void release() {
        if (tx == null) {
            return;
        }
        tx.releaseSavepoint(name);
    }

    void rollback() {
        if (tx == null) {
            return;
        }
        tx.rollbackToSavepoint(name);
        tx.releaseSavepoint(name);
    }
}
