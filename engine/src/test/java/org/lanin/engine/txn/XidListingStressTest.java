package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Xids are handed out without a lock (README.md, invariant 2: a slot is reserved, or a subxid
 * flagged, before the counter moves). What that must keep: every xid below a snapshot's xmax that
 * the snapshot does not list has its final status already. Writers begin and end transactions
 * (some with subtransactions, some rolled back) as fast as they can while readers build snapshots
 * and check every xid in [xmin, xmax). An xid handed out but not yet listed when a later one
 * completed would read IN_PROGRESS here, and, once committed, appear to that snapshot out of nowhere.
 */
class XidListingStressTest {
    private static final int TRANSACTIONS = Integer.getInteger("xid.listing.transactions", 300_000);
    private static final int WRITERS = 3;

    @Test
    void anUnlistedXidBelowXmaxIsFinished() throws Exception {
        TransactionManager tm = new TransactionManager();
        AtomicBoolean done = new AtomicBoolean();
        AtomicLong checked = new AtomicLong();
        StressThreads stress = new StressThreads();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            int seed = w;
            writers.add(stress.thread(() -> {
                for (int i = 0; i < TRANSACTIONS / WRITERS; i++) {
                    Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
                    int kind = (i + seed) % 7;
                    if (kind == 1 || kind == 4) {
                        tx.savepoint("a");
                        tx.savepoint("b");
                        if (kind == 4) {
                            tx.rollbackToSavepoint("a");
                        }
                    }
                    if (kind == 6) {
                        tx.rollback();
                    } else {
                        tx.commit();
                    }
                }
            }));
        }
        List<Thread> readers = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            boolean virtual = r == 0;
            readers.add(stress.thread(() -> {
                while (!done.get()) {
                    Transaction reader = virtual ? tm.beginVirtual(IsolationLevel.READ_COMMITTED)
                            : tm.begin(IsolationLevel.READ_COMMITTED, true);
                    Snapshot s = reader.beginStatement();
                    for (long xid = s.xmin(); xid < s.xmax(); xid++) {
                        if (xid != reader.xid() && !s.isInProgress(xid)) {
                            assertThat(tm.status(xid)).as("xid %d, unlisted in %s", xid, s)
                                    .isNotEqualTo(XidStatus.IN_PROGRESS);
                            checked.incrementAndGet();
                        }
                    }
                    reader.commit();
                }
            }));
        }
        writers.forEach(Thread::start);
        readers.forEach(Thread::start);
        for (Thread t : writers) {
            t.join(180_000);
        }
        done.set(true);
        for (Thread t : readers) {
            t.join(30_000);
        }
        stress.rethrow();
        assertThat(checked.get()).isPositive();
        assertThat(tm.runningCount()).isZero();
    }
}
