package org.lanin.engine.lock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/**
 * The lock manager on its own: fast path and its transfer, FIFO queueing, PostgreSQL's
 * jump-ahead rule, NOWAIT, lock_timeout, cancel, deadlocks (also through a row-lock wait),
 * savepoints. "Waiting" is observed through pg_locks rows, never through sleeps.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class LockManagerTest {
    private final TransactionManager tm = new TransactionManager();
    private final LockManager locks = new LockManager(tm);
    private final RelationLock t = locks.relation(100, "t");
    private final RelationLock u = locks.relation(101, "u");

    /** One session: its lock state and its current transaction. */
    private final class Session {
        final LockProc proc = locks.register();
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);

        void lock(RelationLock rel, LockMode mode) {
            proc.acquire(tx, rel, mode, LockWait.FOREVER);
        }

        CompletableFuture<Void> lockAsync(RelationLock rel, LockMode mode) {
            return lockAsync(rel, mode, LockWait.FOREVER);
        }

        CompletableFuture<Void> lockAsync(RelationLock rel, LockMode mode, LockWait wait) {
            return CompletableFuture.runAsync(() -> proc.acquire(tx, rel, mode, wait));
        }

        void commit() {
            tx.commit();
            tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        }
    }

    private List<LockStatus> relationLocks() {
        return locks.status().stream().filter(s -> s.lockType().equals("relation")).toList();
    }

    /**
     * Queued for {@code mode} and in the waits-for graph: a request is queued before its waiter enters
     * the graph, and until it has, a second waiter closing a cycle finds none (the first is then the victim).
     */
    private boolean waiting(Session s, LockMode mode) {
        return relationLocks().stream().anyMatch(r -> r.pid() == s.proc.pid() && !r.granted() && r.mode().equals(mode.pgName()))
                && tm.waits().waitsNow().containsKey(s.tx);
    }

    private void awaitWaiting(Session s, LockMode mode) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!waiting(s, mode)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(s.proc + " never waited for " + mode + ": " + relationLocks());
            }
            Thread.sleep(2);
        }
    }

    private static SqlState stateOf(CompletableFuture<?> f) throws InterruptedException {
        try {
            f.get(10, TimeUnit.SECONDS);
            throw new AssertionError("expected a failure");
        } catch (ExecutionException e) {
            return ((LaninException) e.getCause()).state();
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("still waiting", e);
        }
    }

    @Test
    void weakLocksUseTheFastPathUntilAStrongRequestMovesThem() throws Exception {
        Session a = new Session();
        Session b = new Session();
        a.lock(t, LockMode.ROW_EXCLUSIVE);
        b.lock(t, LockMode.ACCESS_SHARE);
        assertThat(relationLocks()).hasSize(2).allMatch(LockStatus::fastPath).allMatch(LockStatus::granted);

        Session ddl = new Session();
        CompletableFuture<Void> share = ddl.lockAsync(t, LockMode.SHARE);
        awaitWaiting(ddl, LockMode.SHARE);
        assertThat(relationLocks()).filteredOn(LockStatus::granted).hasSize(2).noneMatch(LockStatus::fastPath);
        b.lock(u, LockMode.ACCESS_SHARE); // another relation: still the fast path
        assertThat(relationLocks()).filteredOn(r -> r.relation() == 101).allMatch(LockStatus::fastPath);

        assertThat(share).isNotDone();
        a.commit(); // SHARE waited for a's ROW EXCLUSIVE only: b's ACCESS SHARE does not conflict
        share.get(5, TimeUnit.SECONDS);
        ddl.commit();
        b.commit();
        assertThat(t.strongRequests.get()).isZero();
        a.lock(t, LockMode.ROW_EXCLUSIVE);
        assertThat(relationLocks()).singleElement().matches(LockStatus::fastPath);
    }

    @Test
    void aStrongWaiterQueuesLaterWeakRequestsBehindIt() throws Exception {
        Session reader = new Session();
        Session ddl = new Session();
        Session later = new Session();
        reader.lock(t, LockMode.ACCESS_SHARE);
        CompletableFuture<Void> exclusive = ddl.lockAsync(t, LockMode.ACCESS_EXCLUSIVE);
        awaitWaiting(ddl, LockMode.ACCESS_EXCLUSIVE);
        CompletableFuture<Void> read = later.lockAsync(t, LockMode.ACCESS_SHARE);
        awaitWaiting(later, LockMode.ACCESS_SHARE); // no starvation of the DDL: FIFO
        reader.commit();
        exclusive.get(5, TimeUnit.SECONDS);
        assertThat(read).isNotDone();
        ddl.commit();
        read.get(5, TimeUnit.SECONDS);
    }

    @Test
    void aHolderGoesAheadOfWaitersItBlocks() throws Exception {
        Session reader = new Session();
        Session ddl = new Session();
        reader.lock(t, LockMode.ACCESS_SHARE);
        CompletableFuture<Void> exclusive = ddl.lockAsync(t, LockMode.ACCESS_EXCLUSIVE);
        awaitWaiting(ddl, LockMode.ACCESS_EXCLUSIVE);
        reader.lock(t, LockMode.ROW_EXCLUSIVE); // ProcSleep's rule: would deadlock behind the DDL otherwise
        assertThat(exclusive).isNotDone();
        reader.commit();
        exclusive.get(5, TimeUnit.SECONDS);
    }

    @Test
    void noWaitTimeoutAndCancelGiveUpAndLeaveTheQueue() throws Exception {
        Session holder = new Session();
        Session other = new Session();
        holder.lock(t, LockMode.ACCESS_EXCLUSIVE);
        assertThatThrownBy(() -> other.proc.acquire(other.tx, t, LockMode.ACCESS_SHARE, LockWait.NO_WAIT))
                .isInstanceOf(LaninException.class)
                .hasMessage("could not obtain lock on relation \"t\"")
                .extracting(e -> ((LaninException) e).state()).isEqualTo(SqlState.LOCK_NOT_AVAILABLE);
        LockWait timeout = new LockWait(false, 100, () -> { });
        assertThat(stateOf(other.lockAsync(t, LockMode.ACCESS_SHARE, timeout))).isEqualTo(SqlState.LOCK_NOT_AVAILABLE);
        AtomicBoolean cancel = new AtomicBoolean();
        LockWait cancelable = new LockWait(false, 0, () -> {
            if (cancel.get()) {
                throw LaninException.of(EngineMsg.QUERY_CANCELED);
            }
        });
        CompletableFuture<Void> canceled = other.lockAsync(t, LockMode.ACCESS_SHARE, cancelable);
        awaitWaiting(other, LockMode.ACCESS_SHARE);
        cancel.set(true);
        assertThat(stateOf(canceled)).isEqualTo(SqlState.QUERY_CANCELED);
        assertThat(relationLocks()).singleElement().matches(LockStatus::granted);
        holder.commit();
        other.lock(t, LockMode.ACCESS_SHARE);
    }

    @Test
    void deadlockBetweenTwoTableLocksHasOneVictim() throws Exception {
        Session a = new Session();
        Session b = new Session();
        a.lock(t, LockMode.ACCESS_EXCLUSIVE);
        b.lock(u, LockMode.ACCESS_EXCLUSIVE);
        CompletableFuture<Void> aWaits = a.lockAsync(u, LockMode.ACCESS_SHARE);
        awaitWaiting(a, LockMode.ACCESS_SHARE);
        assertThatThrownBy(() -> b.lock(t, LockMode.ACCESS_SHARE))
                .isInstanceOf(LaninException.class)
                .hasMessageStartingWith("deadlock detected")
                .extracting(e -> ((LaninException) e).state()).isEqualTo(SqlState.DEADLOCK_DETECTED);
        b.tx.rollback();
        aWaits.get(5, TimeUnit.SECONDS);
    }

    @Test
    void lockUpgradeByTwoReadersIsADeadlock() throws Exception {
        Session a = new Session();
        Session b = new Session();
        a.lock(t, LockMode.ACCESS_SHARE);
        b.lock(t, LockMode.ACCESS_SHARE);
        CompletableFuture<Void> aWaits = a.lockAsync(t, LockMode.ACCESS_EXCLUSIVE);
        awaitWaiting(a, LockMode.ACCESS_EXCLUSIVE);
        assertThatThrownBy(() -> b.lock(t, LockMode.ACCESS_EXCLUSIVE))
                .extracting(e -> ((LaninException) e).state()).isEqualTo(SqlState.DEADLOCK_DETECTED);
        b.tx.rollback();
        aWaits.get(5, TimeUnit.SECONDS);
    }

    @Test
    void deadlockThroughARowLockWaitIsFound() throws Exception {
        Session a = new Session();
        Session b = new Session();
        b.lock(t, LockMode.ROW_EXCLUSIVE);
        a.lock(t, LockMode.ACCESS_SHARE); // a holds a weak lock
        // ... and waits for b's row lock (b's transaction) ...
        CompletableFuture<Void> rowWait = CompletableFuture.runAsync(() -> tm.waitFor(a.tx, b.tx.xid(), 0, () -> false));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (locks.status().stream().noneMatch(s -> s.lockType().equals("transactionid") && !s.granted())) {
            assertThat(System.nanoTime()).isLessThan(deadline);
            Thread.sleep(2);
        }
        // ... and b wants a lock that conflicts with a's: the cycle closes through the row wait
        assertThatThrownBy(() -> b.lock(t, LockMode.ACCESS_EXCLUSIVE))
                .extracting(e -> ((LaninException) e).state()).isEqualTo(SqlState.DEADLOCK_DETECTED);
        b.tx.rollback();
        rowWait.get(5, TimeUnit.SECONDS);
    }

    @Test
    void savepointRollbackReleasesWhatItTookAndReleaseKeepsIt() {
        Session a = new Session();
        Session probe = new Session();
        a.lock(t, LockMode.ACCESS_SHARE);
        a.tx.savepoint("s");
        a.lock(u, LockMode.ACCESS_EXCLUSIVE);
        a.lock(t, LockMode.ACCESS_SHARE); // held by the outer level already: stays
        a.lock(t, LockMode.EXCLUSIVE);
        a.tx.rollbackToSavepoint("s");
        probe.proc.acquire(probe.tx, u, LockMode.ACCESS_EXCLUSIVE, LockWait.NO_WAIT);
        probe.proc.acquire(probe.tx, t, LockMode.ROW_EXCLUSIVE, LockWait.NO_WAIT);
        assertThatThrownBy(() -> probe.proc.acquire(probe.tx, t, LockMode.ACCESS_EXCLUSIVE, LockWait.NO_WAIT))
                .isInstanceOf(LaninException.class);
        probe.commit();

        a.lock(u, LockMode.SHARE);
        a.tx.savepoint("s2");
        a.lock(u, LockMode.ACCESS_EXCLUSIVE);
        a.tx.releaseSavepoint("s2");
        a.tx.savepoint("s3");
        a.tx.rollbackToSavepoint("s3");
        assertThatThrownBy(() -> probe.proc.acquire(probe.tx, u, LockMode.ACCESS_SHARE, LockWait.NO_WAIT))
                .isInstanceOf(LaninException.class);
        a.commit();
        probe.proc.acquire(probe.tx, u, LockMode.ACCESS_EXCLUSIVE, LockWait.NO_WAIT);
    }

    @Test
    void locksGoAtTransactionEndAndStrongCountsReturnToZero() {
        Session a = new Session();
        a.lock(t, LockMode.ACCESS_EXCLUSIVE);
        a.lock(t, LockMode.SHARE);
        a.lock(u, LockMode.ROW_EXCLUSIVE);
        assertThat(t.strongRequests.get()).isEqualTo(2);
        a.tx.rollback();
        assertThat(relationLocks()).isEmpty();
        assertThat(t.strongRequests.get()).isZero();
    }

    @Test
    void moreRelationsThanFastPathSlotsUseTheSharedTable() {
        Session a = new Session();
        for (int i = 0; i < FastPathSlots.SLOTS + 4; i++) {
            a.lock(locks.relation(1000 + i, "r" + i), LockMode.ACCESS_SHARE);
        }
        assertThat(relationLocks()).hasSize(FastPathSlots.SLOTS + 4);
        assertThat(relationLocks()).filteredOn(LockStatus::fastPath).hasSize(FastPathSlots.SLOTS);
        a.tx.commit();
        assertThat(relationLocks()).isEmpty();
    }
}
