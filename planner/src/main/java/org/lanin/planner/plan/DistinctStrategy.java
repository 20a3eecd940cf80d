package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.planner.cost.CostModel;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.OrderKey;
import org.lanin.planner.physical.AggregateNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ScanFilter;
import org.lanin.planner.physical.SortNode;
import org.lanin.planner.physical.SortedUniqueNode;

/**
 * How SELECT DISTINCT drops duplicate rows (planner.c's create_distinct_paths): a HashAggregate
 * over the projected rows, or a Unique over them in an order of all their columns: the rows as
 * they come when the FROM clause's plan already has that order, the optimizer's cheapest plan in
 * that order (an index's), or a Sort, whichever {@link AggregateStrategy#cheapestSorted} finds
 * cheapest; {@code enable_hashagg = off} prices hashing out. The order leads with the ORDER BY's
 * columns in its directions (PostgreSQL builds the DISTINCT clause from the ORDER BY first), so
 * a sorted strategy's output needs no Sort above it, which the choice counts. Columns of a type
 * whose sort order does not keep equal values adjacent ({@link AggregateStrategy#SORTABLE}) leave
 * only hashing.
 */
final class DistinctStrategy {
    private DistinctStrategy() {
    }

    /**
     * The sort order of the projected row ({@code exprs}, no hidden columns): the ORDER BY's
     * columns first, then the others ascending; null when a column's type cannot be sorted for it.
     */
    static List<OrderKey> order(List<BoundExpr> exprs, OrderLimit.Keys orderBy) {
        for (BoundExpr e : exprs) {
            if (!AggregateStrategy.SORTABLE.contains(e.type().kind())) {
                return null;
            }
        }
        List<OrderKey> out = new ArrayList<>();
        BitSet used = new BitSet();
        for (int i = 0; i < orderBy.positions().size(); i++) {
            int p = orderBy.positions().get(i);
            if (p >= exprs.size()) {
                return null;
            }
            if (!used.get(p)) {
                used.set(p);
                out.add(new OrderKey(p, orderBy.descending().get(i), orderBy.nullsFirst().get(i)));
            }
        }
        for (int p = 0; p < exprs.size(); p++) {
            if (!used.get(p)) {
                out.add(new OrderKey(p, false, false));
            }
        }
        return out;
    }

    /**
     * {@code order} over the FROM row, for the optimizer to offer a plan in it: only when every
     * column is a plain column of the FROM row; else null.
     */
    static AggregateStrategy.SortOrder fromOrder(List<OrderKey> order, List<BoundExpr> exprs) {
        if (order == null) {
            return null;
        }
        List<OrderKey> keys = new ArrayList<>();
        for (OrderKey k : order) {
            if (!(exprs.get(k.position()) instanceof BoundExpr.ColumnRef c)) {
                return null;
            }
            keys.add(new OrderKey(c.index(), k.descending(), k.nullsFirst()));
        }
        return new AggregateStrategy.SortOrder(keys, true);
    }

    /** The DISTINCT's plan, and whether its rows come out in the ORDER BY's order. */
    record Planned(PhysicalNode node, boolean sorted) {
    }

    /**
     * DISTINCT over {@code input} (the projected rows, {@code types.size()} columns, estimated to
     * hold {@code groups} distinct ones). {@code presorted}: {@code input} already comes in
     * {@code order}; {@code ordered}: another plan of the same rows in {@code order}, or null;
     * {@code order} null: hashing only. {@code keyText} names each column for EXPLAIN. {@code limitRows}:
     * the rows a LIMIT reads (negative: no LIMIT; -2: a LIMIT of unknown value, a tenth as PostgreSQL's
     * default tuple fraction), so that a Unique returning its first rows early may beat a hash.
     */
    static Planned plan(PhysicalNode input, boolean presorted, PhysicalNode ordered, List<OrderKey> order,
                        OrderLimit.Keys orderBy, double groups, double limitRows, CostModel costs,
                        List<String> keyText, List<BoundExpr> types) {
        int n = types.size();
        Estimate in = input.estimate();
        RowExpr[] keys = new RowExpr[n];
        for (int i = 0; i < n; i++) {
            int p = i;
            keys[i] = (row, ctx) -> row[p];
        }
        double hashCpu = costs.hashAggregate(in.rows(), groups, n, 0);
        double hashed = CostModel.disabled(in.totalCost() + hashCpu + costs.hashAggregateSpill(in.rows(), in.width(),
                groups, n, 0), costs.settings().enableHashagg() || order == null);
        PhysicalNode hash = new AggregateNode(input, keys, new AggregateSpec[0], keyText, ScanFilter.NONE)
                .estimated(new Estimate(groups, in.totalCost() + hashCpu, hashed, in.width()));
        if (order == null) {
            return new Planned(hash, false);
        }
        double saved = 0;
        if (!orderBy.positions().isEmpty()) {
            double[] finalSort = costs.sort(groups, in.width());
            saved = finalSort[0] + finalSort[1];
        }
        double fraction = limitRows == -2 ? 0.1 : limitRows < 0 ? 1 : Math.min(1, limitRows / Math.max(1, groups));
        AggregateStrategy.Sorted best = AggregateStrategy.cheapestSorted(input, presorted, ordered, hashed, saved,
                fraction, costs,
                rows -> costs.unique(rows, n), cost -> sort(input, order, orderBy, keyText, types, cost));
        if (best == null) {
            return new Planned(hash, false);
        }
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        Estimate b = best.input().estimate();
        return new Planned(new SortedUniqueNode(best.input(), all)
                .estimated(new Estimate(groups, b.startupCost(), best.cost(), b.width())), true);
    }

    /** A Sort of the projected row on {@code order}, the ORDER BY's comparators for its leading keys. */
    private static PhysicalNode sort(PhysicalNode input, List<OrderKey> order, OrderLimit.Keys orderBy,
                                     List<String> keyText, List<BoundExpr> types, double[] cost) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Comparator<Object>[] cmps = new Comparator[order.size()];
        RowExpr[] keys = new RowExpr[order.size()];
        List<String> text = new ArrayList<>();
        for (int i = 0; i < cmps.length; i++) {
            OrderKey k = order.get(i);
            int p = k.position();
            keys[i] = (row, ctx) -> row[p];
            int written = orderBy.positions().indexOf(p);
            cmps[i] = written >= 0 ? orderBy.comparators().get(written)
                    : SortKey.of(types.get(p).type().kind(), k.descending(), k.nullsFirst());
            text.add(keyText.get(p) + (k.descending() ? " DESC" : "") + (k.nullsFirst() != k.descending()
                    ? (k.nullsFirst() ? " NULLS FIRST" : " NULLS LAST") : ""));
        }
        Estimate in = input.estimate();
        return new SortNode(input, keys, cmps, text)
                .estimated(new Estimate(in.rows(), in.totalCost() + cost[0], in.totalCost() + cost[0] + cost[1], in.width()));
    }
}
