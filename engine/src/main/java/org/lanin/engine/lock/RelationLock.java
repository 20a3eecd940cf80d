package org.lanin.engine.lock;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.WaitForGraph;

/**
 * The shared lock state of one relation: PostgreSQL's LOCK object with its PROCLOCKs (who holds
 * which modes, who waits in which order) and the relation's strong-lock counter
 * (FastPathStrongRelationLocks, one per relation here instead of per hash partition).
 *
 * <p>Grant rules (lock.c's LockAcquire, proc.c's ProcSleep and ProcLockWakeup): a request is
 * granted at once when it conflicts neither with modes other transactions hold nor with any
 * waiting request; else it queues at the end, except that a transaction already holding modes
 * that block a waiter queues ahead of that waiter (and is granted at once if nothing before that
 * point blocks it). A release grants waiters front to back, each unless it conflicts with the
 * holders or with an earlier waiter that stays. Holders that took their lock through the fast
 * path appear here only once a strong request has moved them in ({@link #transferIn}).
 *
 * <p>Everything but {@link #strongRequests} and {@link #name} is guarded by this object's
 * monitor, which is a leaf except for {@link WaitForGraph#addWait} walking into it (graph
 * first) and fast-path transfers calling {@link #transferIn} (slots first).
 */
public final class RelationLock {
    private final long oid;
    private volatile String name;
    /** Strong requests (SHARE and up) granted or waiting: while positive, weak modes skip the fast path. */
    final AtomicInteger strongRequests = new AtomicInteger();
    private final HashMap<Transaction, Holder> holders = new HashMap<>(4);
    private final ArrayList<LockRequest> waiters = new ArrayList<>(2);

    /** One transaction's granted modes (PostgreSQL's PROCLOCK holdMask). */
    private static final class Holder {
        final LockProc proc;
        int mask;

        Holder(LockProc proc) {
            this.proc = proc;
        }
    }

    RelationLock(long oid, String name) {
        this.oid = oid;
        this.name = name;
    }

    public long oid() {
        return oid;
    }

    /** The relation's name when last resolved (for messages; names can change, oids cannot). */
    public String name() {
        return name;
    }

    void rename(String newName) {
        if (newName != null && !newName.equals(name)) {
            name = newName;
        }
    }

    /**
     * Grants {@code mode} at once (returns null) or queues a request for it (returned, to be
     * awaited). Throws 55P03 when {@code noWait} and it would queue, 40P01 when it would have to
     * queue ahead of a waiter that holds a mode blocking it (a two-party deadlock, as ProcSleep).
     */
    synchronized LockRequest grantOrQueue(Transaction tx, LockProc proc, LockMode mode, boolean noWait) {
        int myHeld = heldBy(tx);
        if ((myHeld & mode.bit()) != 0) {
            return null; // moved here from our own fast path, or taken by an earlier failed attempt
        }
        int conflicts = mode.conflictMask();
        if ((conflicts & waitMask()) == 0 && !conflictsWithGranted(tx, conflicts)) {
            grant(tx, proc, mode.bit());
            return null;
        }
        if (noWait) {
            throw LaninException.of(LockMsg.RELATION_LOCK_NOT_AVAILABLE, name);
        }
        int insertAt = waiters.size();
        if (myHeld != 0) {
            int ahead = 0;
            for (int i = 0; i < waiters.size(); i++) {
                LockRequest w = waiters.get(i);
                if ((w.mode.conflictMask() & myHeld) != 0) {
                    if ((conflicts & heldBy(w.tx)) != 0) {
                        throw deadlock(tx, mode, w);
                    }
                    if ((conflicts & ahead) == 0 && !conflictsWithGranted(tx, conflicts)) {
                        grant(tx, proc, mode.bit());
                        return null;
                    }
                    insertAt = i;
                    break;
                }
                ahead |= w.mode.bit();
            }
        }
        LockRequest r = new LockRequest(tx, proc, mode);
        waiters.add(insertAt, r);
        return r;
    }

    /**
     * Sleeps until {@code r} is granted: first enters the waits-for graph (40P01 if that closes a
     * cycle), then waits on this monitor in slices, checking cancel, statement_timeout (57014) and
     * lock_timeout (55P03). On any failure the request leaves the queue; a grant that raced with
     * the failure is given back.
     */
    void await(LockRequest r, LockWait wait, WaitForGraph graph) {
        try {
            graph.addWait(r.tx, new TableWait(this, r));
            try {
                sleepUntilGranted(r, wait);
            } finally {
                graph.remove(r.tx);
            }
        } catch (RuntimeException | Error e) {
            withdraw(r);
            throw e;
        }
    }

