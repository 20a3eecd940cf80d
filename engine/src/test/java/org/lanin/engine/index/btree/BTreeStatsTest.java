package org.lanin.engine.index.btree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Latch and path counters, matching the numbers in PG_INTERNALS.md 1.1 and 1.4. */
class BTreeStatsTest {
    @Test
    void serialInsertsUseTheFastpath() {
        BTree tree = BTreeTestKit.tree("serial", 1);
        int n = 20_000;
        for (long i = 0; i < n; i++) {
            tree.insert(new Object[] {i}, i);
        }
        BTreeStats s = tree.stats();
        assertThat(s.inserts()).isEqualTo(n);
        assertThat(s.fastpathInserts()).isGreaterThanOrEqualTo(n - 1 - s.splits());
        assertThat(tree.height()).isGreaterThan(1);
        BTreeVerifier.parentCheck(tree);
    }

    @Test
    void rightmostSplitsPackPages() {
        BTree tree = BTreeTestKit.tree("packed", 1);
        for (long i = 0; i < 20_000; i++) {
            tree.insert(new Object[] {i}, i);
        }
        var leaves = BTreeSummary.of(tree).stream().filter(r -> r.level() == 0).toList();
        double avgFree = leaves.stream().limit(leaves.size() - 1).mapToInt(BTreeSummary.PageRow::freeBytes)
                .average().orElseThrow();
        assertThat(avgFree).isLessThan(BTreePage.USABLE_BYTES * 0.15);
    }

    @Test
    void fastpathOffMeansNoFastpathInserts() {
        BTree tree = BTreeTestKit.tree("nofast", 1);
        tree.setRightmostFastpath(false);
        for (long i = 0; i < 2000; i++) {
            tree.insert(new Object[] {i}, i);
        }
        assertThat(tree.stats().fastpathInserts()).isZero();
    }

    @Test
    void exclusiveLeafDescentNeedsNoRelock() {
        BTree tree = randomTree(true);
        int h = tree.height();
        assertThat(h).isGreaterThanOrEqualTo(2);
        Random r = new Random(7);
        int exact = 0;
        for (int i = 0; i < 200; i++) {
            tree.resetStats();
            tree.insert(new Object[] {r.nextLong()}, 1_000_000 + i);
            BTreeStats s = tree.stats();
            assertThat(s.relocks()).isZero();
            if (s.splits() == 0 && s.moveRights() == 0) {
                assertThat(s.optimisticReads()).isEqualTo(h - 1);
                assertThat(s.sharedLatches()).isZero();
                assertThat(s.exclusiveLatches()).isEqualTo(1);
                exact++;
            }
        }
        assertThat(exact).isGreaterThan(150);
    }

    @Test
    void sharedLeafDescentRelocksEveryInsert() {
        BTree tree = randomTree(false);
        int h = tree.height();
        tree.resetStats();
        tree.insert(new Object[] {42L}, 99_999_999L);
        BTreeStats s = tree.stats();
        assertThat(s.relocks()).isEqualTo(1);
        if (s.splits() == 0 && s.moveRights() == 0) {
            assertThat(s.optimisticReads()).isEqualTo(h - 1);
            assertThat(s.sharedLatches()).isEqualTo(1);
            assertThat(s.exclusiveLatches()).isEqualTo(1);
        }
    }

    @Test
    void rootLeafRelocksOnce() {
        BTree tree = BTreeTestKit.tree("tiny", 1);
        tree.setRightmostFastpath(false);
        tree.insert(new Object[] {1L}, 1);
        tree.resetStats();
        tree.insert(new Object[] {0L}, 2);
        BTreeStats s = tree.stats();
        assertThat(s.sharedLatches()).isEqualTo(1);
        assertThat(s.exclusiveLatches()).isEqualTo(1);
        assertThat(s.relocks()).isEqualTo(1);
    }

    private static BTree randomTree(boolean exclusiveLeaf) {
        BTree tree = BTreeTestKit.tree("random", 1);
        tree.setRightmostFastpath(false);
        tree.setExclusiveLeaf(exclusiveLeaf);
        Random r = new Random(1);
        for (int i = 0; i < 5000; i++) {
            tree.insert(new Object[] {r.nextLong()}, i);
        }
        // with exclusive-leaf descent only inserts into a root that is still a leaf relock
        assertThat(tree.stats().relocks()).isLessThan(exclusiveLeaf ? 1000 : 5001).isGreaterThan(exclusiveLeaf ? 0 : 4999);
        return tree;
    }
}
