package org.lanin.engine.access;

import java.util.function.UnaryOperator;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.HeapUpdateResult;

/**
 * UPDATE and DELETE of versions a scan found, with PostgreSQL's concurrency rules:
 * a version being changed by a running transaction makes us wait for it; a version a
 * committed transaction changed makes READ COMMITTED follow the update chain to the newest
 * version, re-check the WHERE clause on it and apply the change there (EvalPlanQual), while
 * REPEATABLE READ fails with 40001. Each change is reported to the statement's
 * {@link RiStatement} for FOREIGN KEY checks and actions.
 */
public final class TableModifier {
    private final TableWriter writer;
    private final ExecContext ctx;
    private final HeapTable heap;
    private final RowWait rowWait;

    public TableModifier(TableWriter writer, ExecContext ctx) {
        this.writer = writer;
        this.ctx = ctx;
        this.heap = writer.table().heap();
        this.rowWait = new RowWait(heap, ctx);
    }

    /** Deletes the row; returns the deleted row (for RETURNING) or null when it was skipped. */
    public Object[] delete(HeapTuple found, RowExpr recheck) {
        return modify(found, recheck, null);
    }

    /**
     * Replaces the row with {@code compute.apply(currentRow)}; returns the new row or null when
     * skipped. {@code compute} may run again on a newer version of the row.
     */
    public Object[] update(HeapTuple found, RowExpr recheck, UnaryOperator<Object[]> compute) {
        return modify(found, recheck, compute);
    }

    private Object[] modify(HeapTuple found, RowExpr recheck, UnaryOperator<Object[]> compute) {
        Object[] out = change(found, recheck, compute);
        if (out == null) {
            rowWait.releaseUnused();
        } else {
            rowWait.used();
        }
        return out;
    }

    private Object[] change(HeapTuple found, RowExpr recheck, UnaryOperator<Object[]> compute) {
        HeapTuple t = found;
        while (true) {
            Object[] oldRow = Rows.widen(t, writer.table());
            Object[] newRow = null;
            long[] newTid = new long[1];
            HeapUpdateResult r;
            boolean keysKept = false;
            boolean hotSafe = false;
            if (compute == null) {
                r = heap.delete(t, ctx.transaction());
            } else {
                newRow = compute.apply(oldRow);
                writer.validate(newRow);
                keysKept = KeyShare.keysKept(writer.table(), oldRow, newRow);
                hotSafe = HotUpdate.safe(writer.table(), oldRow, newRow);
                r = heap.update(t, newRow, ctx.transaction(), newTid, keysKept, hotSafe);
            }
            switch (r) {
                case OK:
                    org.lanin.engine.wal.Wal.logModify(ctx.transaction(), heap, t.tid(), newTid[0], newRow);
                    if (!keysKept) { // FOREIGN KEY checks holding a key that goes finish first
                        KeyShare.awaitHolders(writer.table(), oldRow, newRow, ctx);
                    }
                    RiStatement ri = ctx.ri();
                    if (compute == null) {
                        if (ri != null) {
                            ri.rowDeleted(writer.table(), oldRow);
                        }
                        return oldRow;
                    }
                    if (!hotSafe || !heap.isHeapOnly(newTid[0])) { // a HOT version shares its root's entries
                        writer.insertIndexEntries(newRow, newTid[0]);
                    }
                    if (ri != null) {
                        ri.rowUpdated(writer.table(), oldRow, newRow, newTid[0]);
                    }
                    return newRow;
                case SELF_MODIFIED:
                case INVISIBLE:
                    return null;
                case BEING_MODIFIED:
                    rowWait.await(t);
                    if (heap.fetch(t.tid()) != t) { // pruned meanwhile: its updater committed
                        t = UpdateChain.successor(t, writer.table(), recheck, ctx);
                        if (t == null) {
                            return null;
                        }
                    }
                    continue;
                case UPDATED:
                    t = UpdateChain.successor(t, writer.table(), recheck, ctx);
                    if (t == null) {
                        return null;
                    }
                    continue;
                default:
                    throw new IllegalStateException(r.name());
            }
        }
    }
}