    private synchronized void sleepUntilGranted(LockRequest r, LockWait wait) {
        long deadline = wait.lockTimeoutMillis() > 0
                ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(wait.lockTimeoutMillis()) : 0;
        while (!r.granted) {
            wait.interrupts().run();
            long sliceNanos = TimeUnit.MILLISECONDS.toNanos(LockWait.SLICE_MILLIS);
            if (deadline != 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw LaninException.of(EngineMsg.LOCK_TIMEOUT);
                }
                sliceNanos = Math.min(sliceNanos, left);
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, sliceNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw LaninException.of(EngineMsg.QUERY_CANCELED);
            }
        }
    }

    /** A failed wait: leave the queue (letting those behind move up), or give back a grant that raced in. */
    private synchronized void withdraw(LockRequest r) {
        if (r.granted) {
            release(r.tx, r.mode.bit());
        } else if (waiters.remove(r)) {
            wakeWaiters();
        }
    }

    /** Gives back modes {@code mask} of {@code tx} and grants whoever can go now. */
    synchronized void release(Transaction tx, int mask) {
        Holder h = holders.get(tx);
        if (h == null) {
            return;
        }
        h.mask &= ~mask;
        if (h.mask == 0) {
            holders.remove(tx);
        }
        wakeWaiters();
    }

    /** A fast-path holder moved in by a strong request: already granted, so no conflict check. */
    synchronized void transferIn(Transaction tx, LockProc proc, int mask) {
        grant(tx, proc, mask);
    }

    /** The transactions {@code r} waits for now: conflicting holders, then conflicting waiters ahead of it. */
    synchronized Collection<Transaction> blockers(LockRequest r) {
        if (r.granted) {
            return List.of();
        }
        int conflicts = r.mode.conflictMask();
        Set<Transaction> out = new LinkedHashSet<>();
        holders.forEach((tx, h) -> {
            if (tx != r.tx && (h.mask & conflicts) != 0) {
                out.add(tx);
            }
        });
        for (LockRequest w : waiters) {
            if (w == r) {
                break;
            }
            if (w.tx != r.tx && (w.mode.bit() & conflicts) != 0) {
                out.add(w.tx);
            }
        }
        return out;
    }

    /** Adds the transactions holding a mode that conflicts with {@code mode} in the shared table. */
    synchronized void addConflictingHolders(LockMode mode, java.util.Collection<Transaction> out) {
        holders.forEach((tx, h) -> {
            if ((h.mask & mode.conflictMask()) != 0) {
                out.add(tx);
            }
        });
    }

    /** pg_locks rows of the shared table: one per held mode, one per waiting request. */
    synchronized void status(LockManager.StatusSink sink) {
        holders.forEach((tx, h) -> {
            for (int bits = h.mask; bits != 0; bits &= bits - 1) {
                sink.relation(this, tx, h.proc, LockMode.ofBit(Integer.lowestOneBit(bits)), true, false, null);
            }
        });
        for (LockRequest w : waiters) {
            sink.relation(this, w.tx, w.proc, w.mode, false, false, w.waitStart);
        }
    }

    private void grant(Transaction tx, LockProc proc, int mask) {
        holders.computeIfAbsent(tx, t -> new Holder(proc)).mask |= mask;
    }

    private int heldBy(Transaction tx) {
        Holder h = holders.get(tx);
        return h == null ? 0 : h.mask;
    }

    private int waitMask() {
        int m = 0;
        for (LockRequest w : waiters) {
            m |= w.mode.bit();
        }
        return m;
    }

    private boolean conflictsWithGranted(Transaction tx, int conflicts) {
        for (var e : holders.entrySet()) {
            if (e.getKey() != tx && (e.getValue().mask & conflicts) != 0) {
                return true;
            }
        }
        return false;
    }

    /** ProcLockWakeup: front to back, grant each waiter that neither holders nor earlier stayers block. */
    private void wakeWaiters() {
        int ahead = 0;
        boolean any = false;
        for (Iterator<LockRequest> it = waiters.iterator(); it.hasNext(); ) {
            LockRequest w = it.next();
            int conflicts = w.mode.conflictMask();
            if ((conflicts & ahead) == 0 && !conflictsWithGranted(w.tx, conflicts)) {
                grant(w.tx, w.proc, w.mode.bit());
                w.granted = true;
                it.remove();
                any = true;
            } else {
                ahead |= w.mode.bit();
            }
        }
        if (any) {
            notifyAll();
        }
    }

    private LaninException deadlock(Transaction tx, LockMode mode, LockRequest other) {
        return LaninException.of(EngineMsg.DEADLOCK, tx.xid(), describe(mode), other.tx.xid(),
                other.tx.xid(), describe(other.mode), tx.xid());
    }

    String describe(LockMode mode) {
        return mode.pgName() + " on relation " + oid;
    }

    /** A waits-for graph entry for a queued request. */
    private record TableWait(RelationLock lock, LockRequest request) implements WaitForGraph.Wait {
        @Override
        public Collection<Transaction> blockers() {
            return lock.blockers(request);
        }

        @Override
        public String describe() {
            return lock.describe(request.mode);
        }
    }

    @Override
    public String toString() {
        return "RelationLock[" + oid + " " + name + "]";
    }
}
