package org.lanin.planner.cost;

/**
 * The session settings the planner obeys: PostgreSQL's cost constants and enable_* switches
 * (a disabled method is not forbidden but costed out of the way, as PostgreSQL does, so a
 * query that has no other way still plans), the join search limit and work_mem.
 * {@link #cacheKey()} is empty for the defaults, so plans made under other settings are cached
 * apart from the shared ones.
 */
public record PlannerSettings(double seqPageCost, double randomPageCost, double cpuTupleCost,
                              double cpuIndexTupleCost, double cpuOperatorCost, boolean enableSeqscan,
                              boolean enableIndexscan, boolean enableIndexonlyscan, boolean enableHashjoin,
                              boolean enableNestloop, boolean enableMergejoin, boolean enableSort,
                              int joinCollapseLimit, long workMemBytes,
                              org.lanin.engine.catalog.SearchPath searchPath, boolean enableBitmapscan,
                              boolean enableHashagg, Parallel parallel) {

    /**
     * Parallel query: workers per Gather (0: none), the JVM-wide worker limit, PostgreSQL's
     * parallel_setup_cost and parallel_tuple_cost, whether the leader runs its own share, and
     * the heap size from which a table is scanned in parallel (min_parallel_table_scan_size).
     */
    public record Parallel(int workersPerGather, int maxWorkers, double setupCost, double tupleCost,
                           boolean leaderParticipation, long minTableScanBytes) {
        public static final Parallel DEFAULT = new Parallel(2, 8, 1000, 0.1, true, 8L << 20);

        /**
         * The participants' share of a parallel scan's rows for {@code workers} workers (costsize.c's
         * get_parallel_divisor): the workers, and the leader for the time its own gathering leaves it.
         */
        public double divisor(int workers) {
            return workers + (leaderParticipation ? Math.max(0, 1 - 0.3 * workers) : 0);
        }
    }

    /** The settings with PostgreSQL's default parallel query settings. */
    public PlannerSettings(double seqPageCost, double randomPageCost, double cpuTupleCost,
                           double cpuIndexTupleCost, double cpuOperatorCost, boolean enableSeqscan,
                           boolean enableIndexscan, boolean enableIndexonlyscan, boolean enableHashjoin,
                           boolean enableNestloop, boolean enableMergejoin, boolean enableSort,
                           int joinCollapseLimit, long workMemBytes, org.lanin.engine.catalog.SearchPath searchPath,
                           boolean enableBitmapscan, boolean enableHashagg) {
        this(seqPageCost, randomPageCost, cpuTupleCost, cpuIndexTupleCost, cpuOperatorCost, enableSeqscan,
                enableIndexscan, enableIndexonlyscan, enableHashjoin, enableNestloop, enableMergejoin, enableSort,
                joinCollapseLimit, workMemBytes, searchPath, enableBitmapscan, enableHashagg, Parallel.DEFAULT);
    }

    /** The settings with hash aggregation on (the default). */
    public PlannerSettings(double seqPageCost, double randomPageCost, double cpuTupleCost,
                           double cpuIndexTupleCost, double cpuOperatorCost, boolean enableSeqscan,
                           boolean enableIndexscan, boolean enableIndexonlyscan, boolean enableHashjoin,
                           boolean enableNestloop, boolean enableMergejoin, boolean enableSort,
                           int joinCollapseLimit, long workMemBytes, org.lanin.engine.catalog.SearchPath searchPath,
                           boolean enableBitmapscan) {
        this(seqPageCost, randomPageCost, cpuTupleCost, cpuIndexTupleCost, cpuOperatorCost, enableSeqscan,
                enableIndexscan, enableIndexonlyscan, enableHashjoin, enableNestloop, enableMergejoin, enableSort,
                joinCollapseLimit, workMemBytes, searchPath, enableBitmapscan, true);
    }

    /** The settings with bitmap scans on (the default). */
    public PlannerSettings(double seqPageCost, double randomPageCost, double cpuTupleCost,
                           double cpuIndexTupleCost, double cpuOperatorCost, boolean enableSeqscan,
                           boolean enableIndexscan, boolean enableIndexonlyscan, boolean enableHashjoin,
                           boolean enableNestloop, boolean enableMergejoin, boolean enableSort,
                           int joinCollapseLimit, long workMemBytes, org.lanin.engine.catalog.SearchPath searchPath) {
        this(seqPageCost, randomPageCost, cpuTupleCost, cpuIndexTupleCost, cpuOperatorCost, enableSeqscan,
                enableIndexscan, enableIndexonlyscan, enableHashjoin, enableNestloop, enableMergejoin, enableSort,
                joinCollapseLimit, workMemBytes, searchPath, true);
    }

    /** The settings without a search_path: the default one. */
    public PlannerSettings(double seqPageCost, double randomPageCost, double cpuTupleCost,
                           double cpuIndexTupleCost, double cpuOperatorCost, boolean enableSeqscan,
                           boolean enableIndexscan, boolean enableIndexonlyscan, boolean enableHashjoin,
                           boolean enableNestloop, boolean enableMergejoin, boolean enableSort,
                           int joinCollapseLimit, long workMemBytes) {
        this(seqPageCost, randomPageCost, cpuTupleCost, cpuIndexTupleCost, cpuOperatorCost, enableSeqscan,
                enableIndexscan, enableIndexonlyscan, enableHashjoin, enableNestloop, enableMergejoin, enableSort,
                joinCollapseLimit, workMemBytes, org.lanin.engine.catalog.SearchPath.DEFAULT);
    }

    /**
     * PostgreSQL's constants, but random_page_cost 0.15: it prices one heap row fetched out of
     * order (Lanin's rows are separate objects in memory, a random access each; see CostModel),
     * about ten times a row read in sequence (seq_page_cost 1 per 256-row page + cpu_tuple_cost),
     * as measured here; PostgreSQL's 4.0 models a disk seek per 8 kB page.
     */
    public static final PlannerSettings DEFAULT = new PlannerSettings(1.0, 0.15, 0.01, 0.005, 0.0025,
            true, true, true, true, true, true, true, 8, 4L << 20, org.lanin.engine.catalog.SearchPath.DEFAULT);

    /** PostgreSQL's disable_cost: added to a path whose method is switched off. */
    public static final double DISABLE_COST = 1.0e10;

    /** These settings with another search_path (a view's body binds under its own). */
    public PlannerSettings withSearchPath(org.lanin.engine.catalog.SearchPath path) {
        return new PlannerSettings(seqPageCost, randomPageCost, cpuTupleCost, cpuIndexTupleCost, cpuOperatorCost,
                enableSeqscan, enableIndexscan, enableIndexonlyscan, enableHashjoin, enableNestloop, enableMergejoin,
                enableSort, joinCollapseLimit, workMemBytes, path, enableBitmapscan, enableHashagg, parallel);
    }

    /** A suffix for plan cache keys: empty under the defaults. */
    public String cacheKey() {
        return equals(DEFAULT) ? "" : "\u0001" + this;
    }
}
