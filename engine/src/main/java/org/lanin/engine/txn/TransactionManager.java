package org.lanin.engine.txn;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;
import org.lanin.engine.error.EngineBug;

/**
 * Hands out transaction ids, records commit status (the commit log), builds snapshots,
 * makes transactions wait for each other (row locks) and detects deadlocks.
 * One per database. No method takes a database-wide lock on the hot path.
 *
 * <p>How the pieces meet (see README.md in this package): the commit log holds the status of
 * every xid; {@code running} holds the running top-level transactions (each knows its live
 * subxids). Finishing writes the commit log first and leaves {@code running} second, so a
 * snapshot that no longer lists a transaction always finds its final status.
 *
 * <p>PostgreSQL takes XidGenLock to hand out an xid and list it in one step, so an xid is listed
 * before any later xid exists. Here a transaction reserves its slot in {@code running} (or flags
 * itself as taking a subxid) before it takes the xid, and readers of the running set wait out a
 * reservation or flag: the same order, without a lock. {@code procArrayLock} (PostgreSQL's
 * ProcArrayLock) is held exclusively to leave the
 * running set (raising {@code latestCompletedXid}) and to compute horizons; snapshots read it
 * optimistically and retry, under the shared side, only if a writer came between. A snapshot's
 * xmax is {@code latestCompletedXid + 1}, not the next xid: every xid below it was handed out
 * before some transaction that has finished, so it was listed before that finish, and a snapshot
 * that sees the finish sees the listing; an xid handed out while the snapshot is built is at or
 * above xmax and counts as running anyway. Snapshots therefore see the running set as one atomic
 * cut; a weakly consistent iteration alone would not do: it could list a transaction T yet miss a
 * later one that committed during the iteration after acting on T's commit.
 */
public final class TransactionManager {
    private static final long WAIT_SLICE_MILLIS = 50;
    /** Lock-free snapshot builds tried before one under the read lock. */
    private static final int OPTIMISTIC_ATTEMPTS = 3;

    private final AtomicLong nextXid = new AtomicLong(Xids.FIRST_NORMAL);
    private final ProcArrayLock procArrayLock = new ProcArrayLock();
    /** The highest xid of a finished transaction (or its subxids); raised under procArrayLock's write side. */
    private volatile long latestCompletedXid = Xids.FIRST_NORMAL - 1;
    private final CommitLog clog = new CommitLog();
    /** Running top-level transactions (virtual ones too), one slot each. */
    private final ProcArray running = new ProcArray();
    /** Live subxids of running transactions, to their transaction. */
    private final ConcurrentHashMap<Long, Transaction> subxidOwners = new ConcurrentHashMap<>();
    private final WaitForGraph waits = new WaitForGraph();
    private final LongAdder snapshotsTaken = new LongAdder();
    private final LockWaitStats lockWaitStats = new LockWaitStats();
    /** A lower bound of the global xmin horizon, raised by every snapshot (see {@link #recentXminHorizon}). */
    private volatile long recentHorizon = Xids.FIRST_NORMAL;
    private final java.util.concurrent.atomic.AtomicLong virtualIds = new java.util.concurrent.atomic.AtomicLong();
    /** The write-ahead log of a file database; null in memory. */
    private volatile CommitHook commitHook;

    /**
     * A read-only statement's transaction with a virtual id (negative, PostgreSQL's
     * virtualxid): no xid is assigned, nothing enters the commit log, and it joins the running
     * set without any lock, since it never appears in any snapshot's xid list and advertises no
     * xmin until it builds its snapshot (which validates against the horizon computations); it is
     * there only so that xmin holds the global horizon back. It must never write or lock.
     */
    public Transaction beginVirtual(IsolationLevel isolation) {
        long vxid = -virtualIds.incrementAndGet();
        Transaction tx = new Transaction(this, vxid, isolation, true);
        running.enter(tx);
        return tx;
    }

    /**
     * Reserves a proc-array slot, then takes the xid and publishes the transaction there: readers of
     * the running set wait out a reserved slot, so the xid is listed (invariant 2 of README.md)
     * before any xid handed out after it. Two clients beginning at full speed queued on a monitor
     * here for a sixth of their time (issue 12's profile); now they share only the counter.
     */
    public Transaction begin(IsolationLevel isolation, boolean readOnly) {
        int slot = running.reserve();
        Transaction tx;
        try {
            long xid = nextXid.getAndIncrement();
            clog.extend(xid);
            tx = new Transaction(this, xid, isolation, readOnly);
        } catch (Throwable t) {
            running.unreserve(slot); // readers wait at a reserved slot
            throw t;
        }
        running.publish(slot, tx);
        return tx;
    }

