package org.lanin.engine.exec;

import org.lanin.engine.index.btree.InsertPath;

/**
 * The session settings the engine itself obeys, fixed for one statement (the planner's
 * session copies them into the {@link ExecContext}). Immutable.
 *
 * @param btreeInsertPath {@code btree_exclusive_leaf} and {@code btree_rightmost_fastpath}
 * @param killIndexTuples {@code kill_index_tuples}: index scans and unique checks mark entries
 *                        whose version is dead to everyone (they skip killed entries either way)
 */
public record EngineSettings(InsertPath btreeInsertPath, boolean killIndexTuples) {
    /** Every setting at its default. */
    public static final EngineSettings DEFAULT = new EngineSettings(InsertPath.DEFAULT, true);

    public static EngineSettings of(boolean btreeExclusiveLeaf, boolean btreeRightmostFastpath) {
        return of(btreeExclusiveLeaf, btreeRightmostFastpath, true);
    }

    public static EngineSettings of(boolean btreeExclusiveLeaf, boolean btreeRightmostFastpath,
                                    boolean killIndexTuples) {
        return new EngineSettings(InsertPath.of(btreeExclusiveLeaf, btreeRightmostFastpath), killIndexTuples);
    }
}
