package org.lanin.engine.txn;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * Who waits for whom, for every kind of wait: row locks (a transaction's end), key-share
 * holders, and table-level locks ({@code org.lanin.engine.lock}). One detector for all of them,
 * so a cycle through a table lock and a row lock is found like any other. Each waiting
 * transaction has one entry ({@link Wait}); a row wait names one holder, a table-lock wait
 * names every transaction whose granted lock or earlier queued request blocks it (PostgreSQL's
 * hard and soft edges), computed when the graph is walked.
 *
 * <p>Adding an entry first walks every path from the transactions it waits for; if one leads
 * back to the waiter, the waiter is the deadlock victim (PostgreSQL picks the process whose
 * check finds the cycle, too; we check at once instead of after deadlock_timeout). Check-and-add
 * is one {@code synchronized} step, so two transactions closing the same cycle at the same
 * moment cannot both miss it, nor both be chosen: the second to add sees the first's entry.
 * Only transactions about to sleep take this monitor; removal does not. A {@link Wait} may take
 * its lock's monitor while the graph's is held (graph first), never the other way round.
 */
public final class WaitForGraph {
    /** Bounds the walk; a graph this large means a bug, not a workload. */
    private static final int MAX_NODES = 100_000;

    /** What a transaction waits for; {@link #blockers()} is empty once the wait is about to end. */
    public interface Wait {
        /** The transactions the waiter waits for right now. */
        Collection<Transaction> blockers();

        /** "ShareLock on transaction 812" or "AccessExclusiveLock on relation 16390": for the deadlock message. */
        String describe();

        /** The transaction id waited for by a row-lock wait (pg_locks' transactionid); 0 for other waits. */
        default long waitedXid() {
            return 0;
        }

        /** The transaction waited for by a wait on a whole transaction (pg_locks' virtualxid); null for other waits. */
        default Transaction waitedTransaction() {
            return null;
        }
    }

    /** A wait on another transaction's end; with {@code stillWaiting}, also only while that says true. */
    private record RowWait(TransactionManager tm, Transaction holder, long xid, BooleanSupplier stillWaiting)
            implements Wait {
        @Override
        public Collection<Transaction> blockers() {
            if (tm.status(xid) != XidStatus.IN_PROGRESS
                    || stillWaiting != null && !stillWaiting.getAsBoolean()) {
                return List.of(); // the wait ends, or its waiter is about to wake up
            }
            return List.of(holder);
        }

        @Override
        public String describe() {
            return "ShareLock on transaction " + xid;
        }

        @Override
        public long waitedXid() {
            return xid;
        }
    }

    private final ConcurrentHashMap<Transaction, Wait> edges = new ConcurrentHashMap<>();

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
        addWait(waiter, new RowWait(tm, holder, xid, stillWaiting));
    }

    /**
     * Records that {@code waiter} is about to sleep on {@code wait}, or throws 40P01 (the waiter is
     * the victim) when one of the transactions it waits for waits, directly or through others,
     * for it.
     */
    public synchronized void addWait(Transaction waiter, Wait wait) {
        Transaction closing = findCycle(waiter, wait);
        if (closing != null) {
            Wait theirs = edges.get(closing);
            throw LaninException.of(EngineMsg.DEADLOCK, waiter.xid(), wait.describe(), closing.xid(),
                    closing.xid(), theirs == null ? "?" : theirs.describe(), waiter.xid());
        }
        edges.put(waiter, wait);
    }

    /** Ends {@code waiter}'s wait (granted, timed out, canceled or failed). */
    public void remove(Transaction waiter) {
        edges.remove(waiter);
    }

    /** The transactions waiting now and what for (pg_locks): a weakly consistent copy. */
    public java.util.Map<Transaction, Wait> waitsNow() {
        return java.util.Map.copyOf(edges);
    }

    /**
     * Depth-first over the waits-for edges from what {@code waiter} would wait for; returns the
     * transaction whose wait leads straight back to {@code waiter}, or null.
     */
    private Transaction findCycle(Transaction waiter, Wait wait) {
        Set<Transaction> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Transaction> todo = new ArrayDeque<>(wait.blockers());
        seen.addAll(todo);
        if (seen.contains(waiter)) {
            return waiter; // waiting on itself through a lock it holds: cannot happen, but never sleep on it
        }
        while (!todo.isEmpty() && seen.size() < MAX_NODES) {
            Transaction t = todo.pop();
            Wait next = edges.get(t);
            if (next == null) {
                continue; // running, not waiting: the path ends
            }
            for (Transaction b : next.blockers()) {
                if (b == waiter) {
                    return t;
                }
                if (seen.add(b)) {
                    todo.push(b);
                }
            }
        }
        return null;
    }
}