    /**
     * Status of any xid; a committed subtransaction reports its top-level transaction's status.
     *
     * <p>A committed transaction still reads IN_PROGRESS until it has left the running set:
     * snapshots taken until then list it as running, so a writer that acted on its commit
     * earlier (updating its new version, say) would let such a snapshot see both versions of a
     * row. PostgreSQL has the same rule: non-MVCC checks consult the proc array before the clog.
     * Here the commit is written inside the write side of procArrayLock, as it leaves the running
     * set, so no snapshot built after it could be read still lists the transaction.
     */
    public XidStatus status(long xid) {
        if (xid < Xids.FIRST_NORMAL) {
            return xid == Xids.INVALID ? XidStatus.ABORTED : XidStatus.COMMITTED;
        }
        while (true) {
            byte status = clog.get(xid);
            if (status != CommitLog.SUB_COMMITTED) {
                return toStatus(status);
            }
            Transaction owner = subxidOwners.get(xid);
            if (owner != null) {
                return toStatus(clog.get(owner.xid()));
            }
            // the owner finished and rewrote our byte before dropping the mapping: read again
        }
    }

    /**
     * Blocks {@code waiter} until the transaction owning {@code xid} (its top level) has
     * finished. Fails with 40P01 if waiting would close a cycle of waiters (the waiter is
     * the victim), with 55P03 after {@code timeoutMillis} (0 = forever), and with 57014 when
     * {@code canceled} turns true (polled at least every 50 ms).
     *
     * <p>Also returns once {@code xid} alone is no longer running (a subtransaction rolled back
     * to a savepoint), noticed at the next poll rather than at once.
     */
    public void waitFor(Transaction waiter, long xid, long timeoutMillis, BooleanSupplier canceled) {
        waitFor(waiter, xid, timeoutMillis, canceled, null);
    }

    /**
     * As {@link #waitFor(Transaction, long, long, BooleanSupplier)}, in line for a row: the holder
     * passes the row on to {@code handOff}'s waiter as it ends, unless someone queued first. The
     * caller closes {@code handOff} when this returns or throws.
     */
    public void waitFor(Transaction waiter, long xid, long timeoutMillis, BooleanSupplier canceled,
                        RowHandOff handOff) {
        if (status(xid) != XidStatus.IN_PROGRESS) {
            return;
        }
        Transaction holder = ownerOf(xid);
        if (holder == null) {
            return; // finished since the status read
        }
        if (holder == waiter) {
            throw new EngineBug("transaction " + waiter.xid() + " would wait for its own xid " + xid);
        }
        if (handOff != null && holder.xid() == xid) { // a subxid may end alone, without passing anything on
            holder.enqueueHandOff(handOff);
        }
        waits.add(waiter, holder, xid, this);
        long start = System.nanoTime();
        try {
            sleepUntilFinished(holder, xid, timeoutMillis, canceled);
            long now = System.nanoTime();
            lockWaitStats.waited(now - start);
            long ended = holder.endedNanos();
            if (ended != 0) {
                lockWaitStats.resumed(Math.max(0, now - ended));
            }
        } finally {
            waits.remove(waiter);
        }
    }

    /** The oldest xmin of any snapshot still in use: versions deleted by transactions committed before it are dead to all. */
    public long globalXminHorizon() {
        // exclusive: no snapshot is half built (read its xids but not yet advertised its xmin)
        long stamp = procArrayLock.writeLock();
        try {
            long horizon = latestCompletedXid + 1;
            for (int i = 0, n = running.bound(); i < n; i++) {
                Transaction tx = running.at(i);
                if (tx == null) {
                    continue;
                }
                if (tx.xid() > 0) {
                    horizon = Math.min(horizon, tx.xid());
                }
                long xmin = tx.advertisedXmin();
                if (xmin != Xids.INVALID) {
                    horizon = Math.min(horizon, xmin);
                }
            }
            raiseRecentHorizon(horizon);
            return horizon;
        } finally {
            procArrayLock.unlockWrite(stamp);
        }
    }

