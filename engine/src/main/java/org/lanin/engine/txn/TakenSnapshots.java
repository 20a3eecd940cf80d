package org.lanin.engine.txn;

/**
 * The snapshots one transaction took (statement snapshots, its REPEATABLE READ snapshot, cursor
 * snapshots), all kept until it ends: any of them may still be read through (an outer statement
 * under a nested one's, a pinned cursor), and a {@link PruneView} must judge every version against
 * each. Past {@link #KEPT} only their oldest xmin is kept: the view then protects everything the
 * transaction's horizon protects, as before per-snapshot pruning.
 *
 * <p>Written only by the owner, inside {@link TransactionManager}'s procArrayLock (read side, while
 * it builds the snapshot); read by {@link TransactionManager#pruneView()} under the write side. The
 * lock orders them: no field needs to be volatile.
 */
final class TakenSnapshots {
    static final int KEPT = 8;

    private final MvccSnapshot[] kept = new MvccSnapshot[KEPT];
    private int count;
    private boolean overflowed;
    private long oldestXmin = Xids.INVALID;

    void add(MvccSnapshot s) {
        if (oldestXmin == Xids.INVALID || s.xmin() < oldestXmin) {
            oldestXmin = s.xmin();
        }
        if (count < KEPT) {
            kept[count++] = s;
        } else {
            overflowed = true;
        }
    }

    int count() {
        return count;
    }

    MvccSnapshot get(int i) {
        return kept[i];
    }

    /** True once more than {@link #KEPT} were taken: judge by {@link #oldestXmin()} alone. */
    boolean overflowed() {
        return overflowed;
    }

    long oldestXmin() {
        return oldestXmin;
    }
}
