package org.lanin.engine.access;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.index.btree.UniqueChecker;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Visibility;

/**
 * Adapts the transaction layer's unique-check rule ({@link Visibility#uniqueCheck}) to the
 * B-tree's {@link UniqueChecker}: the entry being inserted never conflicts with itself, and
 * waits honour the statement's lock timeout and cancellation.
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
        long verdict = Visibility.uniqueCheck(t, ctx.transaction(), ctx.transactionManager());
        if (verdict == NO_CONFLICT && ctx.settings().killIndexTuples()
                && Visibility.isDeadToAll(t, ctx.transactionManager(), ctx.transactionManager().recentXminHorizon())) {
            return DEAD_TO_ALL;
        }
        return verdict;
    }

    @Override
    public void waitFor(long xid) {
        ctx.transactionManager().waitFor(ctx.transaction(), xid, ctx.lockTimeoutMillis(), ctx::isCanceled);
    }
}
