package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;

class HorizonAndDirtyTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    @Test
    void horizonAdvancesWhenOldTransactionsFinish() {
        assertThat(tm.globalXminHorizon()).isEqualTo(tm.nextXid());
        Transaction old = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        old.beginStatement();
        Transaction young = tm.begin(IsolationLevel.READ_COMMITTED, false);
        young.beginStatement();
        assertThat(tm.globalXminHorizon()).isEqualTo(old.xid());
        old.commit();
        assertThat(tm.globalXminHorizon()).as("young's snapshot still lists old").isEqualTo(old.xid());
        young.beginStatement();
        assertThat(tm.globalXminHorizon()).isEqualTo(young.xid());
        young.commit();
        assertThat(tm.globalXminHorizon()).isEqualTo(tm.nextXid());
    }

    @Test
    void readCommittedAdvancesItsXminPerStatementRepeatableReadDoesNot() {
        for (IsolationLevel level : IsolationLevel.values()) {
            Transaction older = tm.begin(IsolationLevel.READ_COMMITTED, false);
            Transaction reader = tm.begin(level, true);
            reader.beginStatement();
            older.commit();
            assertThat(tm.globalXminHorizon()).as("snapshot still lists the older one").isEqualTo(older.xid());
            reader.beginStatement();
            long expected = level.usesTransactionSnapshot() ? older.xid() : reader.xid();
            assertThat(tm.globalXminHorizon()).as(level.name()).isEqualTo(expected);
            reader.commit();
        }
    }

    @Test
    void deadToAllOnlyBelowTheHorizon() {
        Transaction writer = tm.begin(IsolationLevel.READ_COMMITTED, false);
        writer.beginStatement();
        long tid = table.insert(new Object[] {1}, writer);
        writer.commit();
        Transaction reader = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        reader.beginStatement();
        Transaction deleter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        deleter.beginStatement();
        table.delete(tid, deleter);
        deleter.commit();
        HeapTuple tuple = table.fetch(tid);
        assertThat(Visibility.isDeadToAll(tuple, tm, tm.globalXminHorizon())).isFalse();
        assertThat(reader.snapshot().isVisible(tuple)).isTrue();
        reader.commit();
        assertThat(Visibility.isDeadToAll(tuple, tm, tm.globalXminHorizon())).isTrue();

        Transaction aborted = tm.begin(IsolationLevel.READ_COMMITTED, false);
        aborted.beginStatement();
        long junk = table.insert(new Object[] {2}, aborted);
        assertThat(Visibility.isDeadToAll(table.fetch(junk), tm, tm.globalXminHorizon())).isFalse();
        aborted.rollback();
        assertThat(Visibility.isDeadToAll(table.fetch(junk), tm, 0)).isTrue();
    }

    @Test
    void uniqueCheckFollowsBtCheckUnique() {
        Transaction me = tm.begin(IsolationLevel.READ_COMMITTED, false);
        me.beginStatement();
        Transaction other = tm.begin(IsolationLevel.READ_COMMITTED, false);
        other.beginStatement();
        long pending = table.insert(new Object[] {1}, other);
        assertThat(Visibility.uniqueCheck(table.fetch(pending), me, tm)).isEqualTo(other.xid());
        other.commit();
        assertThat(Visibility.uniqueCheck(table.fetch(pending), me, tm)).isEqualTo(Visibility.CONFLICT);

        long mine = table.insert(new Object[] {2}, me);
        assertThat(Visibility.uniqueCheck(table.fetch(mine), me, tm)).isEqualTo(Visibility.CONFLICT);

        Transaction deleter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        deleter.beginStatement();
        table.delete(pending, deleter);
        assertThat(Visibility.uniqueCheck(table.fetch(pending), me, tm)).isEqualTo(deleter.xid());
        deleter.commit();
        assertThat(Visibility.uniqueCheck(table.fetch(pending), me, tm)).isEqualTo(Visibility.NO_CONFLICT);

        me.beginStatement();
        table.delete(mine, me);
        assertThat(Visibility.uniqueCheck(table.fetch(mine), me, tm)).isEqualTo(Visibility.NO_CONFLICT);

        Transaction aborter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        aborter.beginStatement();
        long gone = table.insert(new Object[] {3}, aborter);
        aborter.rollback();
        assertThat(Visibility.uniqueCheck(table.fetch(gone), me, tm)).isEqualTo(Visibility.NO_CONFLICT);

        Transaction locker = tm.begin(IsolationLevel.READ_COMMITTED, false);
        locker.beginStatement();
        long locked = table.insertFrozen(new Object[] {4});
        table.lock(locked, locker);
        assertThat(Visibility.uniqueCheck(table.fetch(locked), me, tm)).isEqualTo(Visibility.CONFLICT);
    }
}
