package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.storage.heap.HeapTable;

class SavepointTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    private boolean sees(Transaction tx, long tid) {
        return tx.snapshot().isVisible(table.fetch(tid));
    }

    private long insert(Transaction tx, int value) {
        tx.beginStatement();
        return table.insert(new Object[] {value}, tx);
    }

    @Test
    void rollbackToSavepointHidesItsRowsAndKeepsTheSavepoint() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        long before = insert(tx, 1);
        tx.savepoint("a");
        long sub = tx.currentXid();
        assertThat(sub).isNotEqualTo(tx.xid());
        long inside = insert(tx, 2);
        tx.savepoint("b");
        long nested = insert(tx, 3);
        tx.rollbackToSavepoint("a");
        assertThat(tx.savepointNames()).containsExactly("a");
        assertThat(tx.currentXid()).isNotEqualTo(sub);
        assertThat(tx.isOwnXid(sub)).isFalse();
        tx.beginStatement();
        assertThat(sees(tx, before)).isTrue();
        assertThat(sees(tx, inside)).isFalse();
        assertThat(sees(tx, nested)).isFalse();
        long again = insert(tx, 4);
        tx.commit();

        Transaction reader = tm.begin(IsolationLevel.READ_COMMITTED, true);
        reader.beginStatement();
        assertThat(sees(reader, before)).isTrue();
        assertThat(sees(reader, inside)).isFalse();
        assertThat(sees(reader, again)).isTrue();
        assertThat(tm.status(sub)).isEqualTo(XidStatus.ABORTED);
    }

    @Test
    void releaseKeepsRowsAndCommitPublishesThemAtomically() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.savepoint("a");
        long a = insert(tx, 1);
        tx.savepoint("b");
        long b = insert(tx, 2);
        tx.releaseSavepoint("a");
        assertThat(tx.savepointNames()).isEmpty();
        assertThat(tx.currentXid()).isEqualTo(tx.xid());
        tx.savepoint("open");
        long open = insert(tx, 3);
        tx.beginStatement();
        assertThat(sees(tx, a)).isTrue();
        assertThat(sees(tx, b)).isTrue();

        Transaction during = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        during.beginStatement();
        assertThat(sees(during, a)).isFalse();
        assertThat(tm.status(table.fetch(b).xmin())).isEqualTo(XidStatus.IN_PROGRESS);
        tx.commit();
        during.beginStatement();
        assertThat(sees(during, a) || sees(during, b) || sees(during, open)).isFalse();

        Transaction after = tm.begin(IsolationLevel.READ_COMMITTED, true);
        after.beginStatement();
        assertThat(sees(after, a)).isTrue();
        assertThat(sees(after, b)).isTrue();
        assertThat(sees(after, open)).as("still-open subtransaction commits with its top").isTrue();
        assertThat(tm.status(table.fetch(open).xmin())).isEqualTo(XidStatus.COMMITTED);
    }

    @Test
    void rollbackOfTopAbortsReleasedSubtransactions() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.savepoint("a");
        long a = insert(tx, 1);
        tx.releaseSavepoint("a");
        tx.rollback();
        assertThat(tm.status(table.fetch(a).xmin())).isEqualTo(XidStatus.ABORTED);
    }

    @Test
    void unknownSavepointIs3B001() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.savepoint("a");
        assertThatThrownBy(() -> tx.rollbackToSavepoint("zz"))
                .isInstanceOfSatisfying(LaninException.class,
                        e -> assertThat(e.state()).isEqualTo(SqlState.INVALID_SAVEPOINT_SPECIFICATION))
                .hasMessage("savepoint \"zz\" does not exist");
        assertThatThrownBy(() -> tx.releaseSavepoint("zz")).isInstanceOf(LaninException.class);
    }

    @Test
    void sameNameShadowsEarlierSavepoint() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.savepoint("s");
        long first = insert(tx, 1);
        tx.savepoint("s");
        long second = insert(tx, 2);
        tx.rollbackToSavepoint("s");
        tx.beginStatement();
        assertThat(sees(tx, first)).isTrue();
        assertThat(sees(tx, second)).isFalse();
        assertThat(tx.savepointNames()).containsExactly("s", "s");
    }
}
