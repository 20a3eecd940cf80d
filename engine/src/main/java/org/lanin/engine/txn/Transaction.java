package org.lanin.engine.txn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;

/**
 * One transaction (with its subtransactions for savepoints). Used by one session thread;
 * other threads only read its xids through the {@link TransactionManager}.
 *
 * <p>Command ids: {@link #beginStatement()} advances the command counter, so a statement sees
 * its own transaction's writes from earlier statements but not its own (no Halloween problem).
 * The counter is 0 before the first statement, so the first statement runs as command 1.
 *
 * <p>Savepoints follow PostgreSQL: each opens a subtransaction with its own xid;
 * ROLLBACK TO aborts it and everything opened after it, then reopens it under the same name;
 * RELEASE merges it and everything after it into the enclosing (sub)transaction.
 */
public final class Transaction {
    private static final long[] NO_XIDS = new long[0];

    private final TransactionManager manager;
    private final long xid;
    private final IsolationLevel isolation;
    private final boolean readOnly;
    /**
     * Threads waiting in {@link #awaitEnd} for this transaction's end, which then notifies this
     * object's monitor. Raised under the monitor before a waiter reads {@link #finished}; the end
     * writes {@code finished} and then reads it (both volatile), so one of them sees the other.
     * (A CountDownLatch was two objects per transaction, though few are ever waited for.)
     */
    private volatile int waiters;
    /** Open savepoints, innermost last. Touched only by the owning thread. */
    private final List<SubTransaction> savepoints = new ArrayList<>();
    /** Subxids not rolled back, ascending; replaced whole by the owner (readers wait out {@link #assigningSubxid}). */
    private volatile long[] liveSubxids = NO_XIDS;
    /** A subxid is being handed out to this transaction and is not listed in {@link #liveSubxids} yet. */
    private volatile boolean assigningSubxid;
    /** xmin of the snapshot in use, for the global horizon; INVALID before the first. */
    private volatile long advertisedXmin = Xids.INVALID;
    private volatile boolean finished;
    private int commandId;
    private MvccSnapshot transactionSnapshot;
    private MvccSnapshot statementSnapshot;
    /**
     * xmins of snapshots that outlive their statement (open cursors), one entry per pin; null
     * when none. Owner thread only. The xmin this transaction advertises never passes them.
     */
    private long[] pinnedXmins;
    /** Every snapshot taken, until the end, for {@link PruneView}. */
    private final TakenSnapshots takenSnapshots = new TakenSnapshots();
    private int pinnedCount;
    /** Key-share locks held ({@link KeyShareLocks}); null before the first. Owner thread only. */
    private List<KeyShare> keyShares;
    /** Table-level locks, told about savepoints and the end; null when the transaction takes none. */
    private TransactionLocks locks;
    /** synchronous_commit as the committing session has it: off acknowledges before the log flush. */
    private volatile boolean synchronousCommit = true;
    /**
     * Row-lock waiters to pass rows on to when this transaction ends ({@link RowHandOff}); null until
     * the first (most transactions never have one: nothing is allocated at begin). Guarded by
     * this transaction's monitor, as is {@link #handOffsDone}.
     */
    private List<RowHandOff> handOffs;
    /** Set once the hand-offs ran: later requests are refused. */
    private boolean handOffsDone;
    /** {@link System#nanoTime()} when the final status was written: waiters measure their resume latency from it. */
    private volatile long endedNanos;
    /** Its slot in the {@link ProcArray} while running. */
    private int procSlot = -1;

    Transaction(TransactionManager manager, long xid, IsolationLevel isolation, boolean readOnly) {
        this.manager = manager;
        this.xid = xid;
        this.isolation = isolation;
        this.readOnly = readOnly;
    }

    /** Top-level transaction id (assigned at begin). */
    public long xid() {
        return xid;
    }

    /** Id to stamp on writes: the innermost open subtransaction's, else {@link #xid()}. */
    public long currentXid() {
        return savepoints.isEmpty() ? xid : savepoints.get(savepoints.size() - 1).subxid();
    }

