package org.lanin.engine.storage.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/**
 * A fill factor (the {@code fillfactor} storage parameter) leaves part of each page to the HOT
 * updates of its rows: inserts move to the next page at the share, updates still use the rest,
 * and scans pass the part-filled pages.
 */
class HeapFillFactorTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();

    private Transaction begin() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        return tx;
    }

    @Test
    void insertsStopAtTheShareAndHotUpdatesUseTheRest() {
        Transaction tx = begin();
        List<Long> tids = new ArrayList<>();
        for (int i = 0; i < HeapPage.SLOTS; i++) {
            tids.add(table.insert(new Object[] {i}, tx, 50));
        }
        tx.commit();
        int perPage = HeapPage.SLOTS / 2;
        assertThat(tids).allSatisfy(tid -> assertThat(Tid.slot(tid)).isLessThan(perPage));
        assertThat(tids.stream().map(Tid::page).distinct()).containsExactly(0, 1);

        Transaction up = begin();
        long[] out = new long[1];
        assertThat(table.update(table.fetch(tids.get(0)), new Object[] {-1}, up, out, true, true)).isEqualTo(HeapUpdateResult.OK);
        up.commit();
        assertThat(Tid.page(out[0])).as("the new version stays on its page").isEqualTo(0);
        assertThat(Tid.slot(out[0])).isGreaterThanOrEqualTo(perPage);
        assertThat(table.isHeapOnly(out[0])).isTrue();

        Transaction reader = begin();
        int visible = 0;
        for (Iterator<HeapTuple> it = table.scan(); it.hasNext(); ) {
            if (reader.snapshot().isVisible(it.next())) {
                visible++;
            }
        }
        reader.commit();
        assertThat(visible).as("the scan passes the part-filled first page").isEqualTo(HeapPage.SLOTS);
    }

    @Test
    void theDefaultFillsEveryPage() {
        Transaction tx = begin();
        long last = 0;
        for (int i = 0; i < HeapPage.SLOTS; i++) {
            last = table.insert(new Object[] {i}, tx);
        }
        tx.commit();
        assertThat(Tid.page(last)).isEqualTo(0);
        assertThat(Tid.slot(last)).isEqualTo(HeapPage.SLOTS - 1);
    }
}
