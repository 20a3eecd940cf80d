package org.lanin.planner.cost;

import org.lanin.engine.exec.EngineSettings;
import org.lanin.engine.exec.HashJoinSizing;

/**
 * PostgreSQL's cost formulas (costsize.c) with the session's constants, in units of a sequential
 * heap page read (a Lanin heap page holds 256 row slots). One departure, measured: Lanin's rows
 * are separately allocated objects in memory, so an index scan's heap fetch out of the heap's
 * order is one random memory access per row, not a page shared by the rows on it; it costs
 * {@code random_page_cost} per row (about ten times reading a row in sequence, on this machine),
 * and PostgreSQL's correlation interpolation (costsize.c, cost_index) lowers that toward the
 * sequential cost as the index's order follows the heap's. Nothing is ever read from disk, so
 * there is no cache to amortise repeated probes over.
 */
public final class CostModel {
    private final PlannerSettings s;

    public CostModel(PlannerSettings settings) {
        this.s = settings;
    }

    public PlannerSettings settings() {
        return s;
    }

    /** A cost, with {@link PlannerSettings#DISABLE_COST} added when the method is switched off. */
    public static double disabled(double cost, boolean enabled) {
        return enabled ? cost : cost + PlannerSettings.DISABLE_COST;
    }

    /** Sequential scan of {@code size} evaluating {@code quals} operators per row. */
    public double seqScan(TableSize size, int quals) {
        double c = s.seqPageCost() * size.pages() + size.rows() * (s.cpuTupleCost() + quals * s.cpuOperatorCost());
        return disabled(c, s.enableSeqscan());
    }

    /** Bytes a stored row takes beyond its values, for a table's size in bytes (PostgreSQL's tuple header and line pointer). */
    public static final int TUPLE_HEADER_BYTES = 28;

    /**
     * Workers for a parallel scan of a heap of {@code heapBytes} (PostgreSQL's compute_parallel_worker):
     * none below {@code minBytes} (min_parallel_table_scan_size), one from there, and one more each
     * time the heap is three times larger.
     */
    public static int parallelWorkers(double heapBytes, long minBytes) {
        if (heapBytes < Math.max(1, minBytes)) {
            return 0;
        }
        int workers = 1;
        double threshold = Math.max(1, minBytes);
        while (heapBytes >= threshold * 3 && workers < 1024) {
            workers++;
            threshold *= 3;
        }
        return workers;
    }

    /**
     * {startup, total} of a Gather over a Parallel Seq Scan returning {@code rows} (cost_seqscan
     * and cost_gather): the rows' CPU is shared by the participants (the workers, and the leader
     * for what time its own gathering leaves it: 1 - 0.3 per worker), the pages are not; the
     * Gather adds parallel_setup_cost and parallel_tuple_cost per row it passes on.
     */
    public double[] parallelSeqScan(TableSize size, int quals, int workers, double rows) {
        PlannerSettings.Parallel par = s.parallel();
        double divisor = par.divisor(workers);
        double cpu = size.rows() * (s.cpuTupleCost() + quals * s.cpuOperatorCost()) / Math.max(1, divisor);
        double scan = s.seqPageCost() * size.pages() + cpu;
        double startup = par.setupCost();
        return new double[] {startup, disabled(startup + scan + par.tupleCost() * rows, s.enableSeqscan())};
    }

    /**
     * Startup and total cost of one index scan reading {@code selectivity} of the table's index
     * entries; {@code correlation} is the ANALYZE correlation of the index's first column with
     * the heap's order (0 when unknown).
     */
    public double[] indexScan(TableSize size, double selectivity, int indexQuals, int filterQuals,
                              boolean indexOnly, double correlation) {
        double rows = size.rows();
        double tuples = Math.max(1, selectivity * rows);
        double descent = Math.ceil(Math.log(Math.max(2, rows)) / Math.log(2)) * s.cpuOperatorCost()
                + 2 * 50 * s.cpuOperatorCost();
        // the descent reaches the first leaf; further leaves are read in order
        double leafPages = Math.max(1, Math.ceil(tuples / TableSize.ROWS_PER_PAGE));
        double indexCost = (leafPages - 1) * s.seqPageCost()
                + tuples * (s.cpuIndexTupleCost() + indexQuals * s.cpuOperatorCost());
        double heapCost = 0;
        if (!indexOnly) {
            double random = tuples * s.randomPageCost();
            // in the heap's order only the first row is a random access, the rest follow it
            double sequential = s.randomPageCost() + (tuples - 1) * s.seqPageCost() / TableSize.ROWS_PER_PAGE;
            double c2 = Double.isNaN(correlation) ? 0 : correlation * correlation;
            heapCost = random + c2 * (Math.min(sequential, random) - random);
        }
        // every row returned costs a tuple, index-only or not (PostgreSQL's cost_index: cpu_per_tuple
        // on tuples_fetched); without it a full index-only scan looked cheaper than a sequential one
        heapCost += tuples * (s.cpuTupleCost() + filterQuals * s.cpuOperatorCost());
        double total = descent + indexCost + heapCost;
        boolean enabled = indexOnly ? s.enableIndexonlyscan() : s.enableIndexscan();
        return new double[] {descent, disabled(total, enabled)};
    }

