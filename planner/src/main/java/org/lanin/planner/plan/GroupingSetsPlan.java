package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.AggregateCollector;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.AggregateNode;
import org.lanin.planner.physical.AppendNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectNode;

/**
 * Aggregation by grouping sets: one hash aggregation per set over the same input, each widened
 * to the layout the query was bound against (every key, NULL where the set does not group by it,
 * then the set's number for {@code grouping()}, then the aggregates), appended; HAVING filters
 * the result. The empty set aggregates without keys, so it gives its one row even for no input,
 * as PostgreSQL's. Departure: PostgreSQL reads the input once (MixedAggregate, or GroupAggregate
 * over sorts); here the input is run once per set and EXPLAIN shows an Append of aggregations.
 */
final class GroupingSetsPlan {
    private GroupingSetsPlan() {
    }

    static PhysicalNode build(PhysicalNode input, AggregateCollector agg, List<String> keyText, BoundExpr having,
                              List<String> outNames) {
        List<BitSet> sets = agg.groupingSets();
        int keyCount = agg.keys().size() - 1; // the last key is the set's number
        AggregateSpec[] aggs = agg.aggregates().toArray(new AggregateSpec[0]);
        List<PhysicalNode> parts = new ArrayList<>();
        double rows = 0;
        double cost = input.estimate().totalCost();
        for (int s = 0; s < sets.size(); s++) {
            PhysicalNode part = part(input, agg, keyText, aggs, sets.get(s), s, keyCount);
            parts.add(part);
            rows += part.estimate().rows();
            cost += part.estimate().totalCost();
        }
        PhysicalNode node = new AppendNode(parts).estimated(new Estimate(rows, cost, cost, input.estimate().width()));
        return having == null ? node : PlainSelectPlanner.filter(node, having, outNames);
    }

    private static PhysicalNode part(PhysicalNode input, AggregateCollector agg, List<String> keyText,
                                     AggregateSpec[] aggs, BitSet set, int number, int keyCount) {
        List<Integer> members = set.stream().boxed().toList();
        List<BoundExpr> keys = new ArrayList<>();
        List<String> text = new ArrayList<>();
        for (int k : members) {
            keys.add(agg.keys().get(k));
            text.add(keyText.get(k));
        }
        RowExpr[] compiled = ExprCompiler.compileAll(keys);
        Estimate in = input.estimate();
        double groups = members.isEmpty() ? 1 : Math.max(1, Math.min(in.rows(), 200));
        PhysicalNode node = new AggregateNode(input, compiled, aggs, text).estimated(new Estimate(groups,
                in.totalCost(), in.totalCost() + in.rows() * 0.0025 * (compiled.length + aggs.length), in.width()));
        List<BoundExpr> layout = new ArrayList<>();
        for (int k = 0; k < keyCount; k++) {
            DataType t = agg.keys().get(k).type();
            int at = members.indexOf(k);
            layout.add(at >= 0 ? new BoundExpr.ColumnRef(at, t, "", "") : new BoundExpr.Literal(null, t));
        }
        layout.add(new BoundExpr.Literal(number, DataType.INTEGER));
        for (int j = 0; j < aggs.length; j++) {
            layout.add(new BoundExpr.ColumnRef(members.size() + j, DataType.UNKNOWN, "", ""));
        }
        return new ProjectNode(node, layout);
    }
}