    /**
     * A horizon at or below {@link #globalXminHorizon()}, without taking any lock: the value the
     * latest snapshot computed (PostgreSQL's RecentGlobalXmin). Horizons only move forward, so an
     * older value is merely conservative; index scans and unique checks use it to decide whether
     * a version is dead to everyone, once per heap visit.
     */
    public long recentXminHorizon() {
        return recentHorizon;
    }

    private void raiseRecentHorizon(long horizon) {
        // a racing writer may store a smaller value: still a valid (older) horizon
        if (horizon > recentHorizon) {
            recentHorizon = horizon;
        }
    }

    /**
     * ANALYZE's sample judgement outside a transaction block ({@link SampleSnapshot}): live rows as
     * the commit log has them now, registered nowhere, so it holds the xmin horizon back at no point.
     */
    public Snapshot sampleSnapshot() {
        return new SampleSnapshot(this);
    }

    /** The id the next transaction or subtransaction will get. */
    public long nextXid() {
        return nextXid.get();
    }

    /** Snapshots built so far (READ COMMITTED: one per statement; REPEATABLE READ: one per transaction). */
    public long snapshotsTaken() {
        return snapshotsTaken.sum();
    }

    /**
     * Running transactions (virtual ones included) other than {@code self} whose snapshot xmin is at
     * or below {@code limitXmin}: they may see row versions a newer snapshot does not
     * (PostgreSQL's GetCurrentVirtualXIDs, for CREATE INDEX CONCURRENTLY's last wait).
     */
    public java.util.List<Transaction> withSnapshotXminAtOrBefore(long limitXmin, Transaction self) {
        java.util.List<Transaction> out = new java.util.ArrayList<>();
        for (int i = 0, n = running.bound(); i < n; i++) {
            Transaction tx = running.at(i);
            long xmin = tx == null ? Xids.INVALID : tx.advertisedXmin();
            if (tx != self && xmin != Xids.INVALID && xmin <= limitXmin) {
                out.add(tx);
            }
        }
        return out;
    }

    /** Number of running top-level transactions. */
    public int runningCount() {
        return running.count();
    }

    /**
     * Flags {@code tx} as taking a subxid, takes it and lists it: a reader of the running set waits
     * out the flag ({@link XidList#add}), so the subxid is listed in its transaction before any
     * xid handed out after it exists, as a top-level xid is in its slot.
     */
    long assignSubxid(Transaction tx) {
        tx.assigningSubxid(true);
        try {
            long subxid = nextXid.getAndIncrement();
            clog.extend(subxid);
            subxidOwners.put(subxid, tx);
            tx.addSubxid(subxid);
            return subxid;
        } finally {
            tx.assigningSubxid(false);
        }
    }

    /**
     * Optimistic first: a snapshot built while no writer held procArrayLock is an atomic cut, and
     * readers then never write the lock's word (two clients committing at full speed moved its
     * cache line and parked on it with every statement). If a writer came between, the snapshot
     * is dropped and built again, the last time under the shared lock.
     */
    MvccSnapshot takeSnapshot(Transaction owner, int commandId) {
        Built built = null;
        for (int attempt = 0; attempt < OPTIMISTIC_ATTEMPTS && built == null; attempt++) {
            long stamp = procArrayLock.optimisticRead();
            if (stamp == 0) {
                break; // a writer holds on: wait for it on the read side
            }
            built = buildSnapshot(owner, commandId);
            if (!procArrayLock.validate(stamp)) {
                owner.takenSnapshots().removeLast(built.snapshot());
                built = null;
            }
        }
        if (built == null) {
            long stamp = procArrayLock.readLock();
            try {
                built = buildSnapshot(owner, commandId);
            } finally {
                procArrayLock.unlockRead(stamp);
            }
        }
        raiseRecentHorizon(built.horizon()); // only from a validated cut: a torn read could overshoot
        snapshotsTaken.increment();
        return built.snapshot();
    }

    /** The xids (and live subxids) of the running transactions a cut reads, in a growing array. */
    private static final class XidList {
        private static final long[] NONE = new long[0];
        /** A snapshot builder's list, reused by the thread's next snapshot (it was a tenth of a statement's garbage). */
        private static final ThreadLocal<XidList> SCRATCH = ThreadLocal.withInitial(() -> new XidList(16));
        private long[] xids;
        private int count;

