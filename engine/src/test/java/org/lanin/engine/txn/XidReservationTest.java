package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The two waits that keep invariant 2 without a lock around the xid counter: a reader of the
 * running set waits at a reserved proc-array slot until its transaction is published there, and
 * at a transaction taking a subxid until the subxid is listed. (A wait that ends early is the
 * failure; the checks that the reader is still waiting cannot fail on a correct build however slow
 * the machine.)
 */
class XidReservationTest {

    @Test
    void aReaderWaitsAtAReservedSlotUntilItsTransactionIsPublished() throws Exception {
        TransactionManager tm = new TransactionManager();
        ProcArray array = new ProcArray();
        int slot = array.reserve();
        CompletableFuture<Transaction> read = CompletableFuture.supplyAsync(() -> array.at(slot));
        Thread.sleep(50);
        assertThat(read).isNotDone();
        Transaction tx = new Transaction(tm, 42, IsolationLevel.READ_COMMITTED, false);
        array.publish(slot, tx);
        assertThat(read.get(30, TimeUnit.SECONDS)).isSameAs(tx);
        assertThat(tx.procSlot()).isEqualTo(slot);
        array.leave(tx);
        assertThat(array.at(slot)).isNull();
    }

    @Test
    void anUnreservedSlotIsFreeAgain() {
        ProcArray array = new ProcArray();
        int slot = array.reserve();
        array.unreserve(slot);
        assertThat(array.at(slot)).isNull();
        assertThat(array.count()).isZero();
        assertThat(array.reserve()).isEqualTo(slot);
    }

    @Test
    void aReaderWaitsForASubxidBeingHandedOutToBeListed() throws Exception {
        TransactionManager tm = new TransactionManager();
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.assigningSubxid(true);
        CompletableFuture<long[]> read = CompletableFuture.supplyAsync(tx::settledSubxids);
        Thread.sleep(50);
        assertThat(read).isNotDone();
        tx.addSubxid(tx.xid() + 1);
        tx.assigningSubxid(false);
        assertThat(read.get(30, TimeUnit.SECONDS)).containsExactly(tx.xid() + 1);
    }

    @Test
    void beginListsTheTransactionInTheSlotItReserved() {
        TransactionManager tm = new TransactionManager();
        Transaction first = tm.begin(IsolationLevel.READ_COMMITTED, false);
        Transaction second = tm.begin(IsolationLevel.READ_COMMITTED, false);
        assertThat(second.xid()).isEqualTo(first.xid() + 1);
        assertThat(tm.runningCount()).isEqualTo(2);
        Snapshot s = tm.beginVirtual(IsolationLevel.READ_COMMITTED).beginStatement();
        assertThat(s.isInProgress(first.xid())).isTrue();
        assertThat(s.isInProgress(second.xid())).isTrue();
        first.commit();
        second.rollback();
        assertThat(tm.runningCount()).isEqualTo(1); // the virtual reader
    }
}
