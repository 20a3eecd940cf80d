package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A tree whose columns are kept in declared orders (CREATE INDEX ... (a DESC, b NULLS FIRST)): its
 * comparators are reversed and place NULLs, and integer first columns take the long fast path
 * reversed. Random inserts (splits, the rightmost fastpath, mixed integer widths), deletes, scans
 * in both directions with prefix bounds and the checker agree with a sorted-list model.
 */
class BTreeDescendingTest {
    @SuppressWarnings("unchecked")
    private static final Comparator<Object> NATURAL = (Comparator<Object>) (Comparator<?>) Comparator.naturalOrder();
    /** a DESC (NULLS FIRST by default) */
    private static final Comparator<Object> A = Comparator.nullsFirst(NATURAL.reversed());
    /** b ASC NULLS FIRST */
    private static final Comparator<Object> B = Comparator.nullsFirst(NATURAL);

    @Test
    void descendingIntegerFirstColumnMatchesTheModel() {
        long seed = BTreeTestKit.seed(System.nanoTime());
        Random r = new Random(seed);
        @SuppressWarnings("unchecked")
        BTree tree = new BTree("desc", new Comparator[] {A, B}, true);
        List<BTreeTestKit.Entry> model = new ArrayList<>();
        for (int i = 0; i < 6000; i++) {
            Object a = r.nextInt(10) == 0 ? null : (Object) (r.nextBoolean() ? (long) r.nextInt(300) : r.nextInt(300));
            Object b = r.nextInt(6) == 0 ? null : (Object) ("s" + r.nextInt(20));
            Object[] key = {a, b};
            tree.insert(key, i);
            model.add(new BTreeTestKit.Entry(key, i));
            if (i % 7 == 0 && !model.isEmpty()) {
                BTreeTestKit.Entry gone = model.remove(r.nextInt(model.size()));
                assertThat(tree.delete(gone.key(), gone.tid())).as("replay with -Dseed=" + seed).isTrue();
            }
        }
        model.sort(this::order);
        BTreeVerifier.parentCheck(tree);
        assertThat(tree.height()).isGreaterThan(1);
        assertThat(BTreeTestKit.drain(tree.scan(null, true, null, true))).as("seed " + seed).isEqualTo(model);
        List<BTreeTestKit.Entry> reversed = new ArrayList<>(model);
        java.util.Collections.reverse(reversed);
        assertThat(BTreeTestKit.drain(tree.scanBackward(null, true, null, true))).as("seed " + seed).isEqualTo(reversed);
        for (int q = 0; q < 200; q++) {
            Object[] low = {(long) r.nextInt(300)};
            Object[] high = r.nextBoolean() ? new Object[] {low[0]} : new Object[] {(long) r.nextInt(300)};
            boolean li = r.nextBoolean();
            boolean hi = r.nextBoolean();
            List<BTreeTestKit.Entry> expected = model.stream().filter(e -> inRange(e.key(), low, li, high, hi)).toList();
            assertThat(BTreeTestKit.drain(tree.scan(low, li, high, hi))).as("seed " + seed).isEqualTo(expected);
            List<BTreeTestKit.Entry> back = new ArrayList<>(expected);
            java.util.Collections.reverse(back);
            assertThat(BTreeTestKit.drain(tree.scanBackward(low, li, high, hi))).as("seed " + seed).isEqualTo(back);
        }
    }

    private int order(BTreeTestKit.Entry x, BTreeTestKit.Entry y) {
        int c = A.compare(norm(x.key()[0]), norm(y.key()[0]));
        if (c == 0) {
            c = B.compare(x.key()[1], y.key()[1]);
        }
        return c != 0 ? c : Long.compare(x.tid(), y.tid());
    }

    /** Integers of any width compare as longs, as the tree's fast path does. */
    private static Object norm(Object v) {
        return v instanceof Integer i ? (Object) i.longValue() : v;
    }

    /** Prefix bounds in the tree's order (the first column descending). */
    private static boolean inRange(Object[] key, Object[] low, boolean li, Object[] high, boolean hi) {
        int l = A.compare(low[0], norm(key[0]));
        int h = A.compare(high[0], norm(key[0]));
        return (li ? l <= 0 : l < 0) && (hi ? h >= 0 : h > 0);
    }
}
