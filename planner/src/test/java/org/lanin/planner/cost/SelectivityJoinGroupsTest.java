package org.lanin.planner.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.DataType;
import org.lanin.planner.cost.SelectivityGroups.GroupColumn;

/** Equi-join selectivity and GROUP BY group counts against brute force. */
class SelectivityJoinGroupsTest {
    /** Matching pairs of a = b over the cross product. */
    private static double joinTruth(Data a, Data b) {
        Map<Object, Integer> counts = new HashMap<>();
        b.values.forEach(v -> counts.merge(v, 1, Integer::sum));
        double pairs = 0;
        for (Object v : a.values) {
            pairs += counts.getOrDefault(v, 0);
        }
        return pairs / ((double) a.values.size() * b.values.size());
    }

    @Test
    void uniformColumnsJoinAtOneOverTheLargerDomain() {
        Data a = Data.of(DataType.INTEGER, Data.uniform(50_000, 1000, 61), 62);
        Data b = Data.of(DataType.INTEGER, Data.uniform(20_000, 2000, 63), 64);
        double truth = joinTruth(a, b);
        assertThat(SelectivityJoin.equiJoin(a.column, b.column)).isCloseTo(truth, within(truth * 0.2));
    }

    @Test
    void skewedColumnsJoinThroughTheirMcvs() {
        Data a = Data.of(DataType.INTEGER, Data.zipf(50_000, 3000, 65), 66);
        Data b = Data.of(DataType.INTEGER, Data.zipf(30_000, 3000, 67), 68);
        double truth = joinTruth(a, b);
        assertThat(SelectivityJoin.equiJoin(a.column, b.column)).isCloseTo(truth, within(truth * 0.3));
        // the 1/max(nd) rule alone would be far off for skewed data
        assertThat(1.0 / Math.max(a.column.numDistinct(), b.column.numDistinct())).isLessThan(truth / 3);
    }

    @Test
    void keyToForeignKey() {
        Data key = Data.of(DataType.INTEGER, Data.sequence(5000), 100, 69, true);
        Data fk = Data.of(DataType.INTEGER, Data.uniform(40_000, 5000, 70), 71);
        assertThat(SelectivityJoin.equiJoin(key.column, fk.column)).isCloseTo(joinTruth(key, fk), within(2e-5));
    }

    @Test
    void compositeKeyIsNotTwoIndependentClauses() {
        // partsupp-like: (part, supp) unique over 20,000 rows, 5,000 parts x 4 suppliers out of 400;
        // lineitem-like: 60,000 rows each naming one existing (part, supp) pair
        java.util.Random rnd = new java.util.Random(77);
        List<Object> parts = new java.util.ArrayList<>();
        List<Object> supps = new java.util.ArrayList<>();
        java.util.Set<Long> pairs = new java.util.HashSet<>();
        for (int part = 0; part < 5000; part++) {
            for (int j = 0; j < 4; j++) {
                int supp = (part + j * 100) % 400;
                parts.add(part);
                supps.add(supp);
                pairs.add((long) part << 32 | supp);
            }
        }
        List<Object> lParts = new java.util.ArrayList<>();
        List<Object> lSupps = new java.util.ArrayList<>();
        for (int i = 0; i < 60_000; i++) {
            int k = rnd.nextInt(parts.size());
            lParts.add(parts.get(k));
            lSupps.add(supps.get(k));
        }
        Data psPart = Data.of(DataType.INTEGER, parts, 78);
        Data psSupp = Data.of(DataType.INTEGER, supps, 79);
        Data lPart = Data.of(DataType.INTEGER, lParts, 80);
        Data lSupp = Data.of(DataType.INTEGER, lSupps, 81);
        double truth = 1.0 / parts.size(); // every lineitem row matches exactly one partsupp row
        double independent = SelectivityJoin.equiJoin(psPart.column, lPart.column)
                * SelectivityJoin.equiJoin(psSupp.column, lSupp.column);
        assertThat(independent).as("the clauses as independent").isLessThan(truth / 50);
        double together = SelectivityJoin.multiKey(List.of(psPart.column, psSupp.column),
                List.of(lPart.column, lSupp.column), parts.size(), lParts.size(), true, false);
        assertThat(together).as("partsupp's key is unique").isCloseTo(truth, within(truth * 0.01));
        // without the unique key, the lineitem side's pairs are bounded by its 60,000 rows, not the
        // 20,000 pairs it draws from: a factor of three, not the independent product's hundred
        double noKey = SelectivityJoin.multiKey(List.of(psPart.column, psSupp.column),
                List.of(lPart.column, lSupp.column), parts.size(), lParts.size(), false, false);
        assertThat(noKey).isBetween(truth / 3.5, truth * 1.2);
        assertThat(pairs).hasSize(parts.size());
    }

    @Test
    void groupCounts() {
        Data ten = Data.of(DataType.INTEGER, Data.uniform(30_000, 10, 72), 73);
        Data twenty = Data.of(DataType.INTEGER, Data.uniform(30_000, 20, 74), 75);
        Object t = "t";
        assertThat(SelectivityGroups.numGroups(List.of(new GroupColumn(t, 30_000, ten.column)), 30_000)).isEqualTo(10);
        assertThat(SelectivityGroups.numGroups(List.of(new GroupColumn(t, 30_000, ten.column),
                new GroupColumn(t, 30_000, twenty.column)), 30_000)).isEqualTo(200);
        Data unique = Data.of(DataType.INTEGER, Data.sequence(30_000), 76);
        assertThat(SelectivityGroups.numGroups(List.of(new GroupColumn(t, 30_000, unique.column),
                new GroupColumn(t, 30_000, ten.column)), 30_000)).as("clamped to the rows").isEqualTo(30_000);
        assertThat(SelectivityGroups.numGroups(List.of(new GroupColumn(t, 500, unique.column)), 500))
                .as("a filter keeping 500 rows of a unique column").isCloseTo(500, within(5.0));
        assertThat(SelectivityGroups.numGroups(List.of(new GroupColumn(t, 30_000, ten.column),
                new GroupColumn("u", 30_000, twenty.column)), 1e10)).as("two tables multiply").isEqualTo(200);
        assertThat(SelectivityGroups.numGroups(List.of(), 100)).isEqualTo(1);
    }
}
