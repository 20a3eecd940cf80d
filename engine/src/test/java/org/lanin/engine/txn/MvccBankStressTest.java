package org.lanin.engine.txn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.Tid;

/**
 * Transfers between accounts (READ COMMITTED writers that follow update chains, wait on row
 * locks, hit deadlocks, roll back savepoints and whole transactions) while REPEATABLE READ
 * readers check that every snapshot sees each account exactly once and the total unchanged.
 * That only holds if commits, subtransaction commits and aborts are atomic to snapshots.
 */
class MvccBankStressTest {
    private static final int ACCOUNTS = 8;
    private static final int WRITERS = 4;
    private static final int READERS = 2;
    private static final int TRANSFERS = Integer.getInteger("lanin.mvcc.transfers", 300);
    private static final long TOTAL = ACCOUNTS * 100L;

    private final TransactionManager tm = new TransactionManager();
    private final HeapTable table = new HeapTable();
    private final long[] roots = new long[ACCOUNTS];
    private final AtomicInteger deadlocks = new AtomicInteger();

    @Test
    void snapshotsAlwaysSeeAConsistentTotal() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        try {
            run(seed);
        } catch (Throwable t) {
            System.err.println("replay with -Dseed=" + seed);
            throw t;
        }
    }

    private void run(long seed) throws Exception {
        Transaction setup = tm.begin(IsolationLevel.READ_COMMITTED, false);
        setup.beginStatement();
        for (int i = 0; i < ACCOUNTS; i++) {
            roots[i] = table.insert(new Object[] {i, 100L}, setup);
        }
        setup.commit();
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS + READERS);
        AtomicBoolean writing = new AtomicBoolean(true);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                Random random = new Random(seed + w);
                writers.add(pool.submit(() -> {
                    for (int i = 0; i < TRANSFERS; i++) {
                        transfer(random);
                    }
                    return null;
                }));
            }
            List<Future<Integer>> readers = new ArrayList<>();
            for (int r = 0; r < READERS; r++) {
                readers.add(pool.submit(() -> audit(writing)));
            }
            for (Future<?> f : writers) {
                f.get(30, TimeUnit.SECONDS);
            }
            writing.set(false);
            for (Future<Integer> f : readers) {
                assertThat(f.get(30, TimeUnit.SECONDS)).isPositive();
            }
        } finally {
            writing.set(false);
            pool.shutdownNow();
        }
        assertThat(auditOnce()).isEqualTo(TOTAL);
        assertThat(tm.runningCount()).isZero();
    }

    private void transfer(Random random) {
        int from = random.nextInt(ACCOUNTS);
        int to = (from + 1 + random.nextInt(ACCOUNTS - 1)) % ACCOUNTS;
        long amount = random.nextInt(20);
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        try {
            tx.beginStatement();
            if (random.nextInt(4) == 0) {
                tx.savepoint("s"); // a doomed attempt, undone by ROLLBACK TO
                add(tx, from, 1_000);
                tx.rollbackToSavepoint("s");
                tx.beginStatement();
            }
            if (random.nextBoolean()) {
                tx.savepoint("t");
            }
            add(tx, from, -amount);
            tx.beginStatement();
            add(tx, to, amount);
            if (random.nextInt(10) == 0) {
                tx.rollback();
            } else {
                tx.commit();
            }
        } catch (LaninException e) {
            assertThat(e.state()).isEqualTo(SqlState.DEADLOCK_DETECTED);
            deadlocks.incrementAndGet();
            tx.rollback();
        }
    }

    /** UPDATE accounts SET balance = balance + delta WHERE id = account, READ COMMITTED style. */
    private void add(Transaction tx, int account, long delta) {
        HeapTuple version = visibleVersion(tx.snapshot(), account);
        while (true) {
            long[] out = new long[1];
            long balance = (Long) version.values()[1];
            HeapUpdateResult result = table.update(version.tid(), new Object[] {account, balance + delta}, tx, out);
            switch (result) {
                case OK:
                    return;
                case BEING_MODIFIED:
                    tm.waitFor(tx, version.xmax(), 10_000, () -> false);
                    break;
                case UPDATED:
                    version = table.fetch(version.nextTid()); // EvalPlanQual: retry on the newer version
                    break;
                default:
                    throw new AssertionError(result + " on " + version);
            }
        }
    }

    private HeapTuple visibleVersion(Snapshot snapshot, int account) {
        HeapTuple version = table.fetch(roots[account]);
        while (!snapshot.isVisible(version)) {
            long next = version.nextTid();
            if (next == Tid.NONE) {
                return null;
            }
            version = table.fetch(next);
        }
        return version;
    }

    private int audit(AtomicBoolean writing) {
        int audits = 0;
        do {
            assertThat(auditOnce()).isEqualTo(TOTAL);
            audits++;
        } while (writing.get());
        return audits;
    }

    /** Sums one snapshot's view twice: by chain walks and by a full scan counting versions per account. */
    private long auditOnce() {
        Transaction reader = tm.begin(IsolationLevel.REPEATABLE_READ, true);
        try {
            Snapshot snapshot = reader.beginStatement();
            long byChains = 0;
            for (int i = 0; i < ACCOUNTS; i++) {
                HeapTuple version = visibleVersion(snapshot, i);
                assertThat(version).as("account %d in %s", i, snapshot).isNotNull();
                byChains += (Long) version.values()[1];
            }
            reader.beginStatement(); // same snapshot, later command: must agree
            int[] seen = new int[ACCOUNTS];
            StringBuilder dump = new StringBuilder();
            long byScan = 0;
            for (var it = table.scan(); it.hasNext();) {
                HeapTuple tuple = it.next();
                if (snapshot.isVisible(tuple)) {
                    seen[(Integer) tuple.values()[0]]++;
                    dump.append(tuple).append(" acct=").append(tuple.values()[0]).append(" xminSt=").append(tm.status(tuple.xmin()))
                            .append(" xmaxSt=").append(tm.status(tuple.xmax())).append('\n');
                    byScan += (Long) tuple.values()[1];
                }
            }
            for (int a = 0; a < ACCOUNTS; a++) {
                if (seen[a] != 1) {
                    for (var it = table.scan(); it.hasNext();) {
                        HeapTuple tuple = it.next();
                        if ((Integer) tuple.values()[0] == a) {
                            dump.append("  chain ").append(tuple).append(" bal=").append(tuple.values()[1]).append(" xminSt=")
                                    .append(tm.status(tuple.xmin())).append(" xmaxSt=").append(tm.status(tuple.xmax())).append('\n');
                        }
                    }
                }
            }
            assertThat(seen).as("versions per account in %s%n%s", snapshot, dump).containsOnly(1);
            assertThat(byScan).isEqualTo(byChains);
            return byChains;
        } finally {
            reader.commit();
        }
    }
}
