package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;

class WaitForTest {
    private final TransactionManager tm = new TransactionManager();

    private Transaction begin() {
        return tm.begin(IsolationLevel.READ_COMMITTED, false);
    }

    @Test
    void waiterBlocksUntilHolderCommits() throws Exception {
        Transaction holder = begin();
        Transaction waiter = begin();
        CompletableFuture<Void> waiting = CompletableFuture.runAsync(() -> tm.waitFor(waiter, holder.xid(), 10_000, () -> false));
        Thread.sleep(100);
        assertThat(waiting).isNotDone();
        holder.commit();
        waiting.get(60, TimeUnit.SECONDS);
    }

    @Test
    void waitingOnASubxidWaitsForItsTopAndReturnsWhenItIsRolledBack() throws Exception {
        Transaction holder = begin();
        holder.savepoint("s");
        long subxid = holder.currentXid();
        Transaction waiter = begin();
        CompletableFuture<Void> waiting = CompletableFuture.runAsync(() -> tm.waitFor(waiter, subxid, 10_000, () -> false));
        Thread.sleep(100);
        assertThat(waiting).isNotDone();
        holder.rollbackToSavepoint("s");
        waiting.get(60, TimeUnit.SECONDS);
        assertThat(holder.isFinished()).isFalse();
    }

    @Test
    void finishedHolderReturnsAtOnce() {
        Transaction holder = begin();
        holder.rollback();
        tm.waitFor(begin(), holder.xid(), 1, () -> false);
    }

    @Test
    void deadlockPicksExactlyOneVictim() throws Exception {
        for (int round = 0; round < 5; round++) {
            Transaction a = begin();
            Transaction b = begin();
            CountDownLatch start = new CountDownLatch(1);
            List<CompletableFuture<SqlState>> outcomes = new ArrayList<>();
            for (Transaction[] pair : new Transaction[][] {{a, b}, {b, a}}) {
                outcomes.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        start.await();
                        tm.waitFor(pair[0], pair[1].xid(), 10_000, () -> false);
                        return SqlState.SUCCESSFUL_COMPLETION;
                    } catch (LaninException e) {
                        pair[0].rollback(); // the victim aborts, which frees the other
                        return e.state();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                }));
            }
            start.countDown();
            SqlState first = outcomes.get(0).get(60, TimeUnit.SECONDS);
            SqlState second = outcomes.get(1).get(60, TimeUnit.SECONDS);
            assertThat(List.of(first, second))
                    .containsExactlyInAnyOrder(SqlState.DEADLOCK_DETECTED, SqlState.SUCCESSFUL_COMPLETION);
            a.rollback();
            b.rollback();
        }
    }

    @Test
    void deadlockMessage() throws Exception {
        List<LaninException> victims = waitInCycle(2);
        assertThat(victims).hasSize(1);
        assertThat(victims.get(0).state()).isEqualTo(SqlState.DEADLOCK_DETECTED);
        assertThat(victims.get(0)).hasMessageStartingWith("deadlock detected");
    }

    @Test
    void threeWayCycleIsDetected() throws Exception {
        List<LaninException> victims = waitInCycle(3);
        assertThat(victims).hasSize(1);
        assertThat(victims.get(0).state()).isEqualTo(SqlState.DEADLOCK_DETECTED);
    }

    /**
     * {@code n} transactions each waiting for the next, all at once: whichever closes the cycle is
     * the victim and rolls back, which lets the others finish. Which one that is depends on
     * scheduling; that exactly one fails, with 40P01, does not.
     */
    private List<LaninException> waitInCycle(int n) throws Exception {
        List<Transaction> txs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            txs.add(begin());
        }
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<LaninException>> waits = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Transaction waiter = txs.get(i);
            Transaction holder = txs.get((i + 1) % n);
            waits.add(CompletableFuture.supplyAsync(() -> {
                try {
                    start.await();
                    tm.waitFor(waiter, holder.xid(), 60_000, () -> false);
                    waiter.commit();
                    return null;
                } catch (LaninException e) {
                    waiter.rollback();
                    return e;
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        start.countDown();
        List<LaninException> victims = new ArrayList<>();
        for (CompletableFuture<LaninException> w : waits) {
            LaninException e = w.get(120, TimeUnit.SECONDS);
            if (e != null) {
                victims.add(e);
            }
        }
        return victims;
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)
    void cancelIs57014() {
        Transaction holder = begin();
        AtomicBoolean cancel = new AtomicBoolean();
        CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS).execute(() -> cancel.set(true));
        // the holder never ends: only the cancel can stop the wait (@Timeout guards a hang)
        assertThatThrownBy(() -> tm.waitFor(begin(), holder.xid(), 0, cancel::get))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state()).isEqualTo(SqlState.QUERY_CANCELED))
                .hasMessage("canceling statement due to user request");
    }

    @Test
    void timeoutIs55P03() {
        Transaction holder = begin();
        long start = System.nanoTime();
        assertThatThrownBy(() -> tm.waitFor(begin(), holder.xid(), 120, () -> false))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state()).isEqualTo(SqlState.LOCK_NOT_AVAILABLE));
        // it waited at least the lock timeout; an upper bound would measure the machine, not the code
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isGreaterThanOrEqualTo(100L);
    }

    @Test
    void edgeIsRemovedAfterTimeoutSoNoFalseDeadlock() {
        Transaction a = begin();
        Transaction b = begin();
        assertThatThrownBy(() -> tm.waitFor(a, b.xid(), 60, () -> false)).isInstanceOf(LaninException.class);
        assertThatThrownBy(() -> tm.waitFor(b, a.xid(), 60, () -> false))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state()).isEqualTo(SqlState.LOCK_NOT_AVAILABLE));
    }
}
