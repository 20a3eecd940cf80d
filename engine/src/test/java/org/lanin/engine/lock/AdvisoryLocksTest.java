package org.lanin.engine.lock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.txn.TransactionManager;
import org.junit.jupiter.api.Test;

/** Advisory locks: PostgreSQL's session and transaction scopes, modes, counting and waits. */
class AdvisoryLocksTest {
    private final LockManager manager = new LockManager(new TransactionManager());
    private final AdvisoryLocks locks = manager.advisory();
    private final LockProc a = manager.register();
    private final LockProc b = manager.register();

    @Test
    void exclusiveExcludesOtherSessionsNotItself() {
        assertThat(locks.acquire(a, k(1), false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(a, k(1), false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, k(1), false, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.acquire(b, k(1), true, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.acquire(b, k(2), false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void sessionLocksAreCountedAndReleasedOneAtATime() {
        locks.acquire(a, k(1), false, false, LockWait.NO_WAIT);
        locks.acquire(a, k(1), false, false, LockWait.NO_WAIT);
        assertThat(locks.release(a, k(1), false)).isTrue();
        assertThat(locks.acquire(b, k(1), false, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.release(a, k(1), false)).isTrue();
        assertThat(locks.release(a, k(1), false)).isFalse();
        assertThat(locks.release(b, k(1), false)).isFalse();
        assertThat(locks.acquire(b, k(1), false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void sharedHoldersCoexistAndBlockExclusive() {
        assertThat(locks.acquire(a, k(5), true, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, k(5), true, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, k(5), false, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.release(a, k(5), false)).as("shared hold is not an exclusive one").isFalse();
        assertThat(locks.release(a, k(5), true)).isTrue();
        assertThat(locks.acquire(b, k(5), false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void transactionEndDropsOnlyTransactionHolds() {
        locks.acquire(a, k(1), false, true, LockWait.NO_WAIT);
        locks.acquire(a, k(2), false, false, LockWait.NO_WAIT);
        assertThat(locks.release(a, k(1), false)).as("a transaction-level lock cannot be unlocked early").isFalse();
        locks.transactionEnded(a);
        assertThat(locks.acquire(b, k(1), false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, k(2), false, false, LockWait.NO_WAIT)).isFalse();
        locks.sessionClosed(a);
        assertThat(locks.acquire(b, k(2), false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void unlockAllKeepsTransactionHolds() {
        locks.acquire(a, k(1), false, true, LockWait.NO_WAIT);
        locks.acquire(a, k(2), true, false, LockWait.NO_WAIT);
        locks.releaseSessionLocks(a);
        assertThat(locks.acquire(b, k(2), false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, k(1), true, false, LockWait.NO_WAIT)).isFalse();
    }

    @Test
    void waiterGetsTheLockWhenItIsReleased() throws Exception {
        locks.acquire(a, k(9), false, false, LockWait.NO_WAIT);
        CompletableFuture<Boolean> waiter = CompletableFuture.supplyAsync(
                () -> locks.acquire(b, k(9), false, false, LockWait.FOREVER));
        assertThat(waiter).isNotDone();
        locks.release(a, k(9), false);
        assertThat(waiter.get(30, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void waitHonoursLockTimeout() {
        locks.acquire(a, k(3), false, false, LockWait.NO_WAIT);
        assertThatThrownBy(() -> locks.acquire(b, k(3), false, false, new LockWait(false, 20, () -> { })))
                .isInstanceOfSatisfying(LaninException.class,
                        e -> assertThat(e.state()).isEqualTo(SqlState.LOCK_NOT_AVAILABLE));
    }

    @Test
    void aBigintKeyAndAPairOfIntegersAreTwoKeySpaces() {
        AdvisoryLocks.Key pair = new AdvisoryLocks.Key((1L << 32) | 2, true);
        assertThat(locks.acquire(a, pair, false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, k((1L << 32) | 2), false, false, LockWait.NO_WAIT))
                .as("pg_advisory_lock(4294967298) beside pg_advisory_lock(1, 2)").isTrue();
        assertThat(locks.acquire(b, pair, true, false, LockWait.NO_WAIT)).isFalse();
    }

    @Test
    void pgLocksShowsEachHeldModeAndEachWait() throws Exception {
        locks.acquire(a, k(7), false, false, LockWait.NO_WAIT);
        locks.acquire(a, new AdvisoryLocks.Key((3L << 32) | 4, true), true, true, LockWait.NO_WAIT);
        CompletableFuture<Boolean> waiter = CompletableFuture.supplyAsync(
                () -> locks.acquire(b, k(7), true, false, new LockWait(false, 0, () -> { })));
        java.util.List<LockStatus> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 1000 && rows.stream().noneMatch(r -> !r.granted()); i++) {
            rows.clear();
            locks.status(rows);
            Thread.sleep(5);
        }
        assertThat(rows).extracting(r -> r.lockType() + " " + r.classId() + "/" + r.objId() + "/" + r.objSubId() + " "
                + r.mode() + " " + r.granted() + " " + (r.pid() == a.pid() ? "a" : "b"))
                .containsExactlyInAnyOrder("advisory 0/7/1 ExclusiveLock true a", "advisory 3/4/2 ShareLock true a",
                        "advisory 0/7/1 ShareLock false b");
        locks.sessionClosed(a);
        assertThat(waiter.get(10, TimeUnit.SECONDS)).isTrue();
    }

    private static AdvisoryLocks.Key k(long value) {
        return new AdvisoryLocks.Key(value, false);
    }
}
