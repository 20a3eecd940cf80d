package org.lanin.engine.access;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.RowHandOff;

/**
 * A wait for the transaction that is changing or locking a row we want to change or lock, in
 * line for the row ({@link RowHandOff}): when the holder ends it stamps the row's newest version
 * with our lock, so its own session's next transaction cannot take the row first. What UPDATE,
 * DELETE and SELECT FOR UPDATE do on BEING_MODIFIED. Not thread-safe; one per modifying operator.
 */
final class RowWait {
    private final HeapTable heap;
    private final ExecContext ctx;
    /** The version passed on to us by the last wait and not yet used, or -1. */
    private long granted = -1;
    private long grantedXid;

    RowWait(HeapTable heap, ExecContext ctx) {
        this.heap = heap;
        this.ctx = ctx;
    }

    /** Waits for {@code t}'s xmax to end; on any failure nothing stays locked on our behalf. */
    void await(HeapTuple t) {
        RowHandOff handOff = new RowHandOff(ctx.transaction(), new RowKey(heap, t.tid()), heap.handOff(t.tid()));
        boolean done = false;
        try {
            ctx.transactionManager().waitFor(ctx.transaction(), t.xmax(), ctx.lockTimeoutMillis(), ctx::isCanceled,
                    handOff);
            done = true;
        } finally {
            long tid = handOff.close();
            if (tid >= 0) {
                granted = tid;
                grantedXid = ctx.transaction().currentXid();
                if (!done) {
                    releaseUnused();
                }
            }
        }
    }

    /**
     * The row was left alone after all (it no longer qualifies, or was deleted): gives back a lock
     * the holder passed on to us, so it does not outlive the statement that never used it.
     */
    void releaseUnused() {
        if (granted >= 0) {
            heap.releaseHandOff(granted, grantedXid);
            granted = -1;
        }
    }

    /** The row was changed or locked as asked: a lock passed on to us is now our own. */
    void used() {
        granted = -1;
    }

    private record RowKey(HeapTable heap, long tid) {
    }
}
