package org.lanin.engine.txn;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * Waiting on another transaction's end in short slices, so that a cancel (57014) and a
 * lock_timeout deadline (55P03) are noticed while blocked: row-lock waits and key-share waits.
 */
final class SlicedWait {
    private SlicedWait() {
    }

    /**
     * Blocks while {@code waiting} holds, waking at least every {@code sliceMillis} and when
     * {@code holder} ends.
     *
     * @param deadlineNanos {@link System#nanoTime()} to give up at with 55P03, or 0 for none
     */
    static void await(Transaction holder, BooleanSupplier waiting, long deadlineNanos, long sliceMillis,
                      BooleanSupplier canceled) {
        while (waiting.getAsBoolean()) {
            if (canceled != null && canceled.getAsBoolean()) {
                throw LaninException.of(EngineMsg.QUERY_CANCELED);
            }
            long sliceNanos = TimeUnit.MILLISECONDS.toNanos(sliceMillis);
            if (deadlineNanos != 0) {
                long left = deadlineNanos - System.nanoTime();
                if (left <= 0) {
                    throw LaninException.of(EngineMsg.LOCK_TIMEOUT);
                }
                sliceNanos = Math.min(sliceNanos, left);
            }
            try {
                holder.awaitFinished(sliceNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw LaninException.of(EngineMsg.QUERY_CANCELED);
            }
        }
    }
}
