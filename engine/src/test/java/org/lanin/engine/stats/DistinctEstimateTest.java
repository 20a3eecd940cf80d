package org.lanin.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The Haas-Stokes estimator and PostgreSQL's conventions around it; MCV significance. */
class DistinctEstimateTest {
    @Test
    void conventions() {
        assertThat(DistinctEstimate.estimate(100, 0, 0, 100, 0.2, 1_000_000)).isEqualTo(-0.8);
        assertThat(DistinctEstimate.estimate(5, 5, 0, 300, 0, 1_000_000)).isEqualTo(5);
        // a whole-table sample: Duj1 gives d; above 10% of the rows it becomes a fraction
        assertThat(DistinctEstimate.estimate(400, 100, 0, 1000, 0, 1000)).isEqualTo(-0.4);
    }

    @Test
    void haasStokes() {
        // n = 30000 sampled of N = 1e6, d = 20000 distinct, f1 = 15000 seen once
        double expected = Math.floor(30_000.0 * 20_000 / (30_000 - 15_000 + 15_000 * 30_000 / 1e6) + 0.5);
        assertThat(DistinctEstimate.estimate(20_000, 5_000, 0, 30_000, 0, 1e6)).isEqualTo(expected);
        // more than 10% of the rows: stored as a fraction
        assertThat(DistinctEstimate.estimate(20_000, 5_000, 0, 30_000, 0, 2e5)).isLessThan(0);
        assertThat(DistinctEstimate.estimate(50, 40, 0, 30_000, 0, 1e6)).isEqualTo(Math.floor(
                30_000.0 * 50 / (30_000 - 10 + 10 * 30_000 / 1e6) + 0.5));
    }

    @Test
    void mcvSignificance() {
        // whole table: keep all
        assertThat(McvSelection.keep(new int[] {5, 4, 3}, 3, 10, 0, 100, 100)).isEqualTo(3);
        // uniform: nothing stands out
        int[] uniform = new int[100];
        java.util.Arrays.fill(uniform, 30);
        assertThat(McvSelection.keep(uniform, 100, 1000, 0, 30_000, 1e6)).isZero();
        // one heavy value over a uniform rest
        int[] heavy = uniform.clone();
        heavy[0] = 3000;
        assertThat(McvSelection.keep(heavy, 100, 1000, 0, 30_000, 1e6)).isEqualTo(1);
    }
}
