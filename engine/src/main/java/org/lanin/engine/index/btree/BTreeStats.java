package org.lanin.engine.index.btree;

/**
 * A snapshot of one tree's counters (see {@link BTree#stats()}).
 *
 * @param inserts          entries inserted (plain and unique)
 * @param sharedLatches    shared page latches taken
 * @param exclusiveLatches exclusive page latches taken
 * @param relocks          shared leaf latches given up for an exclusive one
 * @param moveRights       right-links followed because a page split under a descent
 * @param splits           page splits (any level; a root split counts once)
 * @param fastpathInserts  inserts done on the cached rightmost leaf without a descent
 * @param indexScans       scans opened (forward or backward)
 * @param heapFetches      heap versions index scans fetched for this index's entries (unique checks not counted)
 * @param itemsKilled      entries marked killed (their version was dead to every snapshot)
 * @param killedRemoved    killed entries physically removed (before a split, or by VACUUM)
 * @param optimisticReads  inner pages a descent read without a latch (validated; a failed read then
 *                         takes a shared latch and counts there)
 */
public record BTreeStats(long inserts, long sharedLatches, long exclusiveLatches, long relocks,
                         long moveRights, long splits, long fastpathInserts, long indexScans,
                         long heapFetches, long itemsKilled, long killedRemoved, long optimisticReads) {
}
