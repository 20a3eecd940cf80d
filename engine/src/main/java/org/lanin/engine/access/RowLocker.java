package org.lanin.engine.access;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * SELECT ... FOR UPDATE/SHARE: locks each row the scan returns, waiting for (or, with NOWAIT,
 * failing on, or with SKIP LOCKED, skipping) rows another transaction is changing, and
 * following committed updates like UPDATE does. FOR SHARE locks like FOR UPDATE (no shared
 * row locks yet); both wait for FOREIGN KEY checks holding a key share of the row ({@link KeyShare}), except
 * under NOWAIT and SKIP LOCKED, which ignore key shares.
 */
public final class RowLocker {
    /** What to do when another transaction holds the row. */
    public enum WaitPolicy { WAIT, NOWAIT, SKIP_LOCKED }

    private final TableDef table;
    private final ExecContext ctx;
    private final WaitPolicy policy;
    private final RowWait rowWait;

    public RowLocker(TableDef table, ExecContext ctx, WaitPolicy policy) {
        this.table = table;
        this.ctx = ctx;
        this.policy = policy;
        this.rowWait = new RowWait(table.heap(), ctx);
    }

    /** Locks the row; returns its newest version's values, or null when the row is to be left out. */
    public Object[] lock(HeapTuple found, RowExpr recheck) {
        Object[] row = lockNewest(found, recheck);
        if (row == null) {
            rowWait.releaseUnused();
        } else {
            rowWait.used();
        }
        return row;
    }

    private Object[] lockNewest(HeapTuple found, RowExpr recheck) {
        HeapTuple t = found;
        while (true) {
            switch (table.heap().lock(t, ctx.transaction())) {
                case OK:
                    Object[] row = Rows.widen(t, table);
                    if (policy == WaitPolicy.WAIT) { // FOR UPDATE conflicts with FOR KEY SHARE
                        KeyShare.awaitHolders(table, row, null, ctx);
                    }
                    return row;
                case SELF_MODIFIED:
                    return Rows.widen(t, table);
                case INVISIBLE:
                    return null;
                case BEING_MODIFIED:
                    if (policy == WaitPolicy.SKIP_LOCKED) {
                        return null;
                    }
                    if (policy == WaitPolicy.NOWAIT) {
                        throw LaninException.of(EngineMsg.ROW_LOCK_NOT_AVAILABLE, table.name());
                    }
                    rowWait.await(t);
                    if (table.heap().fetch(t.tid()) != t) { // pruned meanwhile: its updater committed
                        t = UpdateChain.successor(t, table, recheck, ctx);
                        if (t == null) {
                            return null;
                        }
                    }
                    continue;
                case UPDATED:
                    t = UpdateChain.successor(t, table, recheck, ctx);
                    if (t == null) {
                        return null;
                    }
                    continue;
                default:
                    throw new IllegalStateException();
            }
        }
    }
}
