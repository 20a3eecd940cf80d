package org.lanin.engine.exec;

import org.lanin.engine.index.btree.InsertPath;

/**
 * The session settings the engine itself obeys, fixed for one statement (the planner's
 * session copies them into the {@link ExecContext}). Immutable.
 *
 * @param btreeInsertPath {@code btree_exclusive_leaf} and {@code btree_rightmost_fastpath}
 */
public record EngineSettings(InsertPath btreeInsertPath) {
    /** Every setting at its default. */
    public static final EngineSettings DEFAULT = new EngineSettings(InsertPath.DEFAULT);

    public static EngineSettings of(boolean btreeExclusiveLeaf, boolean btreeRightmostFastpath) {
        return new EngineSettings(InsertPath.of(btreeExclusiveLeaf, btreeRightmostFastpath));
    }
}
