package org.lanin.engine.index.btree;

/**
 * How one insert descends (the session settings {@code btree_exclusive_leaf} and
 * {@code btree_rightmost_fastpath}): passed per call, so two sessions of one database may insert
 * into one tree by different paths at the same time. Both paths yield the same tree; they differ
 * only in latching (see README.md, "Latch protocol").
 *
 * @param exclusiveLeaf     latch the leaf exclusive straight from its level-1 parent (PostgreSQL 12+);
 *                          false: shared, then release and relock exclusive
 * @param rightmostFastpath try the cached rightmost leaf before descending (PostgreSQL 11+)
 */
public record InsertPath(boolean exclusiveLeaf, boolean rightmostFastpath) {
    /** Both optimisations on: the default of both settings. */
    public static final InsertPath DEFAULT = new InsertPath(true, true);

    private static final InsertPath[] ALL = {new InsertPath(false, false), new InsertPath(false, true),
        new InsertPath(true, false), DEFAULT};

    /** A shared instance (no allocation per insert). */
    public static InsertPath of(boolean exclusiveLeaf, boolean rightmostFastpath) {
        return ALL[(exclusiveLeaf ? 2 : 0) + (rightmostFastpath ? 1 : 0)];
    }
}
