package org.lanin.planner.cost;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The join cost formulas: a hash join's batch I/O past work_mem, merge join and the enable switches. */
class JoinCostTest {
    private static PlannerSettings withWorkMem(long bytes) {
        PlannerSettings d = PlannerSettings.DEFAULT;
        return new PlannerSettings(d.seqPageCost(), d.randomPageCost(), d.cpuTupleCost(), d.cpuIndexTupleCost(),
                d.cpuOperatorCost(), d.enableSeqscan(), d.enableIndexscan(), d.enableIndexonlyscan(),
                d.enableHashjoin(), d.enableNestloop(), false, d.enableSort(), d.joinCollapseLimit(), bytes);
    }

    @Test
    void hashJoinAddsBatchIoOnlyWhenTheInnerSideExceedsWorkMem() {
        CostModel.Side outer = new CostModel.Side(1_000_000, 40, 4);
        CostModel.Side inner = new CostModel.Side(200_000, 40, 4);
        double[] fits = new CostModel(withWorkMem(1L << 30)).hashJoin(outer, inner, 1, 1_000_000, 0);
        double[] spills = new CostModel(withWorkMem(4L << 20)).hashJoin(outer, inner, 1, 1_000_000, 0);
        double innerPages = Math.ceil(200_000 * (40 + 24) / 8192.0);
        double outerPages = Math.ceil(1_000_000 * (40 + 24) / 8192.0);
        assertThat(spills[0] - fits[0]).isEqualTo(innerPages);
        assertThat(spills[1] - fits[1]).isEqualTo(innerPages + 2 * outerPages);
    }

    @Test
    void mergeJoinChargesRescansOfDuplicateKeysAndObeysItsSwitch() {
        CostModel on = new CostModel(PlannerSettings.DEFAULT);
        double unique = on.mergeJoin(1000, 1000, 1, 1000, 0)[1];
        double duplicates = on.mergeJoin(1000, 1000, 1, 10_000, 0)[1];
        assertThat(duplicates).isGreaterThan(unique);
        assertThat(new CostModel(withWorkMem(4L << 20)).mergeJoin(1000, 1000, 1, 1000, 0)[1])
                .isGreaterThan(PlannerSettings.DISABLE_COST);
    }
}