    /**
     * Startup and total cost of a Bitmap Heap Scan over a GIN index (costsize.c's cost_bitmap_heap_scan
     * with gincostestimate reduced to its entry-page reads): the bitmap is built before the first row
     * (startup: the entry lookups, an index tuple per matching TID); then each TID's version is
     * fetched in heap order (PostgreSQL's interpolation between random and sequential page cost by
     * the fraction of the table read) and the condition rechecked with the other filters.
     */
    public double[] bitmapScan(TableSize size, double selectivity, int lookups, int filterQuals) {
        double rows = size.rows();
        double tuples = Math.max(1, selectivity * rows);
        double descent = Math.ceil(Math.log(Math.max(2, rows)) / Math.log(2)) * s.cpuOperatorCost()
                + 2 * 50 * s.cpuOperatorCost();
        // one descent and posting list per key looked up (gincostestimate's searchEntries): an
        // operator class that extracts fewer keys (jsonb_path_ops) is cheaper for the same query
        double startup = lookups * (descent + tuples * (s.cpuIndexTupleCost() + s.cpuOperatorCost()));
        double fraction = Math.min(1, tuples / Math.max(1, rows));
        double perRow = s.randomPageCost() - (s.randomPageCost() - s.seqPageCost() / TableSize.ROWS_PER_PAGE)
                * Math.sqrt(fraction);
        double run = tuples * perRow + tuples * (s.cpuTupleCost() + (1 + filterQuals) * s.cpuOperatorCost());
        return new double[] {startup, disabled(startup + run, s.enableBitmapscan())};
    }

    /**
     * One side of a join as the cost formulas see it: estimated rows, row width in bytes, columns;
     * {@code storedValues}: its rows are a base table's stored tuples (their values are not copies).
     */
    public record Side(double rows, int width, int columns, boolean storedValues) {
        public Side(double rows, int width, int columns) {
            this(rows, width, columns, false);
        }

        /** This side, its values counted as copies (a hash table keyed on a computed expression). */
        public Side copied() {
            return storedValues ? new Side(rows, width, columns, false) : this;
        }
    }

    /**
     * Hash join: {startup, run} beyond the inputs' costs. When the inner side is expected to
     * exceed work_mem the join runs in batches (the operator's own {@link HashJoinSizing}), and,
     * as PostgreSQL's initial_cost_hashjoin, writing the inner side's pages costs at startup and
     * reading them back plus writing and reading the outer side's costs in the run.
     */
    public double[] hashJoin(Side outer, Side inner, int clauses, double outputRows, int residualQuals) {
        double build = (s.cpuOperatorCost() * clauses + s.cpuTupleCost()) * inner.rows();
        double probe = s.cpuOperatorCost() * clauses * outer.rows() + s.cpuOperatorCost() * residualQuals * outputRows
                + s.cpuTupleCost() * outputRows;
        if (HashJoinSizing.choose(inner.rows(), inner.width(), inner.columns(),
                EngineSettings.hashMemBytes(s.workMemBytes()), inner.storedValues()).batches() > 1) {
            double innerPages = pages(inner);
            build += s.seqPageCost() * innerPages;
            probe += s.seqPageCost() * (innerPages + 2 * pages(outer));
        }
        return new double[] {build, disabled(probe, s.enableHashjoin())};
    }

    /** PostgreSQL's page_size: 8 kB pages of the side's rows (with a tuple header each). */
    private static double pages(Side side) {
        return Math.ceil(side.rows() * (Math.max(8, side.width()) + 24) / 8192);
    }

