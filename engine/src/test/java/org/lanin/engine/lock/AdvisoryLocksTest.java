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
        assertThat(locks.acquire(a, 1, false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(a, 1, false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, 1, false, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.acquire(b, 1, true, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.acquire(b, 2, false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void sessionLocksAreCountedAndReleasedOneAtATime() {
        locks.acquire(a, 1, false, false, LockWait.NO_WAIT);
        locks.acquire(a, 1, false, false, LockWait.NO_WAIT);
        assertThat(locks.release(a, 1, false)).isTrue();
        assertThat(locks.acquire(b, 1, false, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.release(a, 1, false)).isTrue();
        assertThat(locks.release(a, 1, false)).isFalse();
        assertThat(locks.release(b, 1, false)).isFalse();
        assertThat(locks.acquire(b, 1, false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void sharedHoldersCoexistAndBlockExclusive() {
        assertThat(locks.acquire(a, 5, true, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, 5, true, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, 5, false, false, LockWait.NO_WAIT)).isFalse();
        assertThat(locks.release(a, 5, false)).as("shared hold is not an exclusive one").isFalse();
        assertThat(locks.release(a, 5, true)).isTrue();
        assertThat(locks.acquire(b, 5, false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void transactionEndDropsOnlyTransactionHolds() {
        locks.acquire(a, 1, false, true, LockWait.NO_WAIT);
        locks.acquire(a, 2, false, false, LockWait.NO_WAIT);
        assertThat(locks.release(a, 1, false)).as("a transaction-level lock cannot be unlocked early").isFalse();
        locks.transactionEnded(a);
        assertThat(locks.acquire(b, 1, false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, 2, false, false, LockWait.NO_WAIT)).isFalse();
        locks.sessionClosed(a);
        assertThat(locks.acquire(b, 2, false, false, LockWait.NO_WAIT)).isTrue();
    }

    @Test
    void unlockAllKeepsTransactionHolds() {
        locks.acquire(a, 1, false, true, LockWait.NO_WAIT);
        locks.acquire(a, 2, true, false, LockWait.NO_WAIT);
        locks.releaseSessionLocks(a);
        assertThat(locks.acquire(b, 2, false, false, LockWait.NO_WAIT)).isTrue();
        assertThat(locks.acquire(b, 1, true, false, LockWait.NO_WAIT)).isFalse();
    }

    @Test
    void waiterGetsTheLockWhenItIsReleased() throws Exception {
        locks.acquire(a, 9, false, false, LockWait.NO_WAIT);
        CompletableFuture<Boolean> waiter = CompletableFuture.supplyAsync(
                () -> locks.acquire(b, 9, false, false, LockWait.FOREVER));
        assertThat(waiter).isNotDone();
        locks.release(a, 9, false);
        assertThat(waiter.get(30, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void waitHonoursLockTimeout() {
        locks.acquire(a, 3, false, false, LockWait.NO_WAIT);
        assertThatThrownBy(() -> locks.acquire(b, 3, false, false, new LockWait(false, 20, () -> { })))
                .isInstanceOfSatisfying(LaninException.class,
                        e -> assertThat(e.state()).isEqualTo(SqlState.LOCK_NOT_AVAILABLE));
    }
}
