package org.lanin.engine.storage.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

class HeapUpdateTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    private Transaction begin() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        return tx;
    }

    private long committedRow(Object value) {
        Transaction tx = begin();
        long tid = table.insert(new Object[] {value}, tx);
        tx.commit();
        return tid;
    }

    @Test
    void updateLinksOldToNewAndHidesOld() {
        long tid = committedRow("v1");
        Transaction tx = begin();
        long[] out = new long[1];
        assertThat(table.update(tid, new Object[] {"v2"}, tx, out)).isEqualTo(HeapUpdateResult.OK);
        HeapTuple old = table.fetch(tid);
        HeapTuple newer = table.fetch(out[0]);
        assertThat(old.nextTid()).isEqualTo(out[0]);
        assertThat(old.xmax()).isEqualTo(tx.xid());
        assertThat(old.xmaxIsLockOnly()).isFalse();
        assertThat(newer.xmin()).isEqualTo(tx.xid());
        assertThat(newer.nextTid()).isEqualTo(Tid.NONE);
        assertThat(table.update(tid, new Object[] {"v3"}, tx, out)).isEqualTo(HeapUpdateResult.SELF_MODIFIED);
        assertThat(table.delete(out[0], tx)).as("inserted by this command").isEqualTo(HeapUpdateResult.INVISIBLE);
        tx.commit();

        Transaction reader = begin();
        assertThat(reader.snapshot().isVisible(old)).isFalse();
        assertThat(reader.snapshot().isVisible(newer)).isTrue();
        assertThat(newer.values()).containsExactly("v2");
    }

    @Test
    void concurrentUpdatersOneWinsOtherWaitsThenSeesUpdated() throws Exception {
        long tid = committedRow(0);
        Transaction first = begin();
        Transaction second = begin();
        long[] out = new long[1];
        assertThat(table.update(tid, new Object[] {1}, first, out)).isEqualTo(HeapUpdateResult.OK);
        assertThat(table.update(tid, new Object[] {2}, second, new long[1])).isEqualTo(HeapUpdateResult.BEING_MODIFIED);
        CompletableFuture<HeapUpdateResult> retry = CompletableFuture.supplyAsync(() -> {
            tm.waitFor(second, table.fetch(tid).xmax(), 10_000, () -> false);
            return table.update(tid, new Object[] {2}, second, new long[1]);
        });
        Thread.sleep(50);
        assertThat(retry).isNotDone();
        first.commit();
        assertThat(retry.get(60, TimeUnit.SECONDS)).isEqualTo(HeapUpdateResult.UPDATED);
        // READ COMMITTED follows the chain to the newest version and updates that
        long newest = table.fetch(tid).nextTid();
        second.beginStatement();
        assertThat(table.update(newest, new Object[] {2}, second, new long[1])).isEqualTo(HeapUpdateResult.OK);
        second.commit();
    }

    @Test
    void abortedUpdaterFreesTheRow() {
        long tid = committedRow(0);
        Transaction loser = begin();
        assertThat(table.delete(tid, loser)).isEqualTo(HeapUpdateResult.OK);
        loser.rollback();
        Transaction winner = begin();
        assertThat(table.delete(tid, winner)).isEqualTo(HeapUpdateResult.OK);
    }

    @Test
    void rowLocksBlockWritersAndUpgradeForTheirOwner() {
        long tid = committedRow(0);
        Transaction locker = begin();
        assertThat(table.lock(tid, locker)).isEqualTo(HeapUpdateResult.OK);
        assertThat(table.lock(tid, locker)).isEqualTo(HeapUpdateResult.OK);
        Transaction other = begin();
        assertThat(table.lock(tid, other)).isEqualTo(HeapUpdateResult.BEING_MODIFIED);
        assertThat(table.delete(tid, other)).isEqualTo(HeapUpdateResult.BEING_MODIFIED);
        locker.commit();
        assertThat(table.delete(tid, other)).as("a finished lock is free").isEqualTo(HeapUpdateResult.OK);

        long second = committedRow(1);
        Transaction owner = begin();
        table.lock(second, owner);
        assertThat(table.delete(second, owner)).isEqualTo(HeapUpdateResult.OK);
        assertThat(table.fetch(second).xmaxIsLockOnly()).isFalse();
    }

    @Test
    void inProgressInsertIsInvisibleToWriters() {
        Transaction inserter = begin();
        long tid = table.insert(new Object[] {0}, inserter);
        assertThat(table.delete(tid, begin())).isEqualTo(HeapUpdateResult.INVISIBLE);
    }

    @Test
    void subtransactionDeleteRolledBackLetsTheParentDeleteAgain() {
        long tid = committedRow(0);
        Transaction tx = begin();
        tx.savepoint("s");
        assertThat(table.delete(tid, tx)).isEqualTo(HeapUpdateResult.OK);
        tx.rollbackToSavepoint("s");
        tx.beginStatement();
        assertThat(tx.snapshot().isVisible(table.fetch(tid))).isTrue();
        assertThat(table.delete(tid, tx)).isEqualTo(HeapUpdateResult.OK);
    }

    @Test
    void racingDeletersExactlyOneWins() throws Exception {
        for (int round = 0; round < 20; round++) {
            long tid = committedRow(round);
            CountDownLatch go = new CountDownLatch(1);
            List<CompletableFuture<HeapUpdateResult>> racers = List.of(
                    CompletableFuture.supplyAsync(() -> raceDelete(tid, go)),
                    CompletableFuture.supplyAsync(() -> raceDelete(tid, go)),
                    CompletableFuture.supplyAsync(() -> raceDelete(tid, go)));
            go.countDown();
            long wins = 0;
            for (CompletableFuture<HeapUpdateResult> r : racers) {
                HeapUpdateResult result = r.get(60, TimeUnit.SECONDS);
                assertThat(result).isIn(HeapUpdateResult.OK, HeapUpdateResult.BEING_MODIFIED);
                wins += result == HeapUpdateResult.OK ? 1 : 0;
            }
            assertThat(wins).isEqualTo(1);
        }
    }

    private HeapUpdateResult raceDelete(long tid, CountDownLatch go) {
        Transaction tx = begin();
        try {
            go.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        return table.delete(tid, tx); // left running: the winner's xmax stays in progress
    }
}
