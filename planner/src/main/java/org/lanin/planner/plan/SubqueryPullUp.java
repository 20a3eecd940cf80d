package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.optimize.JoinTreeNode;
import org.lanin.planner.optimize.Simplify;

/**
 * Pulls a simple subquery, view or WITH query used in FROM up into the enclosing query's joins
 * (PostgreSQL's pull_up_simple_subquery): its relations join the others, its WHERE stays a
 * condition on its own part of the join tree, its outputs become virtual columns computed from
 * its relations. The optimizer can then order its relations with the others and push the outer
 * query's conditions on the subquery's columns down to them (an index on a view's table serves a
 * condition on the view).
 *
 * <p>Only a plain SELECT qualifies: no grouping, aggregates, window functions, DISTINCT, ORDER BY,
 * LIMIT, locking clause, subqueries that read its rows, or volatile functions in its select list.
 * Where an outer join may NULL-extend the subquery's rows, every output must be a plain column
 * (which goes NULL with its relation); PostgreSQL's PlaceHolderVars, which compute other
 * expressions below the join, are not built.
 */
final class SubqueryPullUp {
    private SubqueryPullUp() {
    }

    /** The subquery as joins of its relations, or null when it must be planned on its own. */
    static BoundFrom tryPullUp(PlannedQuery q, String alias, List<Scope.Column> columns, boolean nullable, Scope outer) {
        SublinkBody body = q.body();
        if (body == null || body.ordered() || !body.flattenable() || body.where() != null && SublinkBody.containsOuterRef(body.where())) {
            return null;
        }
        for (BoundExpr e : body.select()) {
            if (BoundExprs.isVolatile(e) || BoundExprs.hasSubquery(e) || SublinkBody.containsOuterRef(e)
                    || nullable && !(e instanceof BoundExpr.ColumnRef)) {
                return null;
            }
        }
        int k = body.select().size();
        BoundFrom sub = body.from().shifted(k, 0);
        Map<Integer, BoundExpr> virtual = new HashMap<>(sub.virtual());
        for (int i = 0; i < k; i++) {
            virtual.put(i, BoundFrom.shift(body.select().get(i), k));
        }
        JoinTreeNode tree = sub.tree();
        if (body.where() != null) {
            tree = new JoinTreeNode.Qual(tree, Simplify.conjuncts(BoundFrom.shift(body.where(), k)));
        }
        List<Scope.Column> cols = new ArrayList<>(columns);
        for (Scope.Column c : sub.scope().columns()) {
            cols.add(new Scope.Column("\u0000" + alias + "." + c.relation(), c.name(), c.type(), c.baseTable(), true));
        }
        return new BoundFrom(sub.rels(), tree, new Scope(cols, outer), virtual, sub.quals());
    }
}
