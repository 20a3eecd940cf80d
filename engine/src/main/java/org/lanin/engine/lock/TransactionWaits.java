package org.lanin.engine.lock;

import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.WaitForGraph;

/**
 * Waiting for whole transactions to end, as CREATE and DROP INDEX CONCURRENTLY do: for those that
 * hold a conflicting lock on a relation now (PostgreSQL's WaitForLockers) and for those whose
 * snapshot is older than a limit (WaitForOlderSnapshots). Transactions that take such a lock
 * later are not waited for: they take it after the caller's catalog change, so they see it.
 * Each wait is an entry of the waits-for graph (pg_locks shows it as a virtualxid ShareLock not
 * granted) and honours lock_timeout, cancel and statement_timeout.
 */
public final class TransactionWaits {
    private final LockManager locks;
    private final TransactionManager transactions;

    TransactionWaits(LockManager locks, TransactionManager transactions) {
        this.locks = locks;
        this.transactions = transactions;
    }

    /** The transactions other than {@code self} holding a mode on {@code rel} that conflicts with {@code mode}. */
    public Collection<Transaction> lockers(RelationLock rel, LockMode mode, Transaction self) {
        Set<Transaction> out = Collections.newSetFromMap(new IdentityHashMap<>());
        if (mode.strong()) {
            for (LockProc p : locks.procs()) {
                Transaction t = p.fastPath.holderOf(rel, mode.conflictMask());
                if (t != null) {
                    out.add(t);
                }
            }
        }
        rel.addConflictingHolders(mode, out);
        out.remove(self);
        return out;
    }

    /** WaitForLockers: until every transaction that holds a lock on {@code rel} conflicting with {@code mode} now has ended. */
    public void waitForLockers(Transaction self, RelationLock rel, LockMode mode, LockWait wait) {
        waitForAll(self, lockers(rel, mode, self), wait);
    }

    /** WaitForOlderSnapshots: until every other transaction whose snapshot xmin is at or below {@code limitXmin} has ended. */
    public void waitForOlderSnapshots(Transaction self, long limitXmin, LockWait wait) {
        waitForAll(self, transactions.withSnapshotXminAtOrBefore(limitXmin, self), wait);
    }

    /** Until {@code other} has ended (a statement that missed a table waits for the transaction that dropped it). */
    public void waitForEnd(Transaction self, Transaction other, LockWait wait) {
        waitForAll(self, List.of(other), wait);
    }

    private void waitForAll(Transaction self, Collection<Transaction> holders, LockWait wait) {
        long deadline = wait.lockTimeoutMillis() > 0
                ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(wait.lockTimeoutMillis()) : 0;
        for (Transaction holder : holders) {
            if (!holder.isFinished()) {
                waitFor(self, holder, wait, deadline);
            }
        }
    }

    private void waitFor(Transaction self, Transaction holder, LockWait wait, long deadline) {
        WaitForGraph graph = transactions.waits();
        graph.addWait(self, new EndWait(holder));
        try {
            while (!holder.isFinished()) {
                wait.interrupts().run();
                long slice = TimeUnit.MILLISECONDS.toNanos(LockWait.SLICE_MILLIS);
                if (deadline != 0) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw LaninException.of(EngineMsg.LOCK_TIMEOUT);
                    }
                    slice = Math.min(slice, left);
                }
                try {
                    holder.awaitEnd(slice);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw LaninException.of(EngineMsg.QUERY_CANCELED);
                }
            }
        } finally {
            graph.remove(self);
        }
    }

    /** A wait for {@code holder}'s end (PostgreSQL's VirtualXactLock: ShareLock on its virtualxid). */
    private record EndWait(Transaction holder) implements WaitForGraph.Wait {
        @Override
        public Collection<Transaction> blockers() {
            return holder.isFinished() ? List.of() : List.of(holder);
        }

        @Override
        public String describe() {
            return "ShareLock on virtual transaction " + holder.xid();
        }

        @Override
        public Transaction waitedTransaction() {
            return holder;
        }
    }
}
