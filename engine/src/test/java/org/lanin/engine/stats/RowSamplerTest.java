package org.lanin.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.type.DataType;

/** acquire_sample_rows over a real heap: what is visible, how many, in which order, how uniform. */
class RowSamplerTest {
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable heap = new HeapTable();
    private final TableDef table = new TableDef(1, "t",
            List.of(new ColumnDef("a", 1, DataType.INTEGER, false, null, null, (char) 0, false)),
            List.of(), List.of(), heap, 1);

    private void load(int rows) {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        for (int i = 1; i <= rows; i++) {
            heap.insert(new Object[] {i}, tx);
        }
        tx.commit();
    }

    private Snapshot snapshot() {
        Transaction tx = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        return tx.beginStatement();
    }

    @Test
    void aSmallTableIsReadWholeInPhysicalOrder() {
        load(1000);
        RowSample s = RowSampler.sample(table, snapshot(), 30_000, new SplittableRandom(1), () -> { });
        assertThat(s.rows()).hasSize(1000);
        assertThat(s.totalRows()).isEqualTo(1000);
        assertThat(s.pagesScanned()).isEqualTo(s.totalPages());
        for (int i = 0; i < 1000; i++) {
            assertThat(s.rows().get(i)[0]).isEqualTo(i + 1);
        }
    }

    @Test
    void aLargeTableIsReadUnderAFreshSnapshotEverySixteenPages() {
        load(HeapTable.slotsPerPage() * 40); // 40 pages
        Transaction own = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        int[] taken = new int[1];
        RowSample s = RowSampler.sample(table, () -> {
            taken[0]++;
            return own.beginStatement();
        }, 30_000, new SplittableRandom(1), () -> { });
        own.commit();
        assertThat(s.pagesScanned()).isEqualTo(40);
        assertThat(s.totalRows()).isEqualTo(HeapTable.slotsPerPage() * 40);
        assertThat(taken[0]).as("one snapshot per 16 pages: the horizon moves on while a big table is read")
                .isEqualTo(3);
    }

    @Test
    void onlyRowsTheSnapshotSeesAreSampled() {
        load(100);
        Transaction deleter = tm.begin(IsolationLevel.READ_COMMITTED, false);
        deleter.beginStatement();
        for (int i = 0; i < 10; i++) {
            heap.delete(org.lanin.engine.storage.heap.Tid.of(0, i), deleter);
        }
        deleter.commit();
        Transaction open = tm.begin(IsolationLevel.READ_COMMITTED, false);
        open.beginStatement();
        heap.insert(new Object[] {-1}, open); // never committed while sampling
        RowSample s = RowSampler.sample(table, snapshot(), 30_000, new SplittableRandom(1), () -> { });
        assertThat(s.rows()).hasSize(90);
        assertThat(s.totalRows()).isEqualTo(90);
        assertThat(s.deadRows()).isEqualTo(11);
        assertThat(s.rows().get(0)[0]).isEqualTo(11);
        open.rollback();
    }

    @Test
    void aLargeTableIsSampledFromChosenPagesAndExtrapolated() {
        load(60_000); // 235 pages of 256 slots
        RowSample s = RowSampler.sample(table, snapshot(), 100, new SplittableRandom(5), () -> { });
        assertThat(s.rows()).hasSize(100);
        assertThat(s.pagesScanned()).isEqualTo(100);
        assertThat(s.totalRows()).isCloseTo(60_000, within(300.0));
        for (int i = 1; i < s.rows().size(); i++) {
            assertThat((Integer) s.rows().get(i)[0]).isGreaterThan((Integer) s.rows().get(i - 1)[0]);
        }
    }

    @Test
    void everyRowIsEquallyLikelyToBeSampled() {
        load(10_000);
        int buckets = 10;
        long[] hits = new long[buckets];
        SplittableRandom random = new SplittableRandom(42);
        int rounds = 100;
        for (int r = 0; r < rounds; r++) {
            for (Object[] row : RowSampler.sample(table, snapshot(), 500, random, () -> { }).rows()) {
                hits[((Integer) row[0] - 1) * buckets / 10_000]++;
            }
        }
        double expected = rounds * 500.0 / buckets;
        for (long h : hits) {
            assertThat((double) h).isCloseTo(expected, within(expected * 0.05));
        }
    }

    @Test
    void rowsWrittenBeforeAnAddColumnReadTheMissingValue() {
        load(3);
        TableDef wider = new TableDef(1, "t", List.of(table.columns().get(0),
                new ColumnDef("b", 2, DataType.INTEGER, false, "7", 7, (char) 0, false)), List.of(), List.of(), heap, 2);
        RowSample s = RowSampler.sample(wider, snapshot(), 300, new SplittableRandom(1), () -> { });
        assertThat(s.rows().get(0)).containsExactly(1, 7);
    }
}
