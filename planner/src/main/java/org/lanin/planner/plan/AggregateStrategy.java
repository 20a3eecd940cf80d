package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.bind.AggregateCollector;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.cost.CostModel;
import org.lanin.planner.cost.SelectivityDefaults;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.JoinPlanner;
import org.lanin.planner.optimize.OrderKey;
import org.lanin.planner.physical.AggregateNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ScanFilter;
import org.lanin.planner.physical.SortNode;

/**
 * How a GROUP BY aggregates (planner.c's add_paths_to_grouping_rel with costsize.c's cost_agg):
 * by hashing the cheapest input, by aggregating input that already arrives in key order (an
 * index's), or by sorting the cheapest input first, whichever costs least. The group count is
 * estimate_num_groups' ({@link org.lanin.planner.optimize.GroupEstimate}); a hash aggregate
 * whose groups would outgrow work_mem is charged for spilling, which is what makes the sorted
 * strategies win on many groups. A HAVING keeps a third of the groups (PostgreSQL's default
 * selectivity for a condition on an aggregate).
 */
final class AggregateStrategy {
    /**
     * Key types whose sort order keeps equal keys adjacent under grouping equality: not floats
     * (NaN, -0), timestamptz (one instant at several offsets), char(n) (padding) or composite types.
     */
    private static final Set<TypeKind> SORTABLE = Set.of(TypeKind.BOOLEAN, TypeKind.SMALLINT, TypeKind.INTEGER,
            TypeKind.BIGINT, TypeKind.NUMERIC, TypeKind.TEXT, TypeKind.VARCHAR, TypeKind.DATE, TypeKind.TIMESTAMP,
            TypeKind.UUID);

    private AggregateStrategy() {
    }

    /**
     * The order that would let the groups be aggregated without hashing (every key a plain
     * column of a sortable type, ascending, NULLs last), or null when sorted aggregation is not an
     * option (no keys, grouping sets, an expression or another type among the keys).
     */
    static List<OrderKey> sortOrder(AggregateCollector agg) {
        if (agg == null || agg.groupingSets() != null || agg.keys().isEmpty()) {
            return null;
        }
        List<OrderKey> out = new ArrayList<>();
        for (BoundExpr k : agg.keys()) {
            if (!(k instanceof BoundExpr.ColumnRef c) || !SORTABLE.contains(k.type().kind())) {
                return null;
            }
            out.add(new OrderKey(c.index(), false, false));
        }
        return out;
    }

    /**
     * The aggregation over the FROM clause's plan: {@code from} as the optimizer returned it
     * (null: no alternatives, hash {@code input}).
     */
    static PhysicalNode plan(PhysicalNode input, JoinPlanner.Result from, CostModel costs, RowExpr[] keys,
                             AggregateSpec[] aggs, List<String> keyText, ScanFilter having, List<BoundExpr> boundKeys,
                             boolean sortable, int[] readColumns) {
        Estimate in = input.estimate();
        double groups;
        if (keys.length == 0) {
            groups = 1;
        } else if (from != null && from.groups() != null) {
            groups = from.groups().groups(boundKeys, in.rows());
        } else {
            groups = Math.max(1, Math.min(in.rows(), SelectivityDefaults.NUM_DISTINCT));
        }
        double outRows = having == ScanFilter.NONE || keys.length == 0 ? groups
                : Math.max(1, groups * SelectivityDefaults.INEQ_SEL);
        int n = keys.length;
        int a = aggs.length;
        double hashCpu = costs.hashAggregate(in.rows(), groups, n, a);
        double hashed = CostModel.disabled(in.totalCost() + hashCpu
                + costs.hashAggregateSpill(in.rows(), in.width(), groups, n, a), costs.settings().enableHashagg()
                || !sortable);
        AggregateNode hash = new AggregateNode(input, keys, aggs, keyText, having).readColumns(readColumns);
        Estimate hashEstimate = new Estimate(outRows, in.totalCost() + hashCpu, hashed, in.width());
        if (!sortable || keys.length == 0) {
            return hash.estimated(hashEstimate);
        }
        PhysicalNode best = null;
        double bestCost = hashed;
        if (from != null && from.presorted()) {
            best = input;
            bestCost = in.totalCost() + costs.groupAggregate(in.rows(), groups, n, a);
        }
        if (from != null && from.ordered() != null) {
            Estimate o = from.ordered().estimate();
            double c = o.totalCost() + costs.groupAggregate(o.rows(), groups, n, a);
            if (c < bestCost) {
                best = from.ordered();
                bestCost = c;
            }
        }
        double[] sort = costs.sort(in.rows(), in.width());
        double sorted = in.totalCost() + sort[0] + sort[1] + costs.groupAggregate(in.rows(), groups, n, a);
        if (sorted < bestCost) {
            best = sort(input, keys, boundKeys, keyText, sort);
            bestCost = sorted;
        }
        if (best == null) {
            return hash.estimated(hashEstimate);
        }
        Estimate b = best.estimate();
        return new AggregateNode(best, keys, aggs, keyText, having).sortedInput()
                .estimated(new Estimate(outRows, b.startupCost(), bestCost, b.width()));
    }

    private static PhysicalNode sort(PhysicalNode input, RowExpr[] keys, List<BoundExpr> boundKeys,
                                     List<String> keyText, double[] cost) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Object>[] cmps = new Comparator[keys.length];
        for (int i = 0; i < cmps.length; i++) {
            cmps[i] = SortKey.ascending(boundKeys.get(i).type().kind());
        }
        Estimate in = input.estimate();
        return new SortNode(input, ExprCompiler.compileAll(boundKeys), cmps, keyText)
                .estimated(new Estimate(in.rows(), in.totalCost() + cost[0], in.totalCost() + cost[0] + cost[1], in.width()));
    }
}
