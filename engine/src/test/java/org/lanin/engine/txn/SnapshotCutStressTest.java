package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.junit.jupiter.api.Test;

/**
 * Snapshots are built without a lock and validated (README.md, invariant 2): each must still be an
 * atomic cut of the running set. Two writers run pairs of transactions A and B, both begun before
 * either ends, A committed strictly before B (B's commit waits for A's); readers take snapshots all
 * the while, of virtual and of real transactions, and check every published pair: a snapshot that
 * counts B committed must count A committed. A torn cut (A still listed, B already gone) breaks it;
 * it is what would let a writer that acted on A's commit show a snapshot two versions of one row.
 * Subtransactions ride along, so subxid lists are read while they change.
 */
class SnapshotCutStressTest {
    private static final int PAIRS = Integer.getInteger("snapshot.cut.pairs", 60_000);

    @Test
    void aSnapshotThatSeesALaterCommitSeesTheEarlierOne() throws Exception {
        TransactionManager tm = new TransactionManager();
        AtomicLongArray a = new AtomicLongArray(PAIRS);
        AtomicLongArray b = new AtomicLongArray(PAIRS);
        AtomicLong published = new AtomicLong();
        AtomicBoolean done = new AtomicBoolean();
        AtomicLong checks = new AtomicLong();
        StressThreads stress = new StressThreads();
        CyclicBarrier begun = new CyclicBarrier(2);
        CyclicBarrier aCommitted = new CyclicBarrier(2);
        List<Thread> threads = new ArrayList<>();
        threads.add(stress.thread(() -> {
            for (int i = 0; i < PAIRS; i++) {
                Transaction ta = tm.begin(IsolationLevel.READ_COMMITTED, false);
                if (i % 3 == 0) {
                    ta.savepoint("s"); // a subxid in the running set while readers copy it
                }
                a.set(i, ta.xid());
                begun.await();
                ta.commit();
                aCommitted.await();
            }
        }));
        threads.add(stress.thread(() -> {
            for (int i = 0; i < PAIRS; i++) {
                Transaction tb = tm.begin(IsolationLevel.READ_COMMITTED, false);
                b.set(i, tb.xid());
                begun.await();
                aCommitted.await();
                tb.commit();
                published.set(i + 1);
            }
        }));
        for (int r = 0; r < 2; r++) {
            boolean virtual = r == 0;
            threads.add(stress.thread(() -> {
                while (!done.get()) {
                    Transaction reader = virtual ? tm.beginVirtual(IsolationLevel.READ_COMMITTED)
                            : tm.begin(IsolationLevel.READ_COMMITTED, true);
                    Snapshot s = reader.beginStatement();
                    long upTo = published.get();
                    for (long i = Math.max(0, upTo - 64); i < upTo; i++) {
                        if (seesCommitted(s, tm, b.get((int) i))) {
                            assertThat(seesCommitted(s, tm, a.get((int) i)))
                                    .as("pair %d: %s sees B=%d committed but not A=%d", i, s, b.get((int) i),
                                            a.get((int) i))
                                    .isTrue();
                            checks.incrementAndGet();
                        }
                    }
                    reader.commit();
                }
            }));
        }
        threads.forEach(Thread::start);
        threads.get(0).join(120_000);
        threads.get(1).join(120_000);
        done.set(true);
        for (Thread t : threads) {
            t.join(30_000);
        }
        stress.rethrow();
        assertThat(published.get()).isEqualTo(PAIRS);
        assertThat(checks.get()).isPositive();
        assertThat(tm.runningCount()).isZero();
    }

    private static boolean seesCommitted(Snapshot s, TransactionManager tm, long xid) {
        return !s.isInProgress(xid) && tm.status(xid) == XidStatus.COMMITTED;
    }
}
