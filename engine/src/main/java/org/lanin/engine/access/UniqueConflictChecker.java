package org.lanin.engine.access;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.IndexEntryVersions;
import org.lanin.engine.index.btree.UniqueChecker;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Visibility;

/**
 * Adapts the transaction layer's unique-check rule ({@link Visibility#uniqueCheck}) to the
 * B-tree's {@link UniqueChecker}: the entry being inserted never conflicts with itself, and
 * waits honour the statement's lock timeout and cancellation. An existing entry stands for a HOT
 * chain; each of its versions is judged as an entry of its own was before HOT (the first that
 * conflicts or must be waited for decides).
 */
final class UniqueConflictChecker implements UniqueChecker {
    private final TableDef table;
    private final ExecContext ctx;
    private final long ownTid;
    private final Object[] key;
    private final IndexDef index;
    private final IndexEntryVersions versions;

    UniqueConflictChecker(TableDef table, ExecContext ctx, long ownTid) {
        this(table, null, ctx, ownTid, null);
    }

    /** {@code index} and {@code key}: the key being inserted, to skip versions of another key (hotRecheck). */
    UniqueConflictChecker(TableDef table, IndexDef index, ExecContext ctx, long ownTid, Object[] key) {
        this.table = table;
        this.ctx = ctx;
        this.ownTid = ownTid;
        this.key = key;
        this.index = index;
        this.versions = new IndexEntryVersions(table, index, ctx);
    }

    @Override
    public long check(long existingTid) {
        if (existingTid == ownTid) {
            return NO_CONFLICT;
        }
        var tm = ctx.transactionManager();
        while (true) {
            versions.load(existingTid, key);
            for (int i = 0; i < versions.size(); i++) {
                HeapTuple t = versions.get(i);
                long verdict = Visibility.uniqueCheck(t, ctx.transaction(), tm);
                if (verdict == CONFLICT && ownVersionsDead()) {
                    return NO_CONFLICT; // a validation's version, deleted since (Visibility.isDeadForUniqueCheck)
                }
                if (verdict != NO_CONFLICT) {
                    return verdict;
                }
            }
            if (versions.chainGrew()) {
                continue; // the newest version judged deleted has a successor the load did not reach
            }
            if (ctx.settings().killIndexTuples() && versions.deadToAll(tm.recentXminHorizon())) {
                return DEAD_TO_ALL;
            }
            return NO_CONFLICT;
        }
    }

    /** Every version of the entry being inserted (its HOT chain, this key) is dead by now. */
    private boolean ownVersionsDead() {
        IndexEntryVersions own = new IndexEntryVersions(table, index, ctx);
        own.load(ownTid, key);
        for (int i = 0; i < own.size(); i++) {
            if (!Visibility.isDeadForUniqueCheck(own.get(i), ctx.transaction(), ctx.transactionManager())) {
                return false;
            }
        }
        return own.size() > 0;
    }

    @Override
    public void waitFor(long xid) {
        ctx.transactionManager().waitFor(ctx.transaction(), xid, ctx.lockTimeoutMillis(), ctx::isCanceled);
    }
}
