package org.lanin.engine.txn;

/**
 * What visibility rules need to know about a tuple version: who created it (xmin, cmin)
 * and who deleted or locked it (xmax, cmax). Implemented by the heap's tuple class, so the
 * transaction layer never depends on the heap.
 */
public interface TupleHeader {
    /** Creating (sub)transaction id. */
    long xmin();

    /** Command id of the creating statement within its transaction. */
    int cmin();

    /** Deleting/updating (sub)transaction id, or {@link Xids#INVALID} if never deleted. */
    long xmax();

    /** Command id of the deleting statement within its transaction. */
    int cmax();

    /** True when xmax only locks the row (SELECT ... FOR UPDATE) rather than deleting it. */
    boolean xmaxIsLockOnly();
}
