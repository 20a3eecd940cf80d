package org.lanin.engine.vacuum;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.lock.LockManager;
import org.lanin.engine.lock.LockProc;
import org.lanin.engine.lock.LockWait;
import org.lanin.engine.stats.AnalyzeReport;
import org.lanin.engine.stats.StatisticsStore;
import org.lanin.engine.stats.TableAnalyzer;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.HotChain;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.type.DataType;

/**
 * Autovacuum's ANALYZE (LockedAnalyze) reads its sample under no registered snapshot, so a hot
 * row updated while a large table is sampled keeps being pruned: pgbench at one client walked
 * ~25 versions per branch scan while autoanalyze sampled pgbench_accounts, 1.5 with it off.
 */
class LockedAnalyzeHorizonTest {
    private final TransactionManager tm = new TransactionManager();
    private final ColumnDef a = new ColumnDef("a", 1, DataType.INTEGER, false, null, null, (char) 0, false);
    private final HeapTable big = new HeapTable();
    private final TableDef bigTable = new TableDef(9, "big", List.of(a), List.of(), List.of(), big, 1);
    private final HeapTable hot = new HeapTable();
    private final Catalog catalog = new Catalog();
    private final LockManager locks = new LockManager(tm);
    private final StatisticsStore store = new StatisticsStore();

    private Transaction begin() {
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        return tx;
    }

    private long hotRoot;

    private void updateHotRow(int value) {
        Transaction tx = begin();
        HotChain chain = new HotChain();
        hot.hotChain(hotRoot, tm, chain);
        HeapTuple newest = null;
        for (int i = 0; i < chain.size(); i++) {
            if (tx.snapshot().isVisible(chain.get(i))) {
                newest = chain.get(i);
            }
        }
        assertThat(hot.update(newest.tid(), new Object[] {value}, tx, new long[1], true, true))
                .isEqualTo(HeapUpdateResult.OK);
        tx.commit();
    }

    private int hotChainLength() {
        hot.pruneOpt(hotRoot, tm);
        HotChain chain = new HotChain();
        hot.hotChain(hotRoot, tm, chain);
        return chain.size();
    }

    private void load(int pages) {
        Transaction load = begin();
        for (int i = 0; i < pages * HeapTable.slotsPerPage(); i++) {
            big.insert(new Object[] {i}, load);
        }
        hotRoot = hot.insert(new Object[] {0}, load);
        load.commit();
        catalog.change(e -> e.putTable(bigTable));
    }

    private AnalyzeReport autoAnalyze(Runnable perPage) {
        TableAnalyzer analyzer = new TableAnalyzer(store, 100, new SplittableRandom(1), perPage);
        LockProc proc = locks.register();
        try {
            return LockedAnalyze.run(bigTable, t -> null, catalog::current, tm, locks, proc, LockWait.NO_WAIT,
                    analyzer, true);
        } finally {
            proc.close();
        }
    }

    @Test
    void aHotRowUpdatedWhileALargeTableIsSampledIsStillPruned() {
        int pages = 40;
        load(pages);
        List<Long> horizonLag = new ArrayList<>();
        List<Integer> chainLengths = new ArrayList<>();
        int[] value = {0};
        AnalyzeReport report = autoAnalyze(() -> {
            for (int i = 0; i < 5; i++) {
                updateHotRow(++value[0]); // commits while the sample is being read
            }
            horizonLag.add(tm.nextXid() - tm.globalXminHorizon());
            chainLengths.add(hotChainLength());
        });
        assertThat(report.totalRows()).isEqualTo(pages * HeapTable.slotsPerPage());
        assertThat(horizonLag).as("updates ran page after page while the sample was read").hasSizeGreaterThan(pages);
        assertThat(horizonLag).as("nothing holds the horizon: the sample registered no snapshot").containsOnly(0L);
        assertThat(chainLengths).as("every version but the newest pruned at once").containsOnly(1);
        assertThat(hot.stats().prunedVersions()).isEqualTo(value[0]);
    }

    @Test
    void theSampleCountsRowsAsAcquireSampleRowsDoes() {
        int pages = 3;
        load(pages);
        // a running insert is no row yet; a running delete leaves the row live
        Transaction running = begin();
        big.insert(new Object[] {-1}, running);
        assertThat(big.delete(big.scan().next().tid(), running)).isEqualTo(HeapUpdateResult.OK);
        Transaction deleter = begin();
        HeapTuple second = nth(big, 1);
        assertThat(big.delete(second.tid(), deleter)).isEqualTo(HeapUpdateResult.OK);
        deleter.commit();
        AnalyzeReport report = autoAnalyze(() -> { });
        running.rollback();
        assertThat(report.totalRows()).isEqualTo(pages * HeapTable.slotsPerPage() - 1);
        assertThat(report.sampleRows()).isEqualTo(pages * HeapTable.slotsPerPage() - 1);
    }

    private static HeapTuple nth(HeapTable heap, int n) {
        var it = heap.scan();
        HeapTuple t = it.next();
        for (int i = 0; i < n; i++) {
            t = it.next();
        }
        return t;
    }
}
