package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;

/** Virtual (read-only statement) transactions: no xid, no commit record, but they hold the horizon. */
class VirtualTransactionTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    @Test
    void holdsTheHorizonWithoutAnXid() {
        Transaction writer = tm.begin(IsolationLevel.READ_COMMITTED, false);
        writer.beginStatement();
        long tid = table.insert(new Object[] {1}, writer);
        writer.commit();
        long before = tm.nextXid();

        Transaction reader = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        Snapshot s = reader.beginStatement();
        assertThat(tm.nextXid()).as("no xid assigned").isEqualTo(before);
        assertThat(reader.xid()).isNegative();
        assertThat(reader.isOwnXid(Xids.INVALID)).isFalse();

        Transaction deleter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        deleter.beginStatement();
        assertThat(table.delete(tid, deleter)).isEqualTo(HeapUpdateResult.OK);
        deleter.commit();

        HeapTuple t = table.fetch(tid);
        assertThat(s.isVisible(t)).as("deleted after the snapshot").isTrue();
        assertThat(tm.globalXminHorizon()).as("the reader holds the horizon").isLessThanOrEqualTo(deleter.xid());
        assertThat(Visibility.isDeadToAll(t, tm, tm.globalXminHorizon())).isFalse();
        Transaction other = tm.begin(IsolationLevel.READ_COMMITTED, true);
        other.beginStatement();
        assertThat(tm.recentXminHorizon()).isLessThanOrEqualTo(deleter.xid());
        other.commit();

        reader.commit();
        assertThat(tm.globalXminHorizon()).isGreaterThan(deleter.xid());
        assertThat(Visibility.isDeadToAll(t, tm, tm.globalXminHorizon())).isTrue();
        assertThat(tm.runningCount()).isZero();
    }

    @Test
    void neverTakesSavepoints() {
        Transaction reader = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        reader.beginStatement();
        assertThatThrownBy(() -> reader.savepoint("s")).isInstanceOf(EngineBug.class);
        reader.rollback();
    }
}
