package org.lanin.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Knuth's Algorithm S: exactly min(n, N) pages, increasing, each equally likely. */
class BlockSamplerTest {
    private static List<Integer> draw(int total, int wanted, SplittableRandom r) {
        BlockSampler s = new BlockSampler(total, wanted, r);
        List<Integer> out = new ArrayList<>();
        while (s.hasMore()) {
            out.add(s.nextPage());
        }
        return out;
    }

    @Test
    void choosesExactlyTheWantedNumberInIncreasingOrder() {
        SplittableRandom r = new SplittableRandom(3);
        assertThat(draw(10, 30, r)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(draw(0, 30, r)).isEmpty();
        List<Integer> pages = draw(1000, 30, r);
        assertThat(pages).hasSize(30).isSorted().doesNotHaveDuplicates();
        assertThat(pages).allMatch(p -> p >= 0 && p < 1000);
    }

    @Test
    void everyPageIsEquallyLikely() {
        SplittableRandom r = new SplittableRandom(9);
        int[] hits = new int[10];
        int rounds = 30_000;
        for (int i = 0; i < rounds; i++) {
            draw(10, 3, r).forEach(p -> hits[p]++);
        }
        for (int h : hits) {
            assertThat(h / (double) rounds).isCloseTo(0.3, within(0.015));
        }
    }
}