    public IsolationLevel isolation() {
        return isolation;
    }

    public boolean readOnly() {
        return readOnly;
    }

    /** Whether {@link #commit()} waits for the commit record to reach stable storage (file databases). */
    public boolean synchronousCommit() {
        return synchronousCommit;
    }

    /** The session's synchronous_commit, set before commit (PostgreSQL reads it at commit time). */
    public void setSynchronousCommit(boolean on) {
        synchronousCommit = on;
    }

    /** The manager that began this transaction. */
    public TransactionManager manager() {
        return manager;
    }

    /** Attaches the keeper of this transaction's table-level locks (once, before the first lock). */
    public void attachLocks(TransactionLocks keeper) {
        if (locks != null && locks != keeper) {
            throw new EngineBug("transaction " + xid + " already has a lock keeper");
        }
        locks = keeper;
    }

    /** The keeper of this transaction's table-level locks, or null. */
    public TransactionLocks locks() {
        return locks;
    }

    /** The subtransaction level a lock taken now belongs to: 0 at top level, n inside the n-th open savepoint. */
    public int subtransactionLevel() {
        return savepoints.size();
    }

    /**
     * Starts a statement: increments the command id and returns the snapshot the statement
     * reads with (a fresh one in READ COMMITTED, the transaction's first one otherwise).
     */
    public Snapshot beginStatement() {
        ensureActive();
        commandId++;
        if (!isolation.usesTransactionSnapshot()) {
            statementSnapshot = manager.takeSnapshot(this, commandId);
        } else if (transactionSnapshot == null) {
            transactionSnapshot = manager.takeSnapshot(this, commandId);
            statementSnapshot = transactionSnapshot;
        } else {
            statementSnapshot = transactionSnapshot.withCommandId(commandId);
        }
        return statementSnapshot;
    }

    /**
     * Starts a statement as {@link #beginStatement} does, except that in READ COMMITTED no snapshot
     * is taken (null is returned): the caller takes it at the statement's first read with
     * {@link #takeStatementSnapshot} and the command id this leaves in {@link #commandId()}. Taken
     * later, it is the snapshot of a statement that began a little later, which READ COMMITTED
     * allows, since nothing was read before it. Other levels read the transaction's snapshot.
     */
    public Snapshot beginStatementDeferred() {
        if (isolation.usesTransactionSnapshot()) {
            return beginStatement();
        }
        ensureActive();
        commandId++;
        return null;
    }

    /** The snapshot of a statement started by {@link #beginStatementDeferred} as command {@code statementCommandId}. */
    public Snapshot takeStatementSnapshot(int statementCommandId) {
        ensureActive();
        statementSnapshot = manager.takeSnapshot(this, statementCommandId);
        return statementSnapshot;
    }

    /**
     * PostgreSQL's CommandCounterIncrement inside a statement: later writes get a new command id,
     * so they may change versions the statement wrote so far (FOREIGN KEY actions on rows the
     * statement itself inserted or updated). The statement's snapshot keeps its command id.
     */
    public void incrementCommandId() {
        ensureActive();
        commandId++;
    }

    /**
     * PostgreSQL's CommandCounterIncrement with UpdateActiveSnapshotCommandId, between the queries a
     * rule rewrite made of one statement: the next query reads through {@code current}'s bounds
     * with a new command id, so it sees what the queries before it wrote.
     */
    public Snapshot nextCommand(Snapshot current) {
        ensureActive();
        commandId++;
        if (!(current instanceof MvccSnapshot m)) {
            throw new EngineBug("transaction " + xid + ": a statement's snapshot of " + current.getClass().getSimpleName());
        }
        statementSnapshot = m.withCommandId(commandId);
        return statementSnapshot;
    }

    /**
     * A snapshot taken now, whatever the isolation level, with the current command id: for
     * CREATE INDEX CONCURRENTLY's validation, which PostgreSQL runs in a transaction of its own.
     * Advertised as this transaction's xmin from now on, like a statement's.
     */
    public Snapshot freshSnapshot() {
        ensureActive();
        statementSnapshot = manager.takeSnapshot(this, commandId);
        return statementSnapshot;
    }

