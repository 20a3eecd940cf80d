package org.lanin.engine.txn;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * Who waits for whom: one edge per waiting top-level transaction (a transaction waits for at
 * most one other at a time). Adding an edge first walks the chain from the holder; if it
 * leads back to the waiter, the waiter is the deadlock victim (PostgreSQL picks the process
 * whose check finds the cycle, too; we check at once instead of after deadlock_timeout).
 *
 * <p>Check-and-add is one {@code synchronized} step so two transactions closing the same
 * cycle at the same moment cannot both miss it, nor both be chosen. Only transactions about
 * to sleep take this monitor; removal does not.
 */
final class WaitForGraph {
    /** Bounds the walk; a chain this long means a bug, not a workload. */
    private static final int MAX_CHAIN = 100_000;

    /** {@code stillWaiting} null: the wait lasts while {@code xid} runs; else also only while it says true. */
    private record Edge(Transaction holder, long xid, BooleanSupplier stillWaiting) {
    }

    private final ConcurrentHashMap<Transaction, Edge> edges = new ConcurrentHashMap<>();

    /** Records {@code waiter -> holder} (waiting on {@code xid}) or throws 40P01 if it would close a cycle. */
    synchronized void add(Transaction waiter, Transaction holder, long xid, TransactionManager tm) {
        add(waiter, holder, xid, tm, null);
    }

    /**
     * As {@link #add(Transaction, Transaction, long, TransactionManager)}, for a wait that also
     * ends when {@code stillWaiting} turns false (a key-share holder that unregistered): such an
     * edge is not followed once it is false, since its waiter is about to go on.
     */
    synchronized void add(Transaction waiter, Transaction holder, long xid, TransactionManager tm,
            BooleanSupplier stillWaiting) {
        Transaction current = holder;
        for (int steps = 0; steps < MAX_CHAIN; steps++) {
            Edge edge = edges.get(current);
            if (edge == null || tm.status(edge.xid()) != XidStatus.IN_PROGRESS
                    || edge.stillWaiting() != null && !edge.stillWaiting().getAsBoolean()) {
                break; // the chain ends, or its last waiter is about to wake up
            }
            if (edge.holder() == waiter) {
                throw LaninException.of(EngineMsg.DEADLOCK, waiter.xid(), xid, holder.xid());
            }
            current = edge.holder();
        }
        edges.put(waiter, new Edge(holder, xid, stillWaiting));
    }

    void remove(Transaction waiter) {
        edges.remove(waiter);
    }
}
