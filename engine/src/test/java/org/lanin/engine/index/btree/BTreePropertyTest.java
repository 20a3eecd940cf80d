package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.lanin.engine.index.btree.BTreeTestKit.Entry;

/** Random operation sequences against a TreeSet model, verified after every batch. */
class BTreePropertyTest {
    private static final int OPS = Integer.getInteger("btree.ops", 4000);

    @Test
    void singleColumnDuplicateHeavy() {
        run("dups", 1, r -> new Object[] {(long) r.nextInt(40)}, r -> new Object[] {(long) r.nextInt(40)});
    }

    @Test
    void singleColumnWideRange() {
        run("wide", 1, r -> new Object[] {r.nextLong() % 100_000}, r -> new Object[] {r.nextLong() % 100_000});
    }

    @Test
    void twoColumnsWithNullsAndPrefixBounds() {
        run("multi", 2, r -> new Object[] {(long) r.nextInt(30), r.nextInt(10) == 0 ? null : "s" + r.nextInt(500)},
                r -> new Object[] {(long) r.nextInt(30)});
    }

    @Test
    void longStringKeysSplitSooner() {
        run("long", 2, r -> new Object[] {"k" + "x".repeat(r.nextInt(900)) + r.nextInt(50), (long) r.nextInt(5)},
                r -> new Object[] {"k" + "x".repeat(r.nextInt(900))});
    }

    private void run(String name, int columns, Function<Random, Object[]> keys, Function<Random, Object[]> bounds) {
        long seed = BTreeTestKit.seed(System.nanoTime());
        try {
            runSeeded(name, columns, keys, bounds, seed);
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(name + ": replay with -Dseed=" + seed, e);
        }
    }

    private void runSeeded(String name, int columns, Function<Random, Object[]> keys,
                           Function<Random, Object[]> bounds, long seed) {
        Random r = new Random(seed);
        BTree tree = BTreeTestKit.tree(name, columns);
        tree.setRightmostFastpath(r.nextBoolean());
        tree.setExclusiveLeaf(r.nextBoolean());
        TreeSet<Entry> model = new TreeSet<>(BTreeTestKit.entryOrder(columns));
        List<Entry> live = new ArrayList<>();
        long nextTid = 1;
        for (int op = 0; op < OPS; op++) {
            int kind = r.nextInt(10);
            if (kind < 6) {
                Entry e = new Entry(keys.apply(r), r.nextInt(4) == 0 ? nextTid++ : 1_000_000 - nextTid++);
                tree.insert(e.key(), e.tid());
                model.add(e);
                live.add(e);
            } else if (kind < 8 && !live.isEmpty()) {
                Entry e = live.remove(r.nextInt(live.size()));
                assertThat(tree.delete(e.key(), e.tid())).isTrue();
                model.remove(e);
                assertThat(tree.delete(e.key(), e.tid())).isFalse();
            } else {
                checkScan(tree, model, columns, r, keys, bounds);
            }
            if (op % 500 == 499) {
                BTreeVerifier.parentCheck(tree);
            }
        }
        BTreeVerifier.parentCheck(tree);
        assertThat(BTreeTestKit.drain(tree.scan(null, true, null, true))).isEqualTo(new ArrayList<>(model));
        assertThat(tree.size()).isEqualTo(model.size());
    }

    private void checkScan(BTree tree, TreeSet<Entry> model, int columns, Random r,
                           Function<Random, Object[]> keys, Function<Random, Object[]> bounds) {
        Object[] low = pickBound(r, keys, bounds);
        Object[] high = pickBound(r, keys, bounds);
        boolean li = r.nextBoolean();
        boolean hi = r.nextBoolean();
        List<Entry> expected = new ArrayList<>();
        for (Entry e : model) {
            if (BTreeTestKit.inRange(e.key(), low, li, high, hi)) {
                expected.add(e);
            }
        }
        assertThat(BTreeTestKit.drain(tree.scan(low, li, high, hi))).isEqualTo(expected);
        List<Entry> reversed = new ArrayList<>(expected);
        java.util.Collections.reverse(reversed);
        assertThat(BTreeTestKit.drain(tree.scanBackward(low, li, high, hi))).isEqualTo(reversed);
    }

    private static Object[] pickBound(Random r, Function<Random, Object[]> keys, Function<Random, Object[]> bounds) {
        int k = r.nextInt(5);
        return k == 0 ? null : k < 3 ? keys.apply(r) : bounds.apply(r);
    }
}
