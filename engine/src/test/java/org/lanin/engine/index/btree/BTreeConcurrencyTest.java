package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.lanin.engine.index.btree.BTreeTestKit.Entry;

/** Writers, scanners and the verifier at once; afterwards every entry is found exactly once. */
class BTreeConcurrencyTest {
    private static final int PER_THREAD = Integer.getInteger("btree.stress", 6000);

    @Test
    void insertsWhileScanningAndVerifying() throws Exception {
        long seed = BTreeTestKit.seed(System.nanoTime());
        BTree tree = BTreeTestKit.tree("stress", 2);
        ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();
        AtomicBoolean done = new AtomicBoolean();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < 8; w++) {
            int id = w;
            writers.add(start(errors, () -> {
                Random r = new Random(seed + id);
                InsertPath path = InsertPath.of(id % 2 == 0, id % 4 < 2); // the paths mix in one tree
                for (int i = 0; i < PER_THREAD; i++) {
                    tree.insert(keyFor(id, i, r), tid(id, i), path);
                }
            }));
        }
        List<Thread> readers = new ArrayList<>();
        readers.add(start(errors, () -> scanUntil(done, tree)));
        readers.add(start(errors, () -> {
            for (int n = 0; !done.get(); n++) {
                if (n % 2 == 0) {
                    BTreeVerifier.check(tree);
                } else {
                    BTreeVerifier.parentCheck(tree); // discards copies that a split overlapped
                }
            }
        }));
        join(writers);
        done.set(true);
        join(readers);
        assertNoErrors(errors, seed);
        BTreeVerifier.parentCheck(tree);
        List<Entry> all = BTreeTestKit.drain(tree.scan(null, true, null, true));
        assertThat(all).hasSize(8 * PER_THREAD);
        Set<Long> tids = new HashSet<>();
        for (Entry e : all) {
            assertThat(tids.add(e.tid())).as("tid %d seen twice", e.tid()).isTrue();
        }
        for (int w = 0; w < 8; w++) {
            Random r = new Random(seed + w);
            for (int i = 0; i < PER_THREAD; i++) {
                Object[] key = keyFor(w, i, r);
                if (i % 97 == 0) {
                    assertThat(BTreeTestKit.drain(tree.scan(key, true, key, true))).contains(new Entry(key, tid(w, i)));
                    assertThat(tree.contains(key, tid(w, i))).isTrue();
                    assertThat(tree.contains(key, tid(w, i) + 1_000_000_000L)).isFalse();
                }
            }
        }
    }

    @Test
    void concurrentInsertAndDelete() throws Exception {
        long seed = BTreeTestKit.seed(System.nanoTime());
        BTree tree = BTreeTestKit.tree("churn", 1);
        ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < 6; w++) {
            int id = w;
            threads.add(start(errors, () -> {
                Random r = new Random(seed + id);
                for (int i = 0; i < PER_THREAD; i++) {
                    tree.insert(new Object[] {(long) r.nextInt(2000)}, tid(id, i));
                }
                r = new Random(seed + id);
                for (int i = 0; i < PER_THREAD; i++) {
                    Object[] key = {(long) r.nextInt(2000)};
                    if (i % 2 == 0 && !tree.delete(key, tid(id, i))) {
                        throw new AssertionError("lost " + key[0] + "@" + tid(id, i));
                    }
                }
            }));
        }
        join(threads);
        assertNoErrors(errors, seed);
        BTreeVerifier.parentCheck(tree);
        List<Entry> all = BTreeTestKit.drain(tree.scan(null, true, null, true));
        assertThat(all).hasSize(6 * (PER_THREAD / 2));
        assertThat(all).allMatch(e -> (e.tid() % 1_000_000) % 2 == 1);
    }

    /** Ordered, random and duplicate-heavy keys by writer number. */
    private static Object[] keyFor(int writer, int i, Random r) {
        switch (writer % 3) {
            case 0:
                return new Object[] {(long) (writer * 1_000_000 + i), "o"};
            case 1:
                return new Object[] {(long) r.nextInt(1_000_000), "r" + r.nextInt(100)};
            default:
                return new Object[] {(long) r.nextInt(5), r.nextInt(3) == 0 ? null : "d"};
        }
    }

    /**
     * Descents read inner pages without latches; while two writers split leaves and inner pages,
     * readers look up entries already inserted (published through a per-writer watermark) and must
     * find every one. Ends with at least three levels, so inner pages split under the readers.
     */
    @Test
    void lookupsFindEveryEntryWhileInnerPagesSplit() throws Exception {
        long seed = BTreeTestKit.seed(System.nanoTime());
        BTree tree = BTreeTestKit.tree("optimistic", 1);
        tree.setRightmostFastpath(false);
        int perWriter = 60_000;
        ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();
        java.util.concurrent.atomic.AtomicIntegerArray inserted = new java.util.concurrent.atomic.AtomicIntegerArray(2);
        AtomicBoolean done = new AtomicBoolean();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
            int id = w;
            writers.add(start(errors, () -> {
                for (int i = 0; i < perWriter; i++) {
                    tree.insert(new Object[] {scrambled(id, i)}, tid(id, i));
                    inserted.set(id, i + 1);
                }
            }));
        }
        java.util.concurrent.atomic.AtomicLong lookups = new java.util.concurrent.atomic.AtomicLong();
        List<Thread> readers = new ArrayList<>();
        for (int rd = 0; rd < 2; rd++) {
            int rid = rd;
            readers.add(start(errors, () -> {
                Random r = new Random(seed + 100 + rid);
                while (!done.get()) {
                    int w = r.nextInt(2);
                    int upTo = inserted.get(w);
                    if (upTo == 0) {
                        continue;
                    }
                    int i = r.nextInt(upTo);
                    if (!tree.contains(new Object[] {scrambled(w, i)}, tid(w, i))) {
                        throw new AssertionError("entry " + i + " of writer " + w + " not found");
                    }
                    lookups.incrementAndGet();
                }
            }));
        }
        join(writers);
        done.set(true);
        join(readers);
        assertNoErrors(errors, seed);
        assertThat(tree.height()).isGreaterThanOrEqualTo(3);
        assertThat(lookups.get()).isPositive();
        assertThat(tree.stats().optimisticReads()).isPositive();
        BTreeVerifier.parentCheck(tree);
    }

    /** Distinct keys in no order: consecutive i land far apart, so splits happen all over the tree. */
    private static long scrambled(int writer, int i) {
        return ((long) i * 0x9E3779B1L) % 1_000_003L * 2 + writer;
    }

    private static long tid(int writer, int i) {
        return writer * 1_000_000L + i;
    }

    private static void scanUntil(AtomicBoolean done, BTree tree) {
        var order = BTreeTestKit.entryOrder(2);
        while (!done.get()) {
            Entry prev = null;
            for (BTreeCursor c = tree.scan(new Object[] {0L}, true, new Object[] {500_000L}, false); c.next(); ) {
                Entry e = new Entry(c.key(), c.tid());
                if (prev != null && order.compare(prev, e) >= 0) {
                    throw new AssertionError("scan out of order: " + prev + " then " + e);
                }
                prev = e;
            }
        }
    }

    private static Thread start(ConcurrentLinkedQueue<Throwable> errors, Runnable body) {
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Throwable e) {
                errors.add(e);
            }
        });
        t.start();
        return t;
    }

    private static void join(List<Thread> threads) throws InterruptedException {
        for (Thread t : threads) {
            t.join(30_000);
            assertThat(t.isAlive()).as("thread stuck (deadlock?)").isFalse();
        }
    }

    private static void assertNoErrors(ConcurrentLinkedQueue<Throwable> errors, long seed) {
        if (!errors.isEmpty()) {
            AssertionError e = new AssertionError("replay with -Dseed=" + seed, errors.peek());
            errors.forEach(e::addSuppressed);
            throw e;
        }
    }
}