    /**
     * The statement is done reading through its snapshot (PostgreSQL's SnapshotResetXmin once no
     * snapshot is registered): the transaction stops holding the horizon at it, though a pinned
     * snapshot and, for a real transaction, its own xid still do. Owner thread only; the next
     * statement takes a new snapshot.
     */
    public void releaseSnapshot() {
        long x = Xids.INVALID;
        for (int i = 0; i < pinnedCount; i++) {
            x = x == Xids.INVALID ? pinnedXmins[i] : Math.min(x, pinnedXmins[i]);
        }
        advertisedXmin = x;
        statementSnapshot = null;
    }

    /**
     * A READ COMMITTED statement of a transaction block has ended and no cursor pins a snapshot, so
     * nothing reads through the snapshots its statements took: they stop counting for in-page
     * pruning and the horizon (PostgreSQL's SnapshotResetXmin between statements) until the next
     * statement takes one. Kept to the end of the transaction, every statement's snapshot was judged
     * on every prune of a hot chain: about 60 at 16 pgbench clients of five statements each. The
     * statement snapshot itself stays readable for code that asks for it between statements. Owner
     * thread only; a prune cut reading the list meanwhile sees it before or after (see
     * {@link TakenSnapshots}).
     */
    public void statementEnded() {
        if (isolation.usesTransactionSnapshot() || pinnedCount > 0) {
            return;
        }
        advertisedXmin = Xids.INVALID;
        takenSnapshots.clear();
    }

    /** The xmin this transaction holds the horizon at (its snapshot's), or {@link Xids#INVALID} before its first. */
    public long snapshotXmin() {
        return advertisedXmin;
    }

