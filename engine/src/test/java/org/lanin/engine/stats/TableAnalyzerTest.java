package org.lanin.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.type.DataType;

/** One table's ANALYZE: what it publishes, the change count it restarts, cancellation, the size API. */
class TableAnalyzerTest {
    /** Only partitioned tables consult the catalog. */
    private static final CatalogSnapshot NO_CATALOG = null;
    private final TransactionManager tm = new TransactionManager();
    private final HeapTable heap = new HeapTable();
    private final ColumnDef a = new ColumnDef("a", 1, DataType.INTEGER, false, null, null, (char) 0, false);
    private final ColumnDef b = new ColumnDef("b", 2, DataType.TEXT, false, null, null, (char) 0, false);
    private final TableDef table = new TableDef(9, "t", List.of(a, b), List.of(), List.of(), heap, 1);
    private final StatisticsStore store = new StatisticsStore();

    private void load(int from, int to) {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        for (int i = from; i <= to; i++) {
            heap.insert(new Object[] {i, "v" + (i % 4)}, tx);
        }
        tx.commit();
    }

    private AnalyzeReport analyze(List<ColumnDef> columns, Runnable interrupts) {
        Transaction tx = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        try {
            return new TableAnalyzer(store, 100, new SplittableRandom(1), interrupts)
                    .analyze(table, columns, NO_CATALOG, tx.beginStatement(), false);
        } finally {
            tx.commit();
        }
    }

    @Test
    void publishesEveryColumnAndRestartsTheChangeCount() {
        load(1, 500);
        assertThat(heap.stats().changedSinceAnalyze()).isEqualTo(500);
        AnalyzeReport r = analyze(null, () -> { });
        assertThat(r.sampleRows()).isEqualTo(500);
        assertThat(r.columns()).isEqualTo(2);
        TableStatistics s = store.table(table);
        assertThat(s.relTuples()).isEqualTo(500);
        assertThat(s.relPages()).isEqualTo(2);
        assertThat(s.inherited()).isFalse();
        assertThat(store.column(table, a).nDistinct()).isEqualTo(-1);
        assertThat(store.column(table, b).mcvValues()).containsExactly("v0", "v1", "v2", "v3");
        assertThat(heap.stats().changedSinceAnalyze()).isZero();
        assertThat(heap.stats().analyzeCount()).isEqualTo(1);
        assertThat(RelationSize.of(table, NO_CATALOG)).isEqualTo(new RelationSize(500, 2));
    }

    @Test
    void theSampledHookLetsTheOwnerStopHoldingTheHorizonBeforeTheStatisticsAreComputed() {
        load(1, 500);
        Transaction own = tm.beginVirtual(IsolationLevel.READ_COMMITTED);
        long[] horizons = new long[2];
        try {
            var snapshot = own.beginStatement();
            load(501, 510); // commits after the sample's snapshot: the horizon stays at it while sampling
            new TableAnalyzer(store, 100, new SplittableRandom(1), () -> { })
                    .analyze(table, null, NO_CATALOG, snapshot, true, () -> {
                        horizons[0] = tm.globalXminHorizon();
                        own.releaseSnapshot();
                        horizons[1] = tm.globalXminHorizon();
                    });
        } finally {
            own.commit();
        }
        assertThat(horizons[0]).as("held at the sample's snapshot").isLessThan(tm.nextXid());
        assertThat(horizons[1]).as("released once the sample is read").isEqualTo(tm.nextXid());
        assertThat(store.table(table).relTuples()).isEqualTo(500);
    }

    @Test
    void aColumnListAnalysesOnlyThose() {
        load(1, 10);
        analyze(List.of(b), () -> { });
        assertThat(store.column(table, a)).isNull();
        assertThat(store.column(table, b)).isNotNull();
    }

    @Test
    void anEmptyTableGetsCountsButNoColumns() {
        analyze(null, () -> { });
        assertThat(store.table(table).relTuples()).isZero();
        assertThat(store.table(table).relPages()).isZero();
        assertThat(store.table(table).columns()).isEmpty();
        assertThat(RelationSize.of(table, NO_CATALOG)).isEqualTo(new RelationSize(0, 0));
    }

    @Test
    void aCancelledAnalyzePublishesNothing() {
        load(1, 2000);
        AtomicInteger calls = new AtomicInteger();
        assertThatThrownBy(() -> analyze(null, () -> {
            if (calls.incrementAndGet() == 3) {
                throw new IllegalStateException("canceled");
            }
        })).hasMessage("canceled");
        assertThat(store.table(table)).isNull();
        assertThat(heap.stats().changedSinceAnalyze()).isEqualTo(2000);
        assertThat(store.epoch()).isZero();
    }
}
