package org.lanin.engine.storage.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

class HeapTableConcurrencyTest {
    private static final int THREADS = 8;
    private static final int PER_THREAD = Integer.getInteger("lanin.heap.stressRows", 5_000);

    @Test
    void concurrentInsertsGetUniqueTidsAndScanFindsEachOnce() throws Exception {
        TransactionManager tm = new TransactionManager();
        HeapTable table = new HeapTable();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
        CountDownLatch start = new CountDownLatch(1);
        AtomicBoolean inserting = new AtomicBoolean(true);
        try {
            List<Future<long[]>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                results.add(pool.submit(() -> insertRows(tm, table, start, thread)));
            }
            Future<Integer> scanner = pool.submit(() -> scanWhileInserting(table, inserting));
            start.countDown();
            Set<Long> tids = new HashSet<>();
            for (Future<long[]> f : results) {
                for (long tid : f.get(20, TimeUnit.SECONDS)) {
                    assertThat(tids.add(tid)).as("TID %s handed out twice", Tid.format(tid)).isTrue();
                }
            }
            inserting.set(false);
            assertThat(scanner.get(20, TimeUnit.SECONDS)).isGreaterThan(0);

            Set<Long> scanned = new HashSet<>();
            long previous = -1;
            for (Iterator<HeapTuple> it = table.scan(); it.hasNext();) {
                HeapTuple tuple = it.next();
                assertThat(tuple.tid()).as("TID order").isGreaterThan(previous);
                previous = tuple.tid();
                assertThat(scanned.add(tuple.tid())).isTrue();
                assertThat(table.fetch(tuple.tid())).isSameAs(tuple);
                int[] value = (int[]) tuple.values()[0];
                assertThat(Tid.format(tuple.tid())).isNotNull();
                assertThat(value[1]).isBetween(0, PER_THREAD - 1);
            }
            assertThat(scanned).isEqualTo(tids);
            assertThat(table.pageCount()).isGreaterThanOrEqualTo(THREADS * PER_THREAD / HeapPage.SLOTS);
        } finally {
            pool.shutdownNow();
        }
    }

    private static long[] insertRows(TransactionManager tm, HeapTable table, CountDownLatch start, int thread)
            throws InterruptedException {
        start.await();
        long[] tids = new long[PER_THREAD];
        Transaction tx = tm.begin(IsolationLevel.READ_COMMITTED, false);
        tx.beginStatement();
        for (int i = 0; i < PER_THREAD; i++) {
            tids[i] = table.insert(new Object[] {new int[] {thread, i}}, tx);
        }
        tx.commit();
        return tids;
    }

    /** Scans concurrently: every tuple it sees must be complete and TIDs strictly increasing. */
    private static int scanWhileInserting(HeapTable table, AtomicBoolean inserting) {
        int scans = 0;
        do {
            long previous = -1;
            for (Iterator<HeapTuple> it = table.scan(); it.hasNext();) {
                HeapTuple tuple = it.next();
                if (tuple.tid() <= previous || tuple.values() == null || tuple.values()[0] == null) {
                    throw new AssertionError("bad scan at " + Tid.format(tuple.tid()));
                }
                previous = tuple.tid();
            }
            scans++;
        } while (inserting.get());
        return scans;
    }
}
