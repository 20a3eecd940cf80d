package org.lanin.engine.lock;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.WaitForGraph;

/**
 * The table-level ("heavyweight") lock manager of one database: PostgreSQL's lock.c for
 * relation locks, with its fast path for weak modes. See README.md in this package.
 *
 * <p>Each relation has one {@link RelationLock} (found by oid, created on first use and kept:
 * oids are never reused, so a plan may hold on to it). Each session has one {@link LockProc}.
 * A weak request (ACCESS SHARE, ROW SHARE, ROW EXCLUSIVE) of a session is recorded in its own
 * fast-path slots as long as nobody holds or waits for a strong mode on the relation; that
 * takes one uncontended monitor and touches nothing shared. A strong request (SHARE and up)
 * first raises the relation's strong count and moves every session's fast-path entries for the
 * relation into the shared table, then queues like any other request. Waits are entries of
 * the database's one {@link WaitForGraph}, shared with row-lock waits.
 */
public final class LockManager {
    /** PostgreSQL's pids are per process; ours are per session, unique in the JVM. */
    private static final AtomicInteger PIDS = new AtomicInteger(1000);

    private final TransactionManager transactions;
    private final ConcurrentHashMap<Long, RelationLock> relations = new ConcurrentHashMap<>();
    /** Every registered session; strong lockers walk it (copy-on-write: sessions open and close rarely). */
    private final CopyOnWriteArrayList<LockProc> procs = new CopyOnWriteArrayList<>();
    private final TransactionWaits transactionWaits;
    private final DroppedRelations dropped = new DroppedRelations();
    private final AdvisoryLocks advisory = new AdvisoryLocks();

    public LockManager(TransactionManager transactions) {
        this.transactions = transactions;
        this.transactionWaits = new TransactionWaits(this, transactions);
    }

    /** Waits for whole transactions (CREATE / DROP INDEX CONCURRENTLY). */
    public TransactionWaits transactionWaits() {
        return transactionWaits;
    }

    /** Tables dropped by transactions still running (statements that miss one wait for its dropper). */
    public DroppedRelations dropped() {
        return dropped;
    }

    /** pg_advisory_lock and friends. */
    public AdvisoryLocks advisory() {
        return advisory;
    }

    List<LockProc> procs() {
        return procs;
    }

    /** A new session's lock state (unregistered by {@link LockProc#close()}). */
    public LockProc register() {
        LockProc p = new LockProc(this, PIDS.incrementAndGet());
        procs.add(p);
        return p;
    }

    void unregister(LockProc p) {
        procs.remove(p);
    }

    /** The lock of relation {@code oid} (named {@code name} now, for messages). */
    public RelationLock relation(long oid, String name) {
        RelationLock r = relations.get(oid);
        if (r == null) {
            r = relations.computeIfAbsent(oid, o -> new RelationLock(o, name));
        }
        r.rename(name);
        return r;
    }

    /** The slow path: strong count and fast-path transfer first for a strong mode, then queue and wait. */
    void acquireShared(LockProc proc, Transaction tx, RelationLock rel, LockMode mode, LockWait wait) {
        boolean strong = mode.strong();
        if (strong) {
            rel.strongRequests.incrementAndGet();
            for (LockProc p : procs) {
                p.fastPath.transfer(rel, p);
            }
        }
        try {
            LockRequest r = rel.grantOrQueue(tx, proc, mode, wait.noWait());
            if (r != null) {
                rel.await(r, wait, transactions.waits());
            }
        } catch (RuntimeException | Error e) {
            if (strong) {
                rel.strongRequests.decrementAndGet();
            }
            throw e;
        }
    }

    /** Receives pg_locks rows. */
    interface StatusSink {
        void relation(RelationLock rel, Transaction tx, LockProc proc, LockMode mode, boolean granted, boolean fastPath,
                      Instant waitStart);
    }

    /**
     * pg_locks: every relation lock held or awaited (shared table and fast path), each session's
     * lock on its own transaction (virtualxid, and transactionid once it has a real xid), and
     * row-lock waits (a transactionid ShareLock not granted). Each part is consistent in itself;
     * the whole is not one atomic picture (PostgreSQL's pg_locks is, by taking every partition lock).
     */
    public List<LockStatus> status() {
        List<LockStatus> out = new ArrayList<>();
        Map<Transaction, Integer> pids = new java.util.IdentityHashMap<>();
        for (LockProc p : procs) {
            Transaction t = p.currentTransaction();
            if (t != null) {
                pids.put(t, p.pid());
                out.add(LockStatus.ofOwnTransaction(t, p.pid(), true));
                if (t.xid() > 0) {
                    out.add(LockStatus.ofOwnTransaction(t, p.pid(), false));
                }
            }
        }
        StatusSink sink = (rel, tx, proc, mode, granted, fast, waitStart) ->
                out.add(LockStatus.ofRelation(rel.oid(), tx, proc.pid(), mode, granted, fast, waitStart));
        for (LockProc p : procs) {
            p.status(sink);
        }
        for (RelationLock r : relations.values()) {
            r.status(sink);
        }
        advisory.status(out);
        transactions.waits().waitsNow().forEach((waiter, w) -> {
            Integer pid = pids.get(waiter);
            if (pid != null && w.waitedXid() != 0) {
                out.add(LockStatus.ofRowWait(waiter, pid, w.waitedXid()));
            }
            Transaction ended = w.waitedTransaction();
            if (pid != null && ended != null && pids.containsKey(ended)) {
                out.add(LockStatus.ofTransactionWait(waiter, pid, ended, pids.get(ended)));
            }
        });
        return out;
    }
}
