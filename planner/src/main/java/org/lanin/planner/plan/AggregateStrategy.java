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
     * Key types whose sort order keeps equal keys adjacent under grouping equality: not
     * timestamptz (one instant at several offsets), char(n) (padding) or composite types. Floats
     * are in: their order puts -0 beside 0 and every NaN together, and grouping equality
     * (ValueEquality) calls those equal too.
     */
    static final Set<TypeKind> SORTABLE = Set.of(TypeKind.BOOLEAN, TypeKind.SMALLINT, TypeKind.INTEGER,
            TypeKind.BIGINT, TypeKind.NUMERIC, TypeKind.REAL, TypeKind.DOUBLE, TypeKind.TEXT, TypeKind.VARCHAR,
            TypeKind.DATE, TypeKind.TIMESTAMP, TypeKind.UUID);

    private AggregateStrategy() {
    }

    /** The index in {@code keys} of the group key that is the FROM row's column {@code position}. */
    private static int keyAt(List<BoundExpr> keys, int position) {
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i) instanceof BoundExpr.ColumnRef c && c.index() == position) {
                return i;
            }
        }
        throw new IllegalStateException("no group key at " + position);
    }

    /**
     * The order in which the groups could be aggregated without hashing, over the FROM row:
     * {@code keys}, and whether the aggregate's output then already has the ORDER BY's order
     * ({@code coversOrderBy}).
     */
    record SortOrder(List<OrderKey> keys, boolean coversOrderBy) {
    }

    /**
     * The sort order for sorted aggregation (every group key a plain column of a sortable type),
     * or null when it is not an option (no keys, grouping sets, an expression or another type
     * among the keys). The group keys may be sorted in any order and direction; when the ORDER BY
     * names only group keys, they lead in its order and directions (PostgreSQL's
     * group_keys_reorder_by_pathkeys), so the groups come out in the order the query wants.
     * {@code orderPositions} etc. are the bound ORDER BY over {@code projected}, the select list
     * over the aggregate's output (keys first).
     */
    static SortOrder sortOrder(AggregateCollector agg, List<Integer> orderPositions, List<Boolean> descending,
                               List<Boolean> nullsFirst, List<BoundExpr> projected) {
        if (agg == null || agg.groupingSets() != null || agg.keys().isEmpty()) {
            return null;
        }
        List<OrderKey> keys = new ArrayList<>();
        // carried keys follow the grouped ones: they need no order, and an ORDER BY on one is not covered
        for (BoundExpr k : agg.keys().subList(0, agg.keys().size() - agg.carried())) {
            if (!(k instanceof BoundExpr.ColumnRef c) || !SORTABLE.contains(k.type().kind())) {
                return null;
            }
            keys.add(new OrderKey(c.index(), false, false));
        }
        List<OrderKey> leading = new ArrayList<>();
        java.util.BitSet used = new java.util.BitSet();
        for (int i = 0; i < orderPositions.size(); i++) {
            BoundExpr e = projected.get(orderPositions.get(i));
            if (!(e instanceof BoundExpr.ColumnRef ref) || ref.index() >= keys.size()) {
                return new SortOrder(keys, false);
            }
            if (!used.get(ref.index())) {
                used.set(ref.index());
                leading.add(new OrderKey(keys.get(ref.index()).position(), descending.get(i), nullsFirst.get(i)));
            }
        }
        if (leading.isEmpty()) {
            return new SortOrder(keys, false);
        }
        for (int k = 0; k < keys.size(); k++) {
            if (!used.get(k)) {
                leading.add(keys.get(k));
            }
        }
        return new SortOrder(leading, true);
    }

    /**
     * The aggregation over the FROM clause's plan: {@code from} as the optimizer returned it
     * (null: no alternatives, hash {@code input}).
     */
    static PhysicalNode plan(PhysicalNode input, JoinPlanner.Result from, CostModel costs, RowExpr[] keys,
                             AggregateSpec[] aggs, List<String> keyText, ScanFilter having, List<BoundExpr> boundKeys,
                             SortOrder order, int[] readColumns, int carried, List<BoundExpr> argumentReads) {
        boolean sortable = order != null;
        Estimate in = input.estimate();
        double groups;
        if (keys.length == 0) {
            groups = 1;
        } else if (from != null && from.groups() != null) {
            groups = from.groups().groups(boundKeys.subList(0, boundKeys.size() - carried), in.rows());
        } else {
            groups = Math.max(1, Math.min(in.rows(), SelectivityDefaults.NUM_DISTINCT));
        }
        double outRows = having == ScanFilter.NONE || keys.length == 0 ? groups
                : Math.max(1, groups * SelectivityDefaults.INEQ_SEL);
        int n = keys.length - carried;
        int a = aggs.length + carried; // a carried key costs about what an aggregate's transition does
        double hashCpu = costs.hashAggregate(in.rows(), groups, n, a);
        double hashed = CostModel.disabled(in.totalCost() + hashCpu
                + costs.hashAggregateSpill(in.rows(), in.width(), groups, n, a), costs.settings().enableHashagg()
                || !sortable);
        AggregateNode hash = new AggregateNode(input, keys, aggs, keyText, having).carrying(carried)
                .readColumns(readColumns);
        Estimate hashEstimate = new Estimate(outRows, in.totalCost() + hashCpu, hashed, in.width());
        PhysicalNode split = from == null || from.partial() == null ? null
                : split(from.partial(), costs, keys, aggs, keyText, having, boundKeys, argumentReads, readColumns, carried,
                        groups, outRows, in.width());
        if (!sortable || keys.length == 0) {
            return cheaper(split, hash.estimated(hashEstimate), hashed);
        }
        // the groups in the ORDER BY's order save the sort above the aggregate: sorted strategies count that
        double saved = 0;
        if (order.coversOrderBy()) {
            double[] finalSort = costs.sort(outRows, in.width());
            saved = finalSort[0] + finalSort[1];
        }
        PhysicalNode ordered = from == null ? null : from.ordered();
        double g = groups;
        Sorted best = cheapestSorted(input, from != null && from.presorted(), ordered, hashed, saved, 1, costs,
                rows -> costs.groupAggregate(rows, g, n, a), cost -> sort(input, order.keys(), boundKeys, keyText, cost));
        if (best == null) {
            return cheaper(split, hash.estimated(hashEstimate), hashed);
        }
        Estimate b = best.input().estimate();
        return cheaper(split, new AggregateNode(best.input(), keys, aggs, keyText, having).carrying(carried).sortInput()
                .estimated(new Estimate(outRows, b.startupCost(), best.cost(), b.width())), best.cost());
    }

    /** The parallel plan when it costs less than {@code serial} at {@code serialCost} (both without a final sort). */
    private static PhysicalNode cheaper(PhysicalNode split, PhysicalNode serial, double serialCost) {
        return split != null && split.estimate().totalCost() < serialCost ? split : serial;
    }

    /**
     * The aggregation split over a parallel scan (PostgreSQL's create_partial_grouping_paths): each
     * participant aggregates its share of the rows into groups of states (Partial), a Gather
     * collects them, and the leader combines the states of each group and finishes them
     * (Finalize), HAVING last. Only where every call can be combined, and the keys and arguments
     * are parallel-safe; null otherwise.
     */
    private static PhysicalNode split(JoinPlanner.Partial partial, CostModel costs, RowExpr[] keys, AggregateSpec[] aggs,
                                      List<String> keyText, ScanFilter having, List<BoundExpr> boundKeys,
                                      List<BoundExpr> argumentReads, int[] readColumns, int carried, double groups,
                                      double outRows, int width) {
        if (argumentReads == null || !org.lanin.engine.exec.PartialAggregates.splittable(aggs)
                || !org.lanin.planner.optimize.ParallelSafety.safe(boundKeys)
                || !org.lanin.planner.optimize.ParallelSafety.safe(argumentReads)) {
            return null;
        }
        var par = costs.settings().parallel();
        int n = keys.length - carried;
        int a = aggs.length + carried;
        AggregateSpec[] firstHalf = new AggregateSpec[aggs.length];
        AggregateSpec[] secondHalf = new AggregateSpec[aggs.length];
        for (int i = 0; i < aggs.length; i++) {
            firstHalf[i] = org.lanin.engine.exec.PartialAggregates.partial(aggs[i]);
            secondHalf[i] = org.lanin.engine.exec.PartialAggregates.finalizing(aggs[i].function(), keys.length + i);
        }
        double perParticipant = partial.participant().estimate().rows();
        double partialCost = partial.scanCost() + costs.hashAggregate(perParticipant, groups, n, a)
                + costs.hashAggregateSpill(perParticipant, width, groups, n, a);
        AggregateNode first = new AggregateNode(partial.participant(), keys, firstHalf, keyText).carrying(carried)
                .readColumns(readColumns).phase("Partial");
        first.estimated(new Estimate(groups, partialCost, partialCost, width));
        double gathered = keys.length == 0 ? Math.ceil(partial.divisor())
                : Math.min(groups * Math.ceil(partial.divisor()), perParticipant * partial.divisor());
        double gatherCost = partialCost + par.setupCost() + par.tupleCost() * gathered;
        PhysicalNode gather = new org.lanin.planner.physical.GatherNode(first, partial.workers(), par.maxWorkers(),
                par.leaderParticipation()).estimated(new Estimate(gathered, par.setupCost(), gatherCost, width));
        RowExpr[] columns = new RowExpr[keys.length];
        for (int i = 0; i < keys.length; i++) {
            int column = i;
            columns[i] = (row, ctx) -> row[column];
        }
        double finalCost = gatherCost + costs.hashAggregate(gathered, groups, n, a);
        return new AggregateNode(gather, columns, secondHalf, keyText, having).carrying(carried).phase("Finalize")
                .estimated(new Estimate(outRows, finalCost, finalCost, width));
    }

    /** The input of a sorted strategy, in key order, and the strategy's total cost over it. */
    record Sorted(PhysicalNode input, double cost) {
    }

    /**
     * The cheapest input in key order for a sorted strategy (GroupAggregate, or Unique for
     * DISTINCT): {@code input} itself when {@code presorted}, the optimizer's {@code ordered}
     * alternative, or a Sort of {@code input} ({@code sorter} builds it from costs.sort's startup and
     * run costs), each with the strategy's own {@code step} over its rows; null when hashing at
     * {@code hashed} costs less. {@code saved}: the final Sort the key order spares (the ORDER BY's).
     * {@code fraction}: the share of the output a LIMIT reads (1: all); a sorted strategy is then
     * weighed at its startup cost plus that share of the rest, as PostgreSQL's
     * get_cheapest_fractional_path does, while a hash returns nothing before its input ends.
     */
    static Sorted cheapestSorted(PhysicalNode input, boolean presorted, PhysicalNode ordered, double hashed,
                                 double saved, double fraction, CostModel costs,
                                 java.util.function.DoubleUnaryOperator step,
                                 java.util.function.Function<double[], PhysicalNode> sorter) {
        Estimate in = input.estimate();
        PhysicalNode best = null;
        double bestTotal = 0;
        double bestCost = hashed + saved;
        if (presorted) {
            best = input;
            bestTotal = in.totalCost() + step.applyAsDouble(in.rows());
            bestCost = share(in.startupCost(), bestTotal, fraction);
        }
        if (ordered != null) {
            Estimate o = ordered.estimate();
            double total = o.totalCost() + step.applyAsDouble(o.rows());
            double c = share(o.startupCost(), total, fraction);
            if (c < bestCost) {
                best = ordered;
                bestTotal = total;
                bestCost = c;
            }
        }
        double[] sort = costs.sort(in.rows(), in.width());
        double sorted = in.totalCost() + sort[0] + sort[1] + step.applyAsDouble(in.rows());
        if (share(in.totalCost() + sort[0], sorted, fraction) < bestCost) {
            best = sorter.apply(sort);
            bestTotal = sorted;
        }
        return best == null ? null : new Sorted(best, bestTotal - saved);
    }

    /** The cost of reading {@code fraction} of a plan's rows: its startup plus that share of the rest. */
    private static double share(double startup, double total, double fraction) {
        return startup + (total - startup) * fraction;
    }

    /** A Sort of the FROM row on {@code order} (positions in it); {@code keyText} names the group keys. */
    private static PhysicalNode sort(PhysicalNode input, List<OrderKey> order, List<BoundExpr> boundKeys,
                                     List<String> keyText, double[] cost) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Object>[] cmps = new Comparator[order.size()];
        List<BoundExpr> exprs = new ArrayList<>();
        List<String> text = new ArrayList<>();
        for (int i = 0; i < cmps.length; i++) {
            OrderKey k = order.get(i);
            int key = keyAt(boundKeys, k.position());
            exprs.add(boundKeys.get(key));
            cmps[i] = SortKey.of(boundKeys.get(key).type().kind(), k.descending(), k.nullsFirst());
            text.add(keyText.get(key) + (k.descending() ? " DESC" : "") + (k.nullsFirst() != k.descending()
                    ? (k.nullsFirst() ? " NULLS FIRST" : " NULLS LAST") : ""));
        }
        Estimate in = input.estimate();
        return new SortNode(input, ExprCompiler.compileAll(exprs), cmps, text)
                .estimated(new Estimate(in.rows(), in.totalCost() + cost[0], in.totalCost() + cost[0] + cost[1], in.width()));
    }
}
