package org.lanin.planner.cost;

/**
 * PostgreSQL's cost formulas (costsize.c) with the session's constants. Costs are in units of a
 * sequential page fetch; a "page" of a heap is Lanin's heap page (256 row slots). Everything is
 * in memory, so every page counts as cached (PostgreSQL's effective_cache_size larger than any
 * table): repeated index probes on the inner side of a nest loop share their page fetches
 * (Mackert and Lohman's formula, index_pages_fetched).
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

    /** Startup and total cost of one index scan (per loop when {@code loops} > 1). */
    public double[] indexScan(TableSize size, double selectivity, int indexQuals, int filterQuals,
                              boolean indexOnly, double loops) {
        double rows = size.rows();
        double tuples = Math.max(1, selectivity * rows);
        double descent = Math.ceil(Math.log(Math.max(2, rows)) / Math.log(2)) * s.cpuOperatorCost()
                + 2 * 50 * s.cpuOperatorCost();
        double indexPages = Math.max(1, Math.ceil(rows / TableSize.ROWS_PER_PAGE));
        double indexPagesRead = pagesFetched(Math.ceil(tuples * indexPages / rows) * loops, indexPages) / loops;
        double indexCost = indexPagesRead * s.randomPageCost()
                + tuples * (s.cpuIndexTupleCost() + indexQuals * s.cpuOperatorCost());
        double heapPages = indexOnly ? 0 : pagesFetched(tuples * loops, size.pages()) / loops;
        double heapCost = heapPages * s.randomPageCost() + (indexOnly ? 0 : tuples * s.cpuTupleCost())
                + tuples * filterQuals * s.cpuOperatorCost();
        double startup = descent;
        double total = startup + indexCost + heapCost;
        boolean enabled = indexOnly ? s.enableIndexonlyscan() : s.enableIndexscan();
        return new double[] {startup, disabled(total, enabled)};
    }

    /** Mackert and Lohman's pages fetched for {@code tuples} random fetches from {@code pages}, all cached. */
    static double pagesFetched(double tuples, double pages) {
        double t = Math.max(1, pages);
        double fetched = 2.0 * t * tuples / (2.0 * t + tuples);
        return Math.max(1, Math.min(t, Math.ceil(fetched)));
    }

    /** Hash join: {startup, run} beyond the inputs' costs. */
    public double[] hashJoin(double outerRows, double innerRows, int clauses, double outputRows, int residualQuals) {
        double build = (s.cpuOperatorCost() * clauses + s.cpuTupleCost()) * innerRows;
        double probe = s.cpuOperatorCost() * clauses * outerRows + s.cpuOperatorCost() * residualQuals * outputRows
                + s.cpuTupleCost() * outputRows;
        return new double[] {build, disabled(probe, s.enableHashjoin())};
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

    /** Evaluating {@code quals} operators over {@code rows} rows (a filter, a projection). */
    public double perRow(double rows, int quals) {
        return rows * quals * s.cpuOperatorCost();
    }

    public double cpuTupleCost() {
        return s.cpuTupleCost();
    }
}