    /** Blocks up to {@code nanos} or until the transaction has ended. */
    public void awaitEnd(long nanos) throws InterruptedException {
        if (finished) {
            return;
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (this) {
            waiters++;
            try {
                while (!finished) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return;
                    }
                    TimeUnit.NANOSECONDS.timedWait(this, left);
                }
            } finally {
                waiters--;
            }
        }
    }

    /** The snapshot of the current statement. */
    public Snapshot snapshot() {
        if (statementSnapshot == null) {
            throw new EngineBug("transaction " + xid + " has not begun a statement");
        }
        return statementSnapshot;
    }

    /** Command id of the current statement: stamped as cmin/cmax on its writes. */
    public int commandId() {
        return commandId;
    }

    /** True when {@code xid} is this transaction's top xid or one of its not-aborted subxids. */
    public boolean isOwnXid(long xid) {
        if (xid == this.xid) {
            return true;
        }
        long[] subxids = liveSubxids;
        return subxids.length != 0 && xid > this.xid && Arrays.binarySearch(subxids, xid) >= 0;
    }

    /** Opens a subtransaction named {@code name} (a later savepoint of the same name shadows it). */
    public void savepoint(String name) {
        ensureActive();
        if (xid < 0) {
            throw new org.lanin.engine.error.EngineBug("savepoint in a virtual (read-only statement) transaction");
        }
        savepoints.add(new SubTransaction(name, manager.assignSubxid(this)));
    }

    /** Aborts every subtransaction since {@code name} and opens a fresh one under the same name; 3B001 if unknown. */
    public void rollbackToSavepoint(String name) {
        int index = find(name);
        long first = savepoints.get(index).subxid();
        long[] subxids = liveSubxids;
        int from = Arrays.binarySearch(subxids, first);
        manager.abortSubxids(this, Arrays.copyOfRange(subxids, from, subxids.length));
        savepoints.subList(index, savepoints.size()).clear();
        if (locks != null) {
            locks.subtransactionsAborted(this, index + 1);
        }
        savepoint(name);
    }

    /** Merges the subtransactions since {@code name} into their parent; 3B001 if unknown. */
    public void releaseSavepoint(String name) {
        int index = find(name);
        for (int i = index; i < savepoints.size(); i++) {
            manager.subCommit(savepoints.get(i).subxid());
        }
        savepoints.subList(index, savepoints.size()).clear();
        if (locks != null) {
            locks.subtransactionsCommitted(this, index + 1);
        }
    }

    public void commit() {
        ensureActive();
        end(true);
    }

    /** Aborts the transaction and all its subtransactions; does nothing once finished. */
    public void rollback() {
        if (!finished) {
            end(false);
        }
    }

    /** True once commit or rollback has run. */
    public boolean isFinished() {
        return finished;
    }

    /** Names of the open savepoints, outermost first. */
    public List<String> savepointNames() {
        List<String> names = new ArrayList<>(savepoints.size());
        for (SubTransaction s : savepoints) {
            names.add(s.name());
        }
        return names;
    }

    @Override
    public String toString() {
        return "Transaction[" + xid + (finished ? ", finished" : "") + "]";
    }

    int procSlot() {
        return procSlot;
    }

    void setProcSlot(int slot) {
        procSlot = slot;
    }

    long[] liveSubxids() {
        return liveSubxids;
    }

    /** Flags the hand-out of a subxid to this transaction (TransactionManager.assignSubxid). */
    void assigningSubxid(boolean on) {
        assigningSubxid = on;
    }

    /**
     * The live subxids once no hand-out to this transaction is under way: for readers of the
     * running set, which must list every subxid handed out before any later xid.
     */
    long[] settledSubxids() {
        for (int spins = 1; assigningSubxid; spins++) {
            if (spins % 256 == 0) {
                Thread.yield();
            } else {
                Thread.onSpinWait();
            }
        }
        return liveSubxids;
    }

    long advertisedXmin() {
        return advertisedXmin;
    }

    TakenSnapshots takenSnapshots() {
        return takenSnapshots;
    }

    /** Called by the owner (taking a snapshot): a pinned snapshot's older xmin keeps holding the horizon. */
    void advertiseXmin(long xmin) {
        long x = xmin;
        for (int i = 0; i < pinnedCount; i++) {
            x = Math.min(x, pinnedXmins[i]);
        }
        advertisedXmin = x;
    }

    /**
     * Keeps {@code snapshot}'s rows from VACUUM while a cursor reads with it after later statements
     * of this transaction took newer snapshots (PostgreSQL's registered snapshots: MyProc->xmin
     * is the oldest of them). Pair with {@link #unpinSnapshot}.
     */
    public void pinSnapshot(Snapshot snapshot) {
        if (pinnedXmins == null) {
            pinnedXmins = new long[4];
        } else if (pinnedCount == pinnedXmins.length) {
            pinnedXmins = Arrays.copyOf(pinnedXmins, pinnedCount * 2);
        }
        pinnedXmins[pinnedCount++] = snapshot.xmin();
    }

    /** Releases one pin of {@code snapshot}; the advertised xmin rises at the next snapshot. */
    public void unpinSnapshot(Snapshot snapshot) {
        for (int i = pinnedCount - 1; i >= 0; i--) {
            if (pinnedXmins[i] == snapshot.xmin()) {
                pinnedXmins[i] = pinnedXmins[--pinnedCount];
                return;
            }
        }
    }

    /** Number of open savepoints (subtransaction nesting depth). */
    public int savepointDepth() {
        return savepoints.size();
    }

    /** Called by the manager while this transaction is flagged as taking a subxid; its subxids come in increasing order. */
    void addSubxid(long subxid) {
        long[] old = liveSubxids;
        long[] grown = Arrays.copyOf(old, old.length + 1);
        grown[old.length] = subxid;
        liveSubxids = grown;
    }

    /** Drops a tail of {@link #liveSubxids()} (the ones rolled back to a savepoint). */
    void dropSubxids(long[] tail) {
        long[] old = liveSubxids;
        liveSubxids = Arrays.copyOf(old, old.length - tail.length);
    }

    /**
     * Waits up to {@code nanos} for this transaction to end, spinning for the first
     * {@link #SPIN_NANOS}: a row-lock holder usually ends within microseconds of a waiter's arrival
     * (TPC-B's branch row is taken by the transaction's last update), while waking a parked thread
     * takes tens of microseconds on a small machine, and the row passes on to the waiter
     * ({@link RowHandOff}), so the holder's next transaction waits out that wake-up too.
     */
    void awaitFinished(long nanos) throws InterruptedException {
        if (!finished) {
            long until = System.nanoTime() + Math.min(nanos, SPIN_NANOS);
            while (!finished && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        if (!finished) {
            awaitEnd(nanos);
        }
    }

    /** How long a waiter spins before it parks (two clients of TPC-B: 69k tps parking at once, 97-100k with it). */
    private static final long SPIN_NANOS = 20_000;

    /**
     * Queues a waiter's request to be passed the row when this transaction ends; false when it
     * has ended already (the waiter then finds the row free, or taken, on its own).
     */
    public boolean enqueueHandOff(RowHandOff request) {
        synchronized (this) {
            if (handOffsDone) {
                return false;
            }
            if (handOffs == null) {
                handOffs = new ArrayList<>(2);
            }
            handOffs.add(request);
            return true;
        }
    }

    /** When this transaction's final status was written ({@link System#nanoTime()}), or 0 while it runs. */
    public long endedNanos() {
        return endedNanos;
    }

    /** Passes each row some waiter queued for on to its oldest waiter (see {@link RowHandOff}). */
    private void passRowsOn(boolean committed) {
        List<RowHandOff> queued;
        synchronized (this) {
            handOffsDone = true;
            queued = handOffs;
            handOffs = null;
        }
        if (queued == null) {
            return;
        }
        java.util.Set<Object> passed = new java.util.HashSet<>();
        for (RowHandOff r : queued) {
            if (!passed.contains(r.rowKey()) && r.grant(committed)) {
                passed.add(r.rowKey());
                manager.lockWaitStats().handedOff();
            }
        }
    }

    void addKeyShare(KeyShareLocks locks, Object tag) {
        if (keyShares == null) {
            keyShares = new ArrayList<>();
        }
        keyShares.add(new KeyShare(locks, tag));
    }

    void dropKeyShare(KeyShareLocks locks, Object tag) {
        for (int i = keyShares.size() - 1; i >= 0; i--) {
            if (keyShares.get(i).locks() == locks && keyShares.get(i).tag().equals(tag)) {
                keyShares.remove(i);
                return;
            }
        }
    }

    private void end(boolean commit) {
        RuntimeException refused = null;
        try {
            manager.finish(this, commit);
        } catch (RuntimeException e) { // the log refused the commit (I/O error): abort instead
            refused = e;
            manager.finish(this, false);
        }
        endedNanos = System.nanoTime();
        if (xid > 0) { // before waiters wake: the row is theirs before our session can take it again
            passRowsOn(commit && refused == null);
        }
        if (keyShares != null) { // after the final status: a waiter that sees the release sees the outcome
            for (KeyShare k : keyShares) {
                k.locks().release(this, k.tag());
            }
            keyShares = null;
        }
        savepoints.clear();
        finished = true;
        if (waiters > 0) {
            synchronized (this) {
                notifyAll();
            }
        }
        if (locks != null) { // after leaving the running set: who gets a lock next sees our outcome (PostgreSQL's order)
            locks.transactionEnded(this);
        }
        if (refused != null) {
            throw refused;
        }
    }

    private record KeyShare(KeyShareLocks locks, Object tag) {
    }

    private int find(String name) {
        ensureActive();
        for (int i = savepoints.size() - 1; i >= 0; i--) {
            if (savepoints.get(i).name().equals(name)) {
                return i;
            }
        }
        throw LaninException.of(TxnMsg.SAVEPOINT_DOES_NOT_EXIST, name);
    }

    private void ensureActive() {
        if (finished) {
            throw new EngineBug("transaction " + xid + " has already finished");
        }
    }
}
