package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.lanin.engine.storage.heap.HeapTable;

class VisibilityTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    private boolean sees(Transaction tx, long tid) {
        return tx.snapshot().isVisible(table.fetch(tid));
    }

    private long insertCommitted(Object... values) {
        Transaction writer = tm.begin(IsolationLevel.READ_COMMITTED, false);
        writer.beginStatement();
        long tid = table.insert(values, writer);
        writer.commit();
        return tid;
    }

    @Test
    void ownInsertVisibleToLaterCommandNotToSameCommand() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        long tid = table.insert(new Object[] {1}, tx);
        assertThat(sees(tx, tid)).isFalse();
        tx.beginStatement();
        assertThat(sees(tx, tid)).isTrue();
    }

    @Test
    void ownDeleteInvisibleFromNextCommandOnly() {
        long tid = insertCommitted(1);
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        assertThat(table.delete(tid, tx)).isEqualTo(HeapUpdateResult.OK);
        assertThat(sees(tx, tid)).as("deleted by this very statement").isTrue();
        tx.beginStatement();
        assertThat(sees(tx, tid)).isFalse();
    }

    @Test
    void othersInsertVisibleOnlyAfterCommitBeforeSnapshot() {
        Transaction reader = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        Transaction writer = tm.begin(IsolationLevel.READ_COMMITTED, false);
        writer.beginStatement();
        long tid = table.insert(new Object[] {1}, writer);
        reader.beginStatement();
        assertThat(sees(reader, tid)).as("in progress").isFalse();
        writer.commit();
        reader.beginStatement();
        assertThat(sees(reader, tid)).as("committed after the RR snapshot").isFalse();

        Transaction later = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        later.beginStatement();
        assertThat(sees(later, tid)).as("committed before the snapshot").isTrue();
    }

    @Test
    void readCommittedSeesCommitsOfEarlierStatements() {
        Transaction reader = tm.begin(IsolationLevel.READ_COMMITTED, true);
        reader.beginStatement();
        long tid = insertCommitted(1);
        assertThat(sees(reader, tid)).isFalse();
        reader.beginStatement();
        assertThat(sees(reader, tid)).isTrue();
        assertThat(tm.snapshotsTaken()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void abortedInsertInvisible() {
        Transaction writer = tm.begin(IsolationLevel.READ_COMMITTED, false);
        writer.beginStatement();
        long tid = table.insert(new Object[] {1}, writer);
        writer.rollback();
        Transaction reader = tm.begin(IsolationLevel.READ_COMMITTED, true);
        reader.beginStatement();
        assertThat(sees(reader, tid)).isFalse();
        assertThat(tm.status(writer.xid())).isEqualTo(XidStatus.ABORTED);
    }

    @Test
    void deleteByCommittedInvisibleDeleteByRunningOrAbortedVisible() {
        long tid = insertCommitted(1);
        Transaction deleter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        deleter.beginStatement();
        assertThat(table.delete(tid, deleter)).isEqualTo(HeapUpdateResult.OK);
        Transaction during = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        during.beginStatement();
        assertThat(sees(during, tid)).as("deleter running").isTrue();
        deleter.commit();
        during.beginStatement();
        assertThat(sees(during, tid)).as("deleter committed after snapshot").isTrue();
        Transaction after = tm.begin(IsolationLevel.READ_COMMITTED, true);
        after.beginStatement();
        assertThat(sees(after, tid)).isFalse();

        long other = insertCommitted(2);
        Transaction aborter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        aborter.beginStatement();
        table.delete(other, aborter);
        aborter.rollback();
        after.beginStatement();
        assertThat(sees(after, other)).isTrue();
    }

    @Test
    void lockOnlyXmaxDoesNotHide() {
        long tid = insertCommitted(1);
        Transaction locker = tm.begin(IsolationLevel.READ_COMMITTED, false);
        locker.beginStatement();
        assertThat(table.lock(tid, locker)).isEqualTo(HeapUpdateResult.OK);
        locker.beginStatement();
        assertThat(sees(locker, tid)).isTrue();
        locker.commit();
        Transaction reader = tm.begin(IsolationLevel.READ_COMMITTED, true);
        reader.beginStatement();
        assertThat(sees(reader, tid)).isTrue();
    }

    @Test
    void frozenRowsVisibleToAll() {
        long tid = table.insertFrozen(new Object[] {"pg_class"});
        Transaction reader = tm.begin(IsolationLevel.SERIALIZABLE, true);
        reader.beginStatement();
        assertThat(sees(reader, tid)).isTrue();
        assertThat(tm.status(Xids.FROZEN)).isEqualTo(XidStatus.COMMITTED);
    }
}
