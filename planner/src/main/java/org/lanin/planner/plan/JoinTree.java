package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.Join;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * A FROM list planned left-deep with its WHERE clause: the WHERE is bound over the whole row,
 * and when every join is inner, each conjunct becomes part of the first join whose row holds
 * all its columns (so equalities become hash-join keys); the rest stays a filter.
 */
final class JoinTree {
    /** The joined relation, the scope of its row, and the WHERE conjuncts no join took. */
    record Result(FromPlanner.Relation relation, Scope scope, BoundExpr where) {
    }

    private JoinTree() {
    }

    static Result build(FromPlanner from, FromPlanner.Relation first, List<Join> joins, Expression whereSql,
                        BindContext bc, SelectPlanner sp, Scope outer) {
        return build(from, first, false, joins, whereSql, bc, sp, outer);
    }

    /** {@code firstSelfRef}: the first item holds the reference to the recursive CTE being planned. */
    static Result build(FromPlanner from, FromPlanner.Relation first, boolean firstSelfRef, List<Join> joins,
                        Expression whereSql, BindContext bc, SelectPlanner sp, Scope outer) {
        List<FromPlanner.Relation> rights = new ArrayList<>();
        FromPlanner.Relation shape = first;
        boolean leftSelfRef = firstSelfRef;
        for (Join j : joins) {
            int refs = bc.selfRefCount();
            FromPlanner.Relation r = from.item(j.getRightItem());
            boolean rightSelfRef = bc.selfRefCount() > refs;
            RecursiveCtePlanner.checkOuterJoin(j, leftSelfRef, rightSelfRef, bc);
            leftSelfRef |= rightSelfRef;
            rights.add(r);
            shape = new FromPlanner.Relation(null, FromPlanner.joinedScope(shape, r, j), null, null);
        }
        Scope scope = shape == null ? Scope.empty(outer) : shape.scope().withOuter(outer);
        BoundExpr where = whereSql == null ? null : new ExprBinder(bc, scope, null, "WHERE", sp).bindCondition(whereSql);
        FromPlanner.Relation rel = first;
        List<BoundExpr> conjuncts = new ArrayList<>();
        boolean innerOnly = joins.stream().noneMatch(j -> j.isLeft() || j.isRight() || j.isFull());
        if (innerOnly && !joins.isEmpty()) {
            Conjuncts.split(where, conjuncts);
        }
        for (int k = 0; k < joins.size(); k++) {
            int width = rel.scope().width() + rights.get(k).scope().width();
            List<BoundExpr> pushed = new ArrayList<>();
            for (Iterator<BoundExpr> it = conjuncts.iterator(); it.hasNext(); ) {
                BoundExpr c = it.next();
                if (BoundExprs.columnsWithin(c, i -> i < width)) {
                    pushed.add(c);
                    it.remove();
                }
            }
            rel = from.join(rel, rights.get(k), joins.get(k), pushed);
        }
        if (innerOnly && !joins.isEmpty()) {
            where = conjuncts.isEmpty() ? null : conjuncts.size() == 1 ? conjuncts.get(0) : new BoundExpr.Logic(true, conjuncts);
        }
        return new Result(rel, scope, where);
    }
}
