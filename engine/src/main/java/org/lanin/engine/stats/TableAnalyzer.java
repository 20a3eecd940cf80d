package org.lanin.engine.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapStats;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.type.DataType;

/**
 * ANALYZE of one table (analyze.c's do_analyze_rel): sample 300 x statistics-target rows the
 * snapshot sees, compute each requested column's statistics, publish them with the table's row
 * and page counts in the {@link StatisticsStore}, and restart the table's count of changes since
 * ANALYZE. A partitioned table gets "inherited" statistics from a sample across its partitions
 * and reltuples summed over them; its partitions are analysed separately (see {@link #expand}).
 *
 * <p>It takes no lock itself: its callers hold the table's SHARE UPDATE EXCLUSIVE lock, which
 * conflicts with itself, so two ANALYZEs of one table run one after the other, as in PostgreSQL
 * (org.lanin.engine.vacuum.LockedAnalyze; the ANALYZE statement locks through its session).
 */
public final class TableAnalyzer {
    /** default_statistics_target. */
    public static final int DEFAULT_TARGET = 100;
    /** The range PostgreSQL accepts for the statistics target. */
    public static final int MIN_TARGET = 1;
    public static final int MAX_TARGET = 10_000;
    /** Rows sampled per unit of statistics target (Chaudhuri, Motwani and Narasayya, via analyze.c). */
    static final int ROWS_PER_TARGET = 300;

    private final StatisticsStore store;
    private final int target;
    private final SplittableRandom random;
    private final Runnable interrupts;

    /**
     * @param target     statistics target: MCV entries and histogram buckets at most; 300 x it rows sampled
     * @param random     source of the sample (seeded in tests)
     * @param interrupts called once per page read: throws to cancel (statement timeout, cancel)
     */
    public TableAnalyzer(StatisticsStore store, int target, SplittableRandom random, Runnable interrupts) {
        this.store = store;
        this.target = target;
        this.random = random;
        this.interrupts = interrupts;
    }

    public TableAnalyzer(StatisticsStore store, int target, Runnable interrupts) {
        this(store, target, new SplittableRandom(), interrupts);
    }

    /**
     * The statistics ANALYZE would compute for a column of {@code type} whose sampled values, in
     * physical order, are {@code sample} (nulls included), from a table of {@code totalRows} rows.
     * For tests and tools that need statistics of a known distribution without a table.
     */
    public static ColumnStatistics analyzeSample(DataType type, int target, List<?> sample, double totalRows) {
        List<Object[]> rows = new ArrayList<>(sample.size());
        for (Object v : sample) {
            rows.add(new Object[] {v});
        }
        return new ColumnAnalyzer(type, target).analyze(1, rows, 0, totalRows);
    }

    /**
     * The tables an ANALYZE of {@code table} covers, as PostgreSQL's expand_vacuum_rel: the table
     * itself, then for a partitioned table every table below it (partitioned ones get inherited
     * statistics of their own subtree).
     */
    public static List<TableDef> expand(TableDef table, CatalogSnapshot catalog) {
        List<TableDef> out = new ArrayList<>();
        out.add(table);
        for (int i = 0; i < out.size(); i++) {
            TableDef t = out.get(i);
            if (t.isPartitioned()) {
                List<TableDef> children = new ArrayList<>();
                for (var c : t.partitioning().children()) {
                    TableDef child = catalog.table(c.name());
                    if (child != null) {
                        children.add(child);
                    }
                }
                children.sort(java.util.Comparator.comparingLong(TableDef::oid));
                out.addAll(children);
            }
        }
        return out;
    }

    /**
     * Analyses {@code columns} of {@code table} (null: every live column) as {@code snapshot}
     * sees it; {@code auto} marks an autovacuum run in the table's counters.
     */
    public AnalyzeReport analyze(TableDef table, List<ColumnDef> columns, CatalogSnapshot catalog, Snapshot snapshot,
                                 boolean auto) {
        return analyze(table, columns, catalog, snapshot, auto, () -> { });
    }

    /** The statistics target of column {@code c}: its own (SET STATISTICS), else this analysis's. */
    private int targetOf(ColumnDef c) {
        return c.statTarget() != null && c.statTarget() >= 0 ? c.statTarget() : target;
    }

    /**
     * As above; {@code sampled} runs once the sample is read, before the statistics are computed:
     * a caller that owns the snapshot releases it there, so the minutes a big sample may take to
     * sort do not hold the global xmin horizon back (pruning and VACUUM stall behind it, and a
     * hot row's chain grows by a version per update meanwhile).
     */
    public AnalyzeReport analyze(TableDef table, List<ColumnDef> columns, CatalogSnapshot catalog, Snapshot snapshot,
                                 boolean auto, Runnable sampled) {
        return analyze(table, columns, catalog, () -> snapshot, auto, sampled);
    }

    /**
     * As above, reading the sample under snapshots {@code snapshots} gives, a fresh one every few
     * pages (the owner's statement snapshots: ANALYZE outside a transaction block), so a large
     * table's sample does not hold the xmin horizon at its first page until its last.
     */
    public AnalyzeReport analyze(TableDef table, List<ColumnDef> columns, CatalogSnapshot catalog,
                                 java.util.function.Supplier<Snapshot> snapshots, boolean auto, Runnable sampled) {
        java.util.function.Supplier<Snapshot> snapshot = snapshots;
        List<ColumnDef> cols = columns != null ? columns : table.liveColumns();
        HeapStats activity = table.heap().stats();
        long changesSeen = activity.changedSinceAnalyze();
        int maxTarget = 0; // a column's SET STATISTICS replaces the target for it (0: none); the sample serves the largest
        for (ColumnDef c : cols) {
            maxTarget = Math.max(maxTarget, targetOf(c));
        }
        int targetRows = Math.max(100, ROWS_PER_TARGET * maxTarget);
        boolean inherited = table.isPartitioned();
        RowSample sample = inherited
                ? InheritedSampler.sample(table, catalog, snapshot, targetRows, random, interrupts)
                : RowSampler.sample(table, snapshot, targetRows, random, interrupts);
        sampled.run();
        List<ColumnStatistics> computed = new ArrayList<>(cols.size());
        for (ColumnDef c : cols) {
            interrupts.run();
            if (targetOf(c) == 0) {
                continue; // SET STATISTICS 0: no statistics for this column (PostgreSQL's examine_attribute)
            }
            ColumnStatistics s = new ColumnAnalyzer(c.type(), targetOf(c)).analyze(c.attnum(), sample.rows(), c.slot(),
                    sample.totalRows());
            if (s != null) {
                computed.add(s);
            }
        }
        store.publish(table, inherited, sample.totalRows(), inherited ? -1 : table.heap().usedPages(), computed);
        activity.analyzed(changesSeen, auto);
        return new AnalyzeReport(table.name(), inherited, sample.pagesScanned(), sample.totalPages(),
                sample.rows().size(), sample.totalRows(), sample.deadRows(), computed.size());
    }
}
