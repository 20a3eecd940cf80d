package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The snapshots a transaction took, as a prune view reads them: the first held apart, then up to KEPT, then only the oldest xmin. */
class TakenSnapshotsTest {

    private static MvccSnapshot snapshot(long xmin) {
        return new MvccSnapshot(xmin, xmin + 1, new long[0], null, 0);
    }

    @Test
    void keepsEverySnapshotInOrderUpToTheLimitThenOnlyTheOldestXmin() {
        TakenSnapshots taken = new TakenSnapshots();
        MvccSnapshot[] added = new MvccSnapshot[TakenSnapshots.KEPT];
        for (int i = 0; i < TakenSnapshots.KEPT; i++) {
            added[i] = snapshot(100 - i);
            taken.add(added[i]);
            assertThat(taken.count()).isEqualTo(i + 1);
        }
        for (int i = 0; i < TakenSnapshots.KEPT; i++) {
            assertThat(taken.get(i)).isSameAs(added[i]);
        }
        assertThat(taken.overflowed()).isFalse();
        taken.add(snapshot(50));
        assertThat(taken.overflowed()).isTrue();
        assertThat(taken.count()).isEqualTo(TakenSnapshots.KEPT);
        assertThat(taken.oldestXmin()).isEqualTo(50);
    }

    @Test
    void aSnapshotWhoseCutFailedIsTakenBackWhetherFirstOrLater() {
        TakenSnapshots taken = new TakenSnapshots();
        MvccSnapshot first = snapshot(10);
        taken.add(first);
        taken.removeLast(first);
        assertThat(taken.count()).isZero();
        MvccSnapshot again = snapshot(11);
        MvccSnapshot second = snapshot(12);
        taken.add(again);
        taken.add(second);
        taken.removeLast(first); // not the last one added: stays as it is
        assertThat(taken.count()).isEqualTo(2);
        taken.removeLast(second);
        assertThat(taken.count()).isEqualTo(1);
        assertThat(taken.get(0)).isSameAs(again);
    }
}