    /**
     * Merge join of inputs already sorted (PostgreSQL's cost_mergejoin, both inputs read whole):
     * {startup, run} beyond the sorted inputs' costs. The key comparisons run once per outer row
     * and per inner row, inner rows of a key shared by several outer rows again for each
     * ({@code rescanratio}); each inner row is copied into its key's group once; each output row
     * costs a tuple and its residual conditions.
     */
    public double[] mergeJoin(double outerRows, double innerRows, int clauses, double outputRows, int residualQuals) {
        double inner = Math.max(1, innerRows);
        double rescanRatio = 1 + Math.max(0, outputRows - inner) / inner;
        double run = s.cpuOperatorCost() * clauses * (outerRows + inner * rescanRatio)
                + s.cpuOperatorCost() * inner
                + (s.cpuTupleCost() + s.cpuOperatorCost() * residualQuals) * outputRows;
        return new double[] {0, disabled(run, s.enableMergejoin())};
    }

    /** Nest loop run cost beyond the outer input and the inner rescans: comparisons and output. */
    public double nestLoop(double outerRows, double innerRowsPerLoop, int joinQuals, double outputRows) {
        double c = s.cpuOperatorCost() * joinQuals * outerRows * innerRowsPerLoop + s.cpuTupleCost() * outputRows;
        return disabled(c, s.enableNestloop());
    }

    /** Re-reading a materialised input once. */
    public double materialRescan(double rows) {
        return s.cpuOperatorCost() * rows;
    }

    /** Building a Materialize node over {@code rows}. */
    public double materialize(double rows) {
        return 2 * s.cpuOperatorCost() * rows;
    }

    /** Sorting {@code rows} rows of {@code width} bytes: {startup, run} beyond the input's cost. */
    public double[] sort(double rows, int width) {
        double n = Math.max(2, rows);
        double compare = 2.0 * s.cpuOperatorCost();
        double startup = compare * n * (Math.log(n) / Math.log(2));
        double bytes = n * Math.max(8, width);
        if (bytes > s.workMemBytes()) {
            double pages = bytes / 8192;
            startup += 2 * pages * s.seqPageCost() * Math.max(1, Math.log(bytes / s.workMemBytes()) / Math.log(6));
        }
        return new double[] {disabled(startup, s.enableSort()), s.cpuOperatorCost() * n};
    }

    /** Hash aggregation of {@code rows} into {@code groups} with {@code keys} keys and {@code aggs} aggregates. */
    public double hashAggregate(double rows, double groups, int keys, int aggs) {
        return s.cpuOperatorCost() * (keys + aggs) * rows + s.cpuTupleCost() * groups;
    }

    /** Bytes a hash aggregate counts per group against its memory (its key's values and one state per call). */
    private static final int HASH_AGG_KEY_BYTES = 32;
    private static final int HASH_AGG_GROUP_BYTES = 16;
    private static final int HASH_AGG_STATE_BYTES = 48;
    /** Spill files a hash aggregate writes per pass (HashAggSpill's fan-out). */
    private static final int HASH_AGG_PARTITIONS = 32;

    /**
     * What a hash aggregate adds for spilling when its groups outgrow work_mem x hash_mem_multiplier
     * (costsize.c's cost_agg): every input row is written and read back once per level of
     * partitioning, writes counted as random page accesses, plus the CPU of a tuple each way;
     * 0 when the groups fit. Group sizes are those the operator counts, not PostgreSQL's.
     */
    public double hashAggregateSpill(double rows, int width, double groups, int keys, int aggs) {
        double entry = HASH_AGG_GROUP_BYTES + HASH_AGG_KEY_BYTES * keys + HASH_AGG_STATE_BYTES * aggs;
        double memLimit = EngineSettings.hashMemBytes(s.workMemBytes());
        double batches = Math.ceil(groups * entry / memLimit);
        if (batches <= 1) {
            return 0;
        }
        double depth = Math.ceil(Math.log(batches) / Math.log(HASH_AGG_PARTITIONS));
        double pages = Math.ceil(rows * Math.max(8, width) / 8192.0);
        return pages * depth * (s.randomPageCost() + s.seqPageCost()) + depth * rows * 2.0 * s.cpuTupleCost();
    }

    /** Aggregation of {@code rows} arriving sorted on the keys into {@code groups} (cost_agg's AGG_SORTED). */
    public double groupAggregate(double rows, double groups, int keys, int aggs) {
        return s.cpuOperatorCost() * (keys + aggs) * rows + s.cpuTupleCost() * groups;
    }

    /**
     * A Unique over {@code rows} sorted rows comparing {@code keys} columns (pathnode.c's
     * create_upper_unique_path: one comparison per column per input row, nothing per output row).
     */
    public double unique(double rows, int keys) {
        return s.cpuOperatorCost() * keys * rows;
    }

    /** Evaluating {@code quals} operators over {@code rows} rows (a filter, a projection). */
    public double perRow(double rows, int quals) {
        return rows * quals * s.cpuOperatorCost();
    }

    public double cpuTupleCost() {
        return s.cpuTupleCost();
    }
}
