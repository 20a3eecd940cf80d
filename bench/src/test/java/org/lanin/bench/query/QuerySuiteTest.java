package org.lanin.bench.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.lanin.tpch.TpchRows;

class QuerySuiteTest {

    @Test
    void orderKeysAreTheGeneratorsSparseKeys() {
        Iterator<Object[]> orders = TpchRows.rows("orders", 0.01).iterator();
        for (long i = 1; i <= 40; i++) {
            assertThat(orders.next()[0]).as("order " + i).isEqualTo((int) TpchKeys.orderKey(i));
        }
        TpchKeys keys = new TpchKeys(0.01);
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 1000; i++) {
            assertThat(keys.order(r)).isBetween(1, 60_000);
            assertThat(keys.customer(r)).isBetween(1, 1_500);
            assertThat(keys.supplier(r)).isBetween(1, 100);
        }
    }

    @Test
    void suitesDeclareTheirQueries() {
        assertThat(new TpchSuite().queries(0.1)).hasSize(22).first()
                .satisfies(q -> assertThat(q.title()).isEqualTo("Pricing Summary Report"));
        assertThat(new KeyLookupSuite().queries(0.1)).hasSize(12).allMatch(q -> q.sql().contains("= ?"));
    }

    @Test
    void worstEstimateReadsPostgresNodes() {
        String plan = """
                Nested Loop  (cost=0.56..16.61 rows=1 width=27) (actual time=0.020..0.021 rows=1 loops=1)
                  ->  Index Scan using orders_pkey on orders o  (cost=0.29..8.30 rows=3 width=12) (actual time=0.012..0.013 rows=300 loops=2)
                """;
        assertThat(PlanCounters.worstEstimate(plan))
                .isEqualTo("est 3 vs actual 600 rows (200×) at `->  Index Scan using orders_pkey on orders o`");
        assertThat(PlanCounters.worstEstimate("Hash Join\n  ->  Seq Scan on a\n")).startsWith("no per-node estimates");
    }

    @Test
    void geometricMean() {
        assertThat(SuiteReport.geometricMean(List.of(1.0, 100.0))).isCloseTo(10.0, org.assertj.core.data.Offset.offset(1e-9));
    }
}
