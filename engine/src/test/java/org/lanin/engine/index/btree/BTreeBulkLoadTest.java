package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Bulk-built trees pass the parent check, hold exactly their input, and take concurrent inserts. */
class BTreeBulkLoadTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());

    private static List<Long> scan(BTree t) {
        List<Long> out = new ArrayList<>();
        for (BTreeCursor c = t.scan(null, true, null, true); c.next(); ) {
            out.add(c.tid());
        }
        return out;
    }

    private static BTree build(int n, int keyWidth) {
        BTree t = BTreeTestKit.tree("bulk", 1);
        BTreeBulkLoad load = new BTreeBulkLoad(t);
        for (int i = 0; i < n; i++) {
            load.add(new Object[] {String.format("%0" + keyWidth + "d", i)}, i + 1);
        }
        load.finish();
        return t;
    }

    @Test
    void emptyAndSingleLeafAndManyLevels() {
        for (int n : new int[] {0, 1, 5, 300, 20_000}) {
            BTree t = build(n, 40);
            BTreeVerifier.parentCheck(t);
            assertThat(t.size()).as("n=%d", n).isEqualTo(n);
            List<Long> tids = scan(t);
            for (int i = 0; i < n; i++) {
                assertThat(tids.get(i)).isEqualTo(i + 1L);
            }
        }
        assertThat(build(20_000, 200).height()).isGreaterThanOrEqualTo(3);
    }

    /** An index's fillfactor storage parameter: leaves filled to half take about 90/50 times the pages of the default. */
    @Test
    void aLowerFillFactorLeavesRoomInTheLeaves() {
        int n = 20_000;
        BTree half = BTreeTestKit.tree("bulk", 1);
        BTreeBulkLoad load = new BTreeBulkLoad(half, 50);
        for (int i = 0; i < n; i++) {
            load.add(new Object[] {String.format("%040d", i)}, i + 1);
        }
        load.finish();
        BTreeVerifier.parentCheck(half);
        assertThat(scan(half)).hasSize(n);
        int full = build(n, 40).pageCount();
        assertThat((double) half.pageCount() / full).isBetween(1.6, 2.0);
    }

    @Test
    void outOfOrderInputIsABug() {
        BTreeBulkLoad load = new BTreeBulkLoad(BTreeTestKit.tree("bulk", 1));
        load.add(new Object[] {"b"}, 1);
        assertThatThrownBy(() -> load.add(new Object[] {"a"}, 2)).hasMessageContaining("out of order");
    }

    @Test
    void concurrentInsertsAfterBulkBuild() throws Exception {
        int n = 20_000;
        BTree t = build(n, 12);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int w = 0; w < 8; w++) {
                int worker = w;
                fs.add(pool.submit(() -> {
                    Random r = new Random(SEED + worker);
                    for (int i = 0; i < 2_000; i++) {
                        String k = String.format("%012d", r.nextInt(2 * n));
                        t.insert(new Object[] {k}, 1_000_000L + worker * 10_000L + i);
                    }
                }));
            }
            for (Future<?> f : fs) {
                f.get(20, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        try {
            BTreeVerifier.parentCheck(t);
            assertThat(t.size()).isEqualTo(n + 16_000L);
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError("replay with -Dseed=" + SEED, e);
        }
    }
}
