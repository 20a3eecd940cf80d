package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;

class KeyShareLocksTest {
    private final TransactionManager tm = new TransactionManager();
    private final KeyShareLocks locks = new KeyShareLocks();

    private Transaction begin() {
        return tm.begin(IsolationLevel.READ_COMMITTED, false);
    }

    @Test
    void holdersShareAndReleaseWhenTheyEnd() {
        Transaction a = begin();
        Transaction b = begin();
        assertThat(locks.register(a, "f", "k")).isTrue();
        assertThat(locks.register(a, "f", "k")).isFalse();
        assertThat(locks.register(b, "f", "k")).isTrue();
        assertThat(locks.holds(a, "k")).isTrue();
        assertThat(locks.families()).containsExactly("f");
        a.commit();
        assertThat(locks.holds(a, "k")).isFalse();
        assertThat(locks.holds(b, "k")).isTrue();
        b.rollback();
        assertThat(locks.holds(b, "k")).isFalse();
    }

    @Test
    void claimerWaitsUntilTheHolderEndsOrUnregisters() throws Exception {
        Transaction holder = begin();
        Transaction claimer = begin();
        locks.register(holder, "f", "k");
        CompletableFuture<Void> waiting = CompletableFuture.runAsync(() -> locks.awaitOthers(claimer, "k", 10_000, () -> false));
        Thread.sleep(100);
        assertThat(waiting).isNotDone();
        locks.unregister(holder, "k");
        waiting.get(60, TimeUnit.SECONDS);

        locks.register(holder, "f", "k");
        CompletableFuture<Void> again = CompletableFuture.runAsync(() -> locks.awaitOthers(claimer, "k", 10_000, () -> false));
        Thread.sleep(100);
        assertThat(again).isNotDone();
        holder.commit();
        again.get(60, TimeUnit.SECONDS);
        locks.awaitOthers(claimer, "k", 1, () -> false); // its own hold never counts
    }

    @Test
    void aHolderThatUnregisteredToWaitForTheClaimerIsNoDeadlock() throws Exception {
        Transaction holder = begin();
        Transaction claimer = begin();
        locks.register(holder, "f", "k");
        CompletableFuture<Void> claiming = CompletableFuture.runAsync(() -> locks.awaitOthers(claimer, "k", 10_000, () -> false));
        Thread.sleep(100); // the claimer's edge is in the graph
        locks.unregister(holder, "k");
        CompletableFuture<Void> holderWaits = CompletableFuture.runAsync(() -> tm.waitFor(holder, claimer.xid(), 10_000, () -> false));
        claiming.get(60, TimeUnit.SECONDS);
        Thread.sleep(50);
        assertThat(holderWaits).isNotDone();
        claimer.commit();
        holderWaits.get(60, TimeUnit.SECONDS);
    }

    @Test
    void aHolderThatWaitsForTheClaimerWhileHoldingIsADeadlock() throws Exception {
        Transaction holder = begin();
        Transaction claimer = begin();
        locks.register(holder, "f", "k");
        CompletableFuture<Void> claiming = CompletableFuture.runAsync(() -> locks.awaitOthers(claimer, "k", 10_000, () -> false));
        Thread.sleep(100);
        assertThatThrownBy(() -> tm.waitFor(holder, claimer.xid(), 10_000, () -> false))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state()).isEqualTo(SqlState.DEADLOCK_DETECTED));
        holder.rollback();
        claiming.get(60, TimeUnit.SECONDS);
    }

    @Test
    void lockTimeoutApplies() {
        Transaction holder = begin();
        locks.register(holder, "f", "k");
        assertThatThrownBy(() -> locks.awaitOthers(begin(), "k", 50, () -> false))
                .isInstanceOfSatisfying(LaninException.class, e -> assertThat(e.state()).isEqualTo(SqlState.LOCK_NOT_AVAILABLE));
    }
}
