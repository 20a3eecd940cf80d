package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.LateralSubSelect;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.JoinPlanner;
import org.lanin.planner.optimize.JoinRequest;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.LateralNestLoopNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.SubqueryScanNode;

/**
 * {@code LATERAL (subquery)} and set-returning functions that read earlier FROM items
 * ({@code FROM t, unnest(t.arr)}: implicitly lateral, as in PostgreSQL) joined to the FROM items
 * before them. The item is bound with the earlier items' scope as its enclosing scope, so its
 * references to them are outer references (depth 1); it runs once per row of the earlier items
 * under a Nested Loop that puts that row where they read it ({@link LateralNestLoopNode}).
 * Departure: the earlier items are planned on their own first (their joins and order searched
 * as usual) and the WHERE clause is applied above the lateral join, not pushed below it.
 */
final class LateralJoins {
    private LateralJoins() {
    }

    /** {@code acc} joined with the join's right item when that is lateral; null when it is not. */
    static BoundFrom join(FromBinder binder, BoundFrom acc, Join j) {
        FromItem item = j.getRightItem();
        boolean explicit = item instanceof LateralSubSelect;
        if (!explicit && !(item instanceof TableFunction)) {
            return null;
        }
        BindContext bc = binder.context();
        Scope lateral = acc.scope().withOuter(binder.outer());
        BitSet before = bc.beginOuterColumns(lateral);
        BoundFrom right;
        if (explicit) {
            LateralSubSelect ls = (LateralSubSelect) item;
            PlannedQuery q = binder.selectPlanner().plan(ls.getSelect(), lateral, bc);
            String alias = ls.getAlias() == null ? "subquery" : org.lanin.planner.bind.Names.fold(ls.getAlias().getName());
            PhysicalNode node = SubqueryScanNode.subquery(q.root(), alias);
            node.estimated(q.root().estimate());
            right = binder.leaf(node, FromBinder.derivedColumns(q, alias, ls.getAlias()), alias);
        } else {
            right = new FromBinder(binder.selectPlanner(), bc, lateral).item(item, false);
        }
        BitSet read = bc.endOuterColumns(lateral, before);
        if (read.isEmpty()) {
            return null; // reads only constants or the enclosing query: an ordinary FROM item
        }
        if (j.isRight() || j.isFull()) {
            throw LaninException.of(LateralMsg.RIGHT_OR_FULL,
                    acc.scope().columns().get(read.nextSetBit(0)).relation());
        }
        return joined(binder, acc, right, j);
    }

    /**
     * A FROM item that is not LATERAL referring to an earlier item of the same FROM: PostgreSQL's
     * "invalid reference" (the name exists, but not for this item) instead of "missing".
     */
    static LaninException notLateral(LaninException e, BoundFrom acc) {
        return notVisible(e, acc.scope());
    }

    /** As {@link #notLateral}, for any part of a query that may not see the relations of {@code scope}. */
    static LaninException notVisible(LaninException e, org.lanin.planner.bind.Scope scope) {
        java.util.regex.Matcher m = (e.state() == org.lanin.engine.error.SqlState.UNDEFINED_TABLE ? MISSING
                : e.state() == org.lanin.engine.error.SqlState.UNDEFINED_COLUMN ? MISSING_QUALIFIED : NOTHING)
                .matcher(e.primaryMessage());
        if (m.matches() && scope.hasRelation(m.group(1))) {
            return LaninException.of(LateralMsg.NOT_LATERAL, m.group(1));
        }
        return e;
    }

    /** "column q.c does not exist" (PlannerMsg.UNDEFINED_QUALIFIED_COLUMN): q is in no visible relation. */
    private static final java.util.regex.Pattern MISSING_QUALIFIED = java.util.regex.Pattern.compile(
            "column ([^.\"]+)\\.[^.]+ does not exist");
    private static final java.util.regex.Pattern NOTHING = java.util.regex.Pattern.compile("(?!)");

    private static final java.util.regex.Pattern MISSING = java.util.regex.Pattern.compile(
            "missing FROM-clause entry for table \"(.*)\"");

    private static BoundFrom joined(FromBinder binder, BoundFrom acc, BoundFrom right, Join j) {
        BindContext bc = binder.context();
        PhysicalNode outer = JoinPlanner.plan(acc.toFromClause(), new JoinRequest(List.of(), List.of(), -1, null, false),
                acc.scope().width(), new StatementPlanContext(bc)).node();
        PhysicalNode inner = right.rels().get(0).derived();
        List<Scope.Column> cols = new ArrayList<>(acc.scope().columns());
        cols.addAll(right.scope().columns());
        Scope joinedScope = new Scope(cols, binder.outer());
        BoundExpr on = null;
        List<String> names = new ArrayList<>();
        for (Scope.Column c : cols) {
            names.add(c.relation() + "." + c.name());
        }
        if (j.getOnExpressions() != null && !j.getOnExpressions().isEmpty()) {
            Expression cond = j.getOnExpressions().iterator().next();
            on = new ExprBinder(bc, joinedScope, null, "JOIN conditions", binder.selectPlanner()).bindCondition(cond);
            if (on instanceof BoundExpr.Literal l && Boolean.TRUE.equals(l.value())) {
                on = null; // ON true: no filter
            }
        } else if (j.getUsingColumns() != null && !j.getUsingColumns().isEmpty()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "USING with LATERAL");
        }
        Estimate o = outer.estimate();
        Estimate i = inner.estimate();
        double rows = Math.max(1, o.rows() * Math.max(1, i.rows()));
        PhysicalNode node = new LateralNestLoopNode(outer, inner, j.isLeft(), on, names).estimated(new Estimate(rows,
                o.startupCost() + i.startupCost(), o.totalCost() + o.rows() * i.totalCost(), o.width() + i.width()));
        return binder.leaf(node, cols, "lateral");
    }
}
