package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.cost.CostModel;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.physical.AppendNode;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.PhysicalNode;

/**
 * A run of UNIONs as PostgreSQL plans it (prepunion.c's generate_union_paths): the operands of
 * consecutive UNIONs folded into one Append (a UNION folds UNION and UNION ALL operands below it,
 * a UNION ALL only UNION ALL ones: plan_union_children), and for UNION its duplicates dropped by a
 * HashAggregate over the Append, or a Unique over it sorted when hashing is off or costs more
 * ({@link DistinctStrategy}, the same choice as SELECT DISTINCT's). As PostgreSQL does, the number
 * of distinct rows is taken to be the Append's (the worst case). EXPLAIN names the keys by the
 * first operand's output columns, qualified ("a.v"), an expression in parentheses ("((a.v + 1))").
 */
final class UnionPlan {
    private final List<PhysicalNode> inputs = new ArrayList<>();
    private boolean distinct;

    private UnionPlan(PhysicalNode left, PhysicalNode right, boolean distinct) {
        inputs.add(left);
        inputs.add(right);
        this.distinct = distinct;
    }

    /**
     * {@code left UNION [ALL] right}: {@code pending} (the run {@code left} ends, or null) grows when
     * PostgreSQL would fold it; else a new run starts over {@code left} (planned with {@code keys}).
     */
    static UnionPlan add(UnionPlan pending, PhysicalNode left, PhysicalNode right, boolean all, Keys keys) {
        if (pending != null && (!all || !pending.distinct)) {
            pending.inputs.add(right);
            pending.distinct |= !all;
            return pending;
        }
        PhysicalNode l = pending == null ? left : pending.build(keys);
        return new UnionPlan(l, right, !all);
    }

    /** The Append, under the plan that drops duplicates when a UNION (not ALL) is in the run. */
    PhysicalNode build(Keys keys) {
        double rows = 0;
        double total = 0;
        int width = 0;
        for (PhysicalNode n : inputs) {
            Estimate e = n.estimate();
            rows += e.rows();
            total += e.totalCost();
            width = Math.max(width, e.width());
        }
        PhysicalNode append = new AppendNode(List.copyOf(inputs))
                .estimated(new Estimate(rows, inputs.get(0).estimate().startupCost(), total, width));
        if (!distinct) {
            return append;
        }
        List<org.lanin.planner.optimize.OrderKey> order = DistinctStrategy.order(keys.columns, OrderLimit.Keys.all(0));
        return DistinctStrategy.plan(append, false, null, order, OrderLimit.Keys.all(0), rows, -1, keys.costs,
                keys.text, keys.columns).node();
    }

    /** The UNION's columns (their common types), their EXPLAIN text, and the cost model. */
    record Keys(List<BoundExpr> columns, List<String> text, CostModel costs) {
        static Keys of(List<DataType> types, PlannedQuery first, CostModel costs) {
            List<BoundExpr> cols = new ArrayList<>();
            List<String> text = new ArrayList<>();
            for (int i = 0; i < types.size(); i++) {
                cols.add(new BoundExpr.ColumnRef(i, types.get(i), "", ""));
                text.add(keyText(first, i, types.get(i)));
            }
            return new Keys(cols, text, costs);
        }

        /**
         * An untyped literal of the operand as the UNION typed it: PostgreSQL coerces the constant
         * itself, so {@code SELECT NULL, '1' UNION SELECT 2, 3} shows {@code (NULL::integer), (1)}.
         */
        private static BoundExpr typed(BoundExpr e, DataType type) {
            if (e instanceof BoundExpr.Literal l && l.type().kind() == org.lanin.engine.type.TypeKind.UNKNOWN) {
                try {
                    return new BoundExpr.Literal(org.lanin.engine.type.Casts.cast(l.value(), l.type(), type), type);
                } catch (RuntimeException e2) {
                    return e; // the operand's rows fail the same cast when they run
                }
            }
            return e;
        }

        /**
         * Column {@code i} of the first operand as ruleutils.c prints the Append's output there: the
         * operand's select-list entry over its FROM items' qualified names, parenthesised unless a column.
         */
        private static String keyText(PlannedQuery first, int i, DataType type) {
            SublinkBody body = first.body();
            if (body == null || i >= body.select().size()) {
                // a select list without FROM (SELECT 1): its expressions over no row, "(1)"
                if (first.root() instanceof org.lanin.planner.physical.ProjectNode p
                        && p.input(0) instanceof org.lanin.planner.physical.ResultNode && i < p.exprs().size()) {
                    return "(" + ExprText.render(typed(p.exprs().get(i), type), ExprText.columns(List.of())) + ")";
                }
                return first.columns().get(i).label();
            }
            List<String> names = new ArrayList<>();
            if (body.from() != null) {
                for (Scope.Column c : body.from().scope().columns()) {
                    names.add(c.relation() == null || c.relation().isEmpty() ? c.name() : c.relation() + "." + c.name());
                }
            }
            BoundExpr e = typed(body.select().get(i), type);
            String text = ExprText.render(e, ExprText.columns(names));
            return e instanceof BoundExpr.ColumnRef ? text : "(" + text + ")";
        }
    }
}
