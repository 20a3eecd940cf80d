package org.lanin.engine.exec;

import org.lanin.engine.index.btree.InsertPath;

/**
 * The session settings the engine itself obeys, fixed for one statement (the planner's
 * session copies them into the {@link ExecContext}). Immutable.
 *
 * @param btreeInsertPath          {@code btree_exclusive_leaf} and {@code btree_rightmost_fastpath}
 * @param killIndexTuples          {@code kill_index_tuples}: index scans and unique checks mark entries
 *                                 whose version is dead to everyone (they skip killed entries either way)
 * @param workMemBytes             {@code work_mem}: memory a sort uses before spilling to temporary files
 * @param maintenanceWorkMemBytes  {@code maintenance_work_mem}: the same for CREATE INDEX
 * @param abbreviatedKeys          {@code abbreviated_keys}: compare long prefixes of the first sort key first
 */
public record EngineSettings(InsertPath btreeInsertPath, boolean killIndexTuples, long workMemBytes,
                             long maintenanceWorkMemBytes, boolean abbreviatedKeys) {
    /** PostgreSQL's defaults: work_mem 4MB, maintenance_work_mem 64MB. */
    public static final long DEFAULT_WORK_MEM_BYTES = 4L << 20;
    public static final long DEFAULT_MAINTENANCE_WORK_MEM_BYTES = 64L << 20;
    /**
     * PostgreSQL 15's default hash_mem_multiplier (not a setting here): a hash join's table and a
     * hash aggregate's groups may use twice work_mem before they spill (get_hash_memory_limit).
     */
    public static final double HASH_MEM_MULTIPLIER = 2.0;

    /** Every setting at its default. */
    public static final EngineSettings DEFAULT = new EngineSettings(InsertPath.DEFAULT);

    /** Only the insert path given; the others at their defaults. */
    public EngineSettings(InsertPath btreeInsertPath) {
        this(btreeInsertPath, true, DEFAULT_WORK_MEM_BYTES, DEFAULT_MAINTENANCE_WORK_MEM_BYTES, true);
    }

    public static EngineSettings of(boolean btreeExclusiveLeaf, boolean btreeRightmostFastpath) {
        return of(btreeExclusiveLeaf, btreeRightmostFastpath, true);
    }

    public static EngineSettings of(boolean btreeExclusiveLeaf, boolean btreeRightmostFastpath,
                                    boolean killIndexTuples) {
        return new EngineSettings(InsertPath.of(btreeExclusiveLeaf, btreeRightmostFastpath), killIndexTuples,
                DEFAULT_WORK_MEM_BYTES, DEFAULT_MAINTENANCE_WORK_MEM_BYTES, true);
    }

    /** work_mem x hash_mem_multiplier: the memory of a hash join's table or a hash aggregate's groups. */
    public long hashMemBytes() {
        return hashMemBytes(workMemBytes);
    }

    /** {@code workMemBytes} x hash_mem_multiplier. */
    public static long hashMemBytes(long workMemBytes) {
        return (long) (workMemBytes * HASH_MEM_MULTIPLIER);
    }

    /** The same settings with the sort ones replaced. */
    public EngineSettings withSort(long workMem, long maintenanceWorkMem, boolean abbreviate) {
        return new EngineSettings(btreeInsertPath, killIndexTuples, workMem, maintenanceWorkMem, abbreviate);
    }
}
