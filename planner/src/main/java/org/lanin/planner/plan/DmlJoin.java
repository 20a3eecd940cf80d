package org.lanin.planner.plan;

import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.JoinPlanner;
import org.lanin.planner.optimize.JoinRequest;
import org.lanin.planner.physical.PhysicalNode;

/**
 * The row source of UPDATE ... FROM and DELETE ... USING: the target table (its rows carrying
 * their heap version in a hidden last column) joined with the other tables under the WHERE
 * clause, planned by the optimizer like a SELECT. Target columns come first in the joined row,
 * so SET and RETURNING see them at their slots.
 */
record DmlJoin(PhysicalNode node, Scope scope, int tupleSlot) {

    static DmlJoin plan(TableDef table, String alias, List<FromItem> others, List<Join> moreJoins, Expression where,
                        BindContext bc, SelectPlanner sp) {
        FromBinder binder = new FromBinder(sp, bc, null);
        BoundFrom from = FromBinder.slottedTable(table, alias);
        int tupleSlot = table.physicalWidth();
        JoinBinder joins = new JoinBinder(binder);
        for (FromItem item : others) {
            Join j = new Join();
            j.setSimple(true);
            j.setRightItem(item);
            from = joins.join(from, binder.item(item), j);
        }
        for (Join j : moreJoins) {
            from = joins.join(from, binder.item(j.getRightItem()), j);
        }
        Scope scope = from.scope();
        BoundExpr cond = where == null ? null : new ExprBinder(bc, scope, null, "WHERE", sp).bindCondition(where);
        JoinRequest req = new JoinRequest(cond == null ? List.of() : List.of(cond), List.of(), -1, null, true);
        PhysicalNode node = JoinPlanner.plan(from.toFromClause(), req, scope.width(), new StatementPlanContext(bc)).node();
        return new DmlJoin(node, scope, tupleSlot);
    }

    static boolean isOwnColumn(BoundExpr e, int tupleSlot) {
        return e instanceof BoundExpr.ColumnRef c && c.index() < tupleSlot;
    }
}
