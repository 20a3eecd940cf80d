package org.lanin.engine.txn;

/**
 * The snapshots one transaction took (statement snapshots, its REPEATABLE READ snapshot, cursor
 * snapshots), all kept until it ends, or in READ COMMITTED until a statement of its block ends with
 * no cursor open ({@link Transaction#statementEnded}): until then any of them may still be read
 * through (an outer statement under a nested one's, a pinned cursor), and a {@link PruneView} must
 * judge every version against each. Past {@link #KEPT} only their oldest xmin is kept: the view then protects everything the
 * transaction's horizon protects, as before per-snapshot pruning.
 *
 * <p>Written only by the owner as it builds a snapshot, optimistically or under the read side of
 * {@link TransactionManager}'s procArrayLock; read by {@link TransactionManager#pruneView()} under
 * the write side. A registration is published by the owner's volatile xmin advertisement that
 * follows it, which the prune cut reads first. A prune cut that overlaps an optimistic build
 * invalidates that build (it takes the write side) and may read this object mid-change: it then
 * sees the count before or after, and a slot that is null or holds a snapshot being discarded;
 * it skips nulls, and an extra snapshot only makes it keep more.
 */
final class TakenSnapshots {
    static final int KEPT = 8;

    /**
     * The first snapshot, held apart: most transactions are one statement and take one, and an
     * array of {@link #KEPT} made at every begin was a tenth of a point select's garbage.
     */
    private MvccSnapshot first;
    /** The second to the {@link #KEPT}th; null until a second is taken. */
    private MvccSnapshot[] more;
    private int count;
    private boolean overflowed;
    private long oldestXmin = Xids.INVALID;

    void add(MvccSnapshot s) {
        if (oldestXmin == Xids.INVALID || s.xmin() < oldestXmin) {
            oldestXmin = s.xmin();
        }
        if (count == 0) {
            first = s;
            count = 1;
        } else if (count < KEPT) {
            if (more == null) {
                more = new MvccSnapshot[KEPT - 1];
            }
            more[count - 1] = s;
            count++;
        } else {
            overflowed = true;
        }
    }

    /**
     * Drops them all: the statements that read through them have ended. The count goes first, so a
     * reader mid-change finds fewer snapshots or null slots, which it skips.
     */
    void clear() {
        count = 0;
        first = null;
        if (more != null) {
            java.util.Arrays.fill(more, null);
        }
        overflowed = false;
        oldestXmin = Xids.INVALID;
    }

    /** Takes back {@code s}, the last one added, whose cut failed to validate; an overflow stays. */
    void removeLast(MvccSnapshot s) {
        if (count > 0 && get(count - 1) == s) {
            count--;
        }
    }

    int count() {
        return count;
    }

    /** The i-th snapshot kept; null when a reader mid-change sees the count before the slot (see above). */
    MvccSnapshot get(int i) {
        if (i == 0) {
            return first;
        }
        MvccSnapshot[] m = more;
        return m == null ? null : m[i - 1];
    }

    /** True once more than {@link #KEPT} were taken: judge by {@link #oldestXmin()} alone. */
    boolean overflowed() {
        return overflowed;
    }

    long oldestXmin() {
        return oldestXmin;
    }
}
