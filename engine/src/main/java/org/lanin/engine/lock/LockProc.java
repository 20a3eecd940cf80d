package org.lanin.engine.lock;

import org.lanin.engine.error.EngineBug;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionLocks;

/**
 * One session's side of the lock manager (PostgreSQL's PGPROC and backend-local lock table, as
 * far as locks go): its pid for pg_locks, its fast-path slots, and the locks its current
 * transaction holds. Used by the session's thread; other threads touch only the fast-path slots
 * (under their monitor) and read {@link #currentTransaction()}.
 *
 * <p>Locks belong to the transaction that took them and are released when it ends, or earlier
 * when the savepoint level that took them rolls back ({@link TransactionLocks}).
 */
public final class LockProc implements TransactionLocks {
    private final LockManager manager;
    private final int pid;
    final FastPathSlots fastPath = new FastPathSlots();
    private final LocalLocks local = new LocalLocks();
    /** The transaction whose locks {@link #local} holds; owner thread only. */
    private Transaction current;
    /** {@link #current} for other threads (pg_locks, waits for lockers): a release store, no fence on the hot path. */
    @SuppressWarnings("unused") // written and read through SHOWN
    private volatile Transaction shown;
    private static final java.lang.invoke.VarHandle SHOWN;

    static {
        try {
            SHOWN = java.lang.invoke.MethodHandles.lookup().findVarHandle(LockProc.class, "shown", Transaction.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    LockProc(LockManager manager, int pid) {
        this.manager = manager;
        this.pid = pid;
    }

    /** pg_locks.pid and pg_backend_pid() of the session. */
    public int pid() {
        return pid;
    }

    /** The transaction whose locks this session holds now, or null. */
    public Transaction currentTransaction() {
        return (Transaction) SHOWN.getAcquire(this);
    }

    /**
     * Takes {@code mode} on {@code rel} for {@code tx}, waiting as {@code wait} allows. Returns
     * false when the transaction held it already (nothing changed), true when it is new.
     */
    public boolean acquire(Transaction tx, RelationLock rel, LockMode mode, LockWait wait) {
        bind(tx);
        LocalLock held = local.find(rel);
        if (held != null && (held.mask & mode.bit()) != 0) {
            return false;
        }
        boolean fast = mode.fastPathEligible() && fastPath.tryGrant(tx, rel, mode.bit());
        if (!fast) {
            manager.acquireShared(this, tx, rel, mode, wait);
        }
        if (held == null) {
            held = local.add(rel);
        }
        held.add(mode, fast, tx.subtransactionLevel());
        return true;
    }

    /** Makes {@code tx} this session's current transaction before it takes a lock (pg_locks shows its waits). */
    public void attach(Transaction tx) {
        bind(tx);
    }

    /** Gives back one mode before the transaction ends (a statement that must re-plan drops what it took). */
    public void release(Transaction tx, RelationLock rel, LockMode mode) {
        LocalLock held = local.find(rel);
        if (tx != current || held == null || (held.mask & mode.bit()) == 0) {
            return;
        }
        releaseModes(tx, held, mode.bit());
        if (held.mask == 0) {
            local.removeEmpty();
        }
    }

    /** True when the current transaction holds {@code mode} on {@code rel}. */
    public boolean holds(RelationLock rel, LockMode mode) {
        LocalLock held = local.find(rel);
        return held != null && (held.mask & mode.bit()) != 0;
    }

    @Override
    public void subtransactionsAborted(Transaction tx, int fromLevel) {
        if (tx != current) {
            return;
        }
        for (int i = 0; i < local.size(); i++) {
            LocalLock held = local.get(i);
            int bits = held.ownedFrom(fromLevel);
            if (bits != 0) {
                releaseModes(tx, held, bits);
            }
        }
        local.removeEmpty();
    }

    @Override
    public void subtransactionsCommitted(Transaction tx, int fromLevel) {
        if (tx == current) {
            for (int i = 0; i < local.size(); i++) {
                local.get(i).promote(fromLevel);
            }
        }
    }

    @Override
    public void transactionEnded(Transaction tx) {
        manager.advisory().transactionEnded(this);
        if (tx != current) {
            return;
        }
        if (!local.isEmpty()) {
            releaseAll(tx);
        }
        current = null;
        SHOWN.setRelease(this, (Transaction) null);
    }

    /** Unregisters the session (it closed); its transaction, if any, has ended. */
    public void close() {
        manager.advisory().sessionClosed(this);
        manager.unregister(this);
    }

    private void bind(Transaction tx) {
        if (tx == current) {
            return;
        }
        if (!local.isEmpty()) {
            throw new EngineBug("session " + pid + " still holds locks of " + current + " when " + tx + " takes one");
        }
        tx.attachLocks(this);
        current = tx;
        SHOWN.setRelease(this, tx);
    }

    /** Every lock of the ending transaction: fast-path slots under one monitor entry, then the shared table. */
    private void releaseAll(Transaction tx) {
        synchronized (fastPath) {
            for (int i = 0; i < local.size(); i++) {
                LocalLock held = local.get(i);
                if (held.fastMask != 0) {
                    held.mask &= ~fastPath.ungrant(held.rel, held.fastMask);
                }
            }
        }
        for (int i = 0; i < local.size(); i++) {
            LocalLock held = local.get(i);
            if (held.mask != 0) {
                releaseShared(tx, held.rel, held.mask);
            }
        }
        local.clear();
    }

    private void releaseModes(Transaction tx, LocalLock held, int bits) {
        int shared = bits;
        int fast = bits & held.fastMask;
        if (fast != 0) {
            synchronized (fastPath) {
                shared &= ~fastPath.ungrant(held.rel, fast);
            }
        }
        if (shared != 0) {
            releaseShared(tx, held.rel, shared);
        }
        held.remove(bits);
    }

    /** Releases modes from the shared table, then drops this transaction's strong requests from the count. */
    private void releaseShared(Transaction tx, RelationLock rel, int bits) {
        rel.release(tx, bits);
        for (int b = bits; b != 0; b &= b - 1) {
            if (LockMode.ofBit(Integer.lowestOneBit(b)).strong()) {
                rel.strongRequests.decrementAndGet();
            }
        }
    }

    /** pg_locks rows of this session's fast-path locks. */
    void status(LockManager.StatusSink sink) {
        fastPath.status(this, sink);
    }

    @Override
    public String toString() {
        return "LockProc[" + pid + "]";
    }
}