        XidList(int capacity) {
            xids = new long[capacity];
        }

        /** The thread's list, emptied: only for a use that ends before the thread builds another. */
        static XidList scratch() {
            XidList l = SCRATCH.get();
            l.count = 0;
            return l;
        }

        void add(Transaction tx) {
            long[] subxids = tx.settledSubxids();
            if (count + subxids.length + 1 > xids.length) {
                xids = Arrays.copyOf(xids, (count + subxids.length + 1) * 2);
            }
            xids[count++] = tx.xid();
            System.arraycopy(subxids, 0, xids, count, subxids.length);
            count += subxids.length;
        }

        long[] sorted() {
            if (count == 0) {
                return NONE; // never written: snapshots only read their lists
            }
            long[] sorted = Arrays.copyOf(xids, count);
            Arrays.sort(sorted);
            return sorted;
        }
    }

    /** A snapshot and the horizon its cut implies. */
    private record Built(MvccSnapshot snapshot, long horizon) {
    }

    /**
     * Reads the running set and registers the result with its owner. Safe to run without the lock
     * (iteration over {@code running} never fails, subxid lists are replaced whole); the caller
     * validates. The owner registers the snapshot and then advertises its xmin, a volatile write
     * before the validation: a horizon or prune cut that takes the write side after a successful
     * validation reads that xmin first and so sees the registration too.
     */
    private Built buildSnapshot(Transaction owner, int commandId) {
        long xmax = latestCompletedXid + 1;
        long xmin = xmax;
        long horizon = xmax;
        int slots = running.bound();
        XidList xids = XidList.scratch(); // sorted() copies out of it
        for (int i = 0; i < slots; i++) {
            Transaction tx = running.at(i);
            if (tx == null) {
                continue;
            }
            if (tx.xid() < 0) {
                long advertised = tx.advertisedXmin(); // a virtual transaction: only its xmin counts
                if (advertised != Xids.INVALID) {
                    horizon = Math.min(horizon, advertised);
                }
                continue;
            }
            xids.add(tx);
            if (tx.xid() < xmin) {
                xmin = tx.xid();
            }
            long advertised = tx.advertisedXmin();
            if (advertised != Xids.INVALID) {
                horizon = Math.min(horizon, advertised);
            }
        }
        // No writer ran meanwhile (validated), so a snapshot built concurrently gets xmin = the same
        // minimum running xid: not below this horizon.
        horizon = Math.min(horizon, xmin);
        MvccSnapshot snapshot = new MvccSnapshot(xmin, xmax, xids.sorted(), owner, commandId);
        owner.takenSnapshots().add(snapshot);
        owner.advertiseXmin(xmin);
        return new Built(snapshot, horizon);
    }

    /**
     * An atomic cut for pruning versions in the middle of HOT chains ({@link PruneView}): the xids
     * running now and every snapshot a running transaction took. Exclusive, as
     * {@link #globalXminHorizon()}: no snapshot is half built and unregistered meanwhile. Also
     * raises the recent horizon.
     */
    public PruneView pruneView() {
        long stamp = procArrayLock.writeLock();
        try {
            long next = latestCompletedXid + 1;
            long horizon = next;
            long overflowXmin = Long.MAX_VALUE;
            int slots = running.bound();
            XidList xids = new XidList(slots + 4);
            MvccSnapshot[] snaps = new MvccSnapshot[slots * 2 + 4];
            int snapCount = 0;
            for (int i = 0; i < slots; i++) {
                Transaction tx = running.at(i);
                if (tx == null) {
                    continue;
                }
                if (tx.xid() > 0) {
                    xids.add(tx);
                    horizon = Math.min(horizon, tx.xid());
                }
                long advertised = tx.advertisedXmin();
                if (advertised != Xids.INVALID) {
                    horizon = Math.min(horizon, advertised);
                }
                TakenSnapshots taken = tx.takenSnapshots();
                if (taken.overflowed()) {
                    overflowXmin = Math.min(overflowXmin, taken.oldestXmin());
                    continue;
                }
                int takenCount = taken.count(); // once: an owner building a snapshot may be changing it
                if (snapCount + takenCount > snaps.length) {
                    snaps = Arrays.copyOf(snaps, (snapCount + takenCount) * 2);
                }
                for (int k = 0; k < takenCount; k++) {
                    MvccSnapshot t = taken.get(k);
                    if (t != null) { // a snapshot being built optimistically, which will fail to validate
                        snaps[snapCount++] = t;
                    }
                }
            }
            raiseRecentHorizon(horizon);
            return new PruneView(this, next, xids.sorted(), Arrays.copyOf(snaps, snapCount), overflowXmin);
        } finally {
            procArrayLock.unlockWrite(stamp);
        }
    }

