package org.lanin.engine.access;

import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * Which row versions a FOREIGN KEY check counts, PostgreSQL's RI rule: the latest committed
 * state plus every write of our own transaction, this statement's included (ri_triggers.c runs
 * its queries with a fresh snapshot after CommandCounterIncrement). Under REPEATABLE READ a
 * version that counts now but was committed after our snapshot is a serialization failure
 * (PostgreSQL's crosscheck snapshot), never silently used.
 */
final class RiVisibility {
    /** What a version is for a check. */
    enum State { LIVE, DEAD, INSERT_IN_PROGRESS, DELETE_IN_PROGRESS }

    private RiVisibility() {
    }

    static State of(HeapTuple t, ExecContext ctx) {
        Transaction me = ctx.transaction();
        TransactionManager tm = ctx.transactionManager();
        long xmin = t.xmin();
        if (!me.isOwnXid(xmin)) {
            XidStatus inserter = tm.status(xmin);
            if (inserter == XidStatus.ABORTED) {
                return State.DEAD;
            }
            if (inserter == XidStatus.IN_PROGRESS) {
                return State.INSERT_IN_PROGRESS;
            }
        }
        long xmax = t.xmax();
        boolean lockOnly = t.xmaxIsLockOnly();
        if (t.xmax() != xmax) {
            return of(t, ctx); // changed under us: read again
        }
        if (xmax == Xids.INVALID || lockOnly) {
            return State.LIVE;
        }
        if (me.isOwnXid(xmax)) {
            return State.DEAD;
        }
        return switch (tm.status(xmax)) {
            case COMMITTED -> State.DEAD;
            case IN_PROGRESS -> State.DELETE_IN_PROGRESS;
            default -> State.LIVE;
        };
    }

    /** True when the version was committed by a transaction our REPEATABLE READ snapshot does not see. */
    static boolean newerThanSnapshot(HeapTuple t, ExecContext ctx) {
        return ctx.transaction().isolation().usesTransactionSnapshot() && !ctx.transaction().isOwnXid(t.xmin())
                && ctx.snapshot().isInProgress(t.xmin());
    }

    /** 40001 for a version {@link #newerThanSnapshot} would have us use. */
    static void crosscheck(HeapTuple t, ExecContext ctx) {
        if (newerThanSnapshot(t, ctx)) {
            throw LaninException.of(EngineMsg.SERIALIZATION_FAILURE);
        }
    }
}
