package org.lanin.engine.storage.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.Xids;

/** Recovery restores versions at the TIDs the files name (the wal's Materializer), holes and all. */
class HeapRestoreTest {
    @Test
    void restoredVersionsKeepTheirTidsAndTheHolesAreReusedFirst() {
        HeapTable heap = new HeapTable();
        int slots = HeapTable.slotsPerPage();
        List<Long> restored = new ArrayList<>();
        for (long tid : new long[] {Tid.of(0, 1), Tid.of(0, 5), Tid.of(2, 0), Tid.of(2, 3), Tid.of(4, slots - 1)}) {
            heap.restoreFrozen(tid, new Object[] {tid});
            restored.add(tid);
        }
        heap.restoreDone();
        List<Long> scanned = new ArrayList<>();
        for (Iterator<HeapTuple> it = heap.scan(); it.hasNext(); ) {
            HeapTuple t = it.next();
            assertThat(t.values()[0]).isEqualTo(t.tid());
            assertThat(t.xmin()).isEqualTo(Xids.FROZEN);
            scanned.add(t.tid());
        }
        assertThat(scanned).isEqualTo(restored); // a page before the last is scanned whole, holes and all
        long holes = 5L * slots - restored.size();
        assertThat(heap.freeSlots()).isEqualTo(holes);

        TransactionManager tm = new TransactionManager();
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        Set<Long> inserted = new HashSet<>();
        for (int i = 0; i < holes; i++) {
            long tid = heap.insert(new Object[] {"new"}, tx);
            assertThat(Tid.page(tid)).isLessThan(5);
            assertThat(restored).doesNotContain(tid);
            inserted.add(tid);
        }
        assertThat(inserted).hasSize((int) holes);
        assertThat(Tid.page(heap.insert(new Object[] {"next"}, tx))).isEqualTo(5); // holes used up: a new page
        tx.commit();
    }

    @Test
    void restoringOutOfOrderIsABug() {
        HeapTable heap = new HeapTable();
        heap.restoreFrozen(Tid.of(1, 4), new Object[] {1});
        assertThatThrownBy(() -> heap.restoreFrozen(Tid.of(1, 2), new Object[] {2})).isInstanceOf(EngineBug.class);
        assertThatThrownBy(() -> heap.restoreFrozen(Tid.of(0, 7), new Object[] {3})).isInstanceOf(EngineBug.class);
    }
}
