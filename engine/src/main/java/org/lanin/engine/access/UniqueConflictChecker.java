package org.lanin.engine.access;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.index.btree.UniqueChecker;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * PostgreSQL's _bt_check_unique decision for one equal-key entry, judged with a "dirty"
 * view: a version whose inserter or deleter is still running makes us wait for it; a version
 * that is live (or ours) conflicts; aborted inserts and committed deletes do not.
 */
final class UniqueConflictChecker implements UniqueChecker {
    private final TableDef table;
    private final ExecContext ctx;
    private final long ownTid;

    UniqueConflictChecker(TableDef table, ExecContext ctx, long ownTid) {
        this.table = table;
        this.ctx = ctx;
        this.ownTid = ownTid;
    }

    @Override
    public long check(long existingTid) {
        if (existingTid == ownTid) {
            return NO_CONFLICT;
        }
        HeapTuple t = table.heap().fetch(existingTid);
        if (t == null) {
            return NO_CONFLICT;
        }
        Transaction tx = ctx.transaction();
        TransactionManager tm = ctx.transactionManager();
        long xmin = t.xmin();
        if (!tx.isOwnXid(xmin)) {
            XidStatus s = tm.status(xmin);
            if (s == XidStatus.ABORTED) {
                return NO_CONFLICT;
            }
            if (s == XidStatus.IN_PROGRESS) {
                return xmin;
            }
        }
        long xmax = t.xmax();
        if (xmax == Xids.INVALID || t.xmaxIsLockOnly()) {
            return CONFLICT;
        }
        if (tx.isOwnXid(xmax)) {
            return NO_CONFLICT;
        }
        return switch (tm.status(xmax)) {
            case ABORTED -> CONFLICT;
            case IN_PROGRESS -> xmax;
            case COMMITTED -> NO_CONFLICT;
        };
    }

    @Override
    public void waitFor(long xid) {
        ctx.transactionManager().waitFor(ctx.transaction(), xid, ctx.lockTimeoutMillis(), ctx::isCanceled);
    }
}
