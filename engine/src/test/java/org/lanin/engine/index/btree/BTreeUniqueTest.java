package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** insertUnique: conflicts, dead entries, and waiting for an in-progress inserter. */
class BTreeUniqueTest {
    /** Every equal entry is a live conflict. */
    private static final UniqueChecker ALWAYS_CONFLICT = new UniqueChecker() {
        @Override
        public long check(long existingTid) {
            return CONFLICT;
        }

        @Override
        public void waitFor(long xid) {
        }
    };

    private static final long XID = 42;

    /** Entry at tid 1 belongs to in-progress xid 42 until {@code finished}; then live or dead. */
    private static final class SimulatedHeap implements UniqueChecker {
        final CountDownLatch finished = new CountDownLatch(1);
        final CountDownLatch waiting = new CountDownLatch(1);
        volatile boolean committed;
        final AtomicInteger waits = new AtomicInteger();

        @Override
        public long check(long existingTid) {
            if (existingTid == 1 && finished.getCount() > 0) {
                return XID;
            }
            return existingTid == 1 && !committed ? NO_CONFLICT : CONFLICT;
        }

        @Override
        public void waitFor(long xid) {
            assertThat(xid).isEqualTo(XID);
            waits.incrementAndGet();
            waiting.countDown();
            try {
                finished.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void secondInserterWaitsThenConflictsWhenFirstCommits() throws Exception {
        assertThat(race(true)).isFalse();
    }

    @Test
    void secondInserterWaitsThenSucceedsWhenFirstAborts() throws Exception {
        assertThat(race(false)).isTrue();
    }

    private static boolean race(boolean commit) throws Exception {
        BTree tree = BTreeTestKit.tree("uniq", 1);
        fill(tree);
        SimulatedHeap heap = new SimulatedHeap();
        Object[] key = {500L};
        assertThat(tree.insertUnique(key, 1, heap)).isTrue();
        CompletableFuture<Boolean> second = CompletableFuture.supplyAsync(() -> tree.insertUnique(key, 2, heap));
        assertThat(heap.waiting.await(60, TimeUnit.SECONDS)).isTrue();
        assertThat(second).isNotDone();
        heap.committed = commit;
        heap.finished.countDown();
        boolean inserted = second.get(60, TimeUnit.SECONDS);
        assertThat(heap.waits.get()).isEqualTo(1);
        assertThat(BTreeTestKit.drain(tree.scan(key, true, key, true))).hasSize(inserted ? 2 : 1);
        BTreeVerifier.parentCheck(tree);
        return inserted;
    }

    @Test
    void equalKeysSpanningPagesAreAllChecked() {
        BTree tree = BTreeTestKit.tree("span", 1);
        Object[] key = {"v".repeat(600)};
        for (long tid = 1; tid <= 100; tid++) {
            tree.insert(key, tid);
        }
        assertThat(tree.height()).isGreaterThan(1);
        AtomicInteger seen = new AtomicInteger();
        UniqueChecker deadUntil100 = new UniqueChecker() {
            @Override
            public long check(long existingTid) {
                seen.incrementAndGet();
                return existingTid == 100 ? CONFLICT : NO_CONFLICT;
            }

            @Override
            public void waitFor(long xid) {
                throw new AssertionError();
            }
        };
        assertThat(tree.insertUnique(key, 500, deadUntil100)).isFalse();
        assertThat(seen.get()).isEqualTo(100);
        seen.set(0);
        UniqueChecker allDead = new UniqueChecker() {
            @Override
            public long check(long existingTid) {
                seen.incrementAndGet();
                return NO_CONFLICT;
            }

            @Override
            public void waitFor(long xid) {
                throw new AssertionError();
            }
        };
        assertThat(tree.insertUnique(key, 50_000, allDead)).isTrue();
        assertThat(seen.get()).isEqualTo(100);
        assertThat(tree.size()).isEqualTo(101);
        BTreeVerifier.parentCheck(tree);
    }

    @Test
    void nullKeysNeverConflict() {
        BTree tree = BTreeTestKit.tree("nulls", 2);
        UniqueChecker always = ALWAYS_CONFLICT;
        assertThat(tree.insertUnique(new Object[] {1L, null}, 1, always)).isTrue();
        assertThat(tree.insertUnique(new Object[] {1L, null}, 2, always)).isTrue();
        assertThat(tree.insertUnique(new Object[] {1L, "a"}, 3, always)).isTrue();
        assertThat(tree.insertUnique(new Object[] {1L, "a"}, 4, always)).isFalse();
        assertThat(tree.size()).isEqualTo(3);
    }

    /**
     * A key prefix as the unique key (INCLUDE columns after it) and NULLS NOT DISTINCT: entries equal
     * on the prefix conflict whatever the rest holds, a NULL in the prefix too when NULLs are not
     * distinct, and the conflicting entries may sit on many leaves (long included values).
     */
    @Test
    void aKeyPrefixIsTheUniqueKeyAndNullsMayBeEqual() {
        BTree tree = BTreeTestKit.tree("include", 2);
        UniqueChecker always = ALWAYS_CONFLICT;
        InsertPath path = InsertPath.DEFAULT;
        assertThat(tree.insertUnique(new Object[] {1L, "a"}, 1, always, path, true, 1)).isTrue();
        assertThat(tree.insertUnique(new Object[] {1L, "b"}, 2, always, path, true, 1)).as("equal key, other INCLUDE value").isFalse();
        assertThat(tree.insertUnique(new Object[] {1L, "0"}, 3, always, path, true, 1)).as("sorted before the first").isFalse();
        assertThat(tree.insertUnique(new Object[] {2L, "a"}, 4, always, path, true, 1)).isTrue();
        assertThat(tree.insertUnique(new Object[] {null, "a"}, 5, always, path, true, 1)).isTrue();
        assertThat(tree.insertUnique(new Object[] {null, "b"}, 6, always, path, true, 1)).as("NULLs distinct").isTrue();
        assertThat(tree.insertUnique(new Object[] {null, "c"}, 7, always, path, false, 1)).as("NULLS NOT DISTINCT").isFalse();
        for (int i = 0; i < 400; i++) { // equal keys over several leaves: a check that saw only one leaf would let these in
            tree.insert(new Object[] {3L, String.format("%0200d", i)}, 100 + i);
        }
        assertThat(tree.insertUnique(new Object[] {3L, "~"}, 999, always, path, true, 1)).isFalse();
        assertThat(tree.insertUnique(new Object[] {3L, ""}, 998, always, path, true, 1)).isFalse();
        BTreeVerifier.parentCheck(tree);
    }

    @Test
    void concurrentUniqueInsertersOfSameKeysInsertEachOnce() throws Exception {
        BTree tree = BTreeTestKit.tree("race", 1);
        UniqueChecker liveRows = new UniqueChecker() {
            @Override
            public long check(long existingTid) {
                return CONFLICT;
            }

            @Override
            public void waitFor(long xid) {
                throw new AssertionError();
            }
        };
        AtomicInteger wins = new AtomicInteger();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            long base = t * 1_000_000L;
            threads[t] = new Thread(() -> {
                for (long k = 0; k < 4000; k++) {
                    int j = (int) (k % 1000);
                    if (tree.insertUnique(new Object[] {"key-" + "p".repeat(j % 300) + j}, base + k, liveRows)) {
                        wins.incrementAndGet();
                    }
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join(20_000);
        }
        assertThat(wins.get()).isEqualTo(1000);
        assertThat(tree.size()).isEqualTo(1000);
        BTreeVerifier.parentCheck(tree);
    }

    @Test
    void ascendingUniqueInsertsTakeTheFastpathAndStillConflict() throws Exception {
        BTree tree = BTreeTestKit.tree("ascending", 1);
        UniqueChecker liveRows = new UniqueChecker() {
            @Override
            public long check(long existingTid) {
                return CONFLICT;
            }

            @Override
            public void waitFor(long xid) {
                throw new AssertionError();
            }
        };
        int n = 5000;
        for (long k = 0; k < n; k++) {
            assertThat(tree.insertUnique(new Object[] {k}, k, liveRows)).isTrue();
        }
        BTreeStats s = tree.stats();
        assertThat(s.inserts()).isEqualTo(n);
        assertThat(s.fastpathInserts()).isGreaterThanOrEqualTo(n - 1 - s.splits());
        assertThat(tree.insertUnique(new Object[] {(long) n - 1}, 99_999, liveRows)).as("the largest key").isFalse();
        assertThat(tree.insertUnique(new Object[] {(long) n - 1}, 99_999, liveRows, InsertPath.of(false, true)))
                .isFalse();
        // racing ascending inserters of the same keys: the fastpath must serialise them too
        AtomicInteger wins = new AtomicInteger();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            long base = (t + 1) * 1_000_000L;
            threads[t] = new Thread(() -> {
                for (long k = n; k < 3 * n; k++) {
                    if (tree.insertUnique(new Object[] {k}, base + k, liveRows)) {
                        wins.incrementAndGet();
                    }
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join(20_000);
        }
        assertThat(wins.get()).isEqualTo(2 * n);
        assertThat(tree.size()).isEqualTo(3 * n);
        BTreeVerifier.parentCheck(tree);
    }

    private static void fill(BTree tree) {
        for (long i = 0; i < 3000; i++) {
            tree.insert(new Object[] {i * 7 % 1000 + 1000}, 10 + i);
        }
    }
}