    /** Rolls back subtransactions: final status first, then out of snapshots, then out of the owner map. */
    void abortSubxids(Transaction tx, long[] subxids) {
        for (long subxid : subxids) {
            clog.set(subxid, CommitLog.ABORTED);
        }
        tx.dropSubxids(subxids);
        for (long subxid : subxids) {
            subxidOwners.remove(subxid);
        }
    }

    void subCommit(long subxid) {
        clog.set(subxid, CommitLog.SUB_COMMITTED);
    }

    /**
     * Commits or aborts {@code tx} and its live subxids. On commit every subxid is first made to
     * follow the top (SUB_COMMITTED), so the single write of the top's status commits them all
     * at once; they are then rewritten with the final status so the owner map can forget them.
     */
    void finish(Transaction tx, boolean commit) {
        if (tx.xid() < 0) {
            running.leave(tx); // virtual: nothing to record, nobody waits on it
            return;
        }
        CommitHook hook = commitHook;
        if (hook != null && commit) {
            hook.beforeCommit(tx); // may throw before anything changed: Transaction.end then aborts
        }
        long[] subxids = tx.liveSubxids();
        long latest = tx.xid();
        for (long subxid : subxids) {
            latest = Math.max(latest, subxid);
        }
        if (commit) {
            for (long subxid : subxids) {
                clog.set(subxid, CommitLog.SUB_COMMITTED);
            }
        } else {
            clog.set(tx.xid(), CommitLog.ABORTED);
            for (long subxid : subxids) {
                clog.set(subxid, CommitLog.ABORTED);
            }
        }
        long stamp = procArrayLock.writeLock();
        try {
            if (commit) {
                // Inside the write side, just before leaving: no snapshot is built in between, so
                // none lists the transaction once its commit can be read (invariant 2 of README.md).
                clog.set(tx.xid(), CommitLog.COMMITTED);
            }
            running.leave(tx);
            if (latest > latestCompletedXid) {
                latestCompletedXid = latest;
            }
        } finally {
            procArrayLock.unlockWrite(stamp);
        }
        if (commit) {
            for (long subxid : subxids) {
                clog.set(subxid, CommitLog.COMMITTED); // before the owner map forgets them
            }
        }
        for (long subxid : subxids) {
            subxidOwners.remove(subxid);
        }
        if (hook != null) {
            hook.ended(tx, commit);
        }
    }

    /** Installs the write-ahead log of a file database (before any transaction begins). */
    public void setCommitHook(CommitHook hook) {
        this.commitHook = hook;
    }

    public CommitHook commitHook() {
        return commitHook;
    }

    /** Row-level wait counters ({@code lanin_stat_lock_waits}). */
    public LockWaitStats lockWaitStats() {
        return lockWaitStats;
    }

    /** The one waits-for graph of this database: row-lock, key-share and table-lock waits. */
    public WaitForGraph waits() {
        return waits;
    }

    private Transaction ownerOf(long xid) {
        Transaction owner = subxidOwners.get(xid);
        return owner != null ? owner : running.find(xid);
    }

    private void sleepUntilFinished(Transaction holder, long xid, long timeoutMillis, BooleanSupplier canceled) {
        long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : 0;
        SlicedWait.await(holder, () -> status(xid) == XidStatus.IN_PROGRESS, deadline, WAIT_SLICE_MILLIS, canceled);
    }

    private static XidStatus toStatus(byte status) {
        switch (status) {
            case CommitLog.IN_PROGRESS:
                return XidStatus.IN_PROGRESS;
            case CommitLog.COMMITTED:
                return XidStatus.COMMITTED;
            case CommitLog.ABORTED:
                return XidStatus.ABORTED;
            default:
                throw new EngineBug("commit log byte " + status);
        }
    }
}
