package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.TupleSlotOperator;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.expr.BoundExpr;

/**
 * The row source of UPDATE ... FROM and DELETE ... USING: the target table (its rows carrying
 * their heap version in a hidden last column) joined with the other tables under the WHERE
 * clause. Target rows come first in the joined row, so SET and RETURNING see them at their slots.
 */
record DmlJoin(PhysicalNode node, Scope scope, int tupleSlot) {

    static DmlJoin plan(TableDef table, String alias, List<FromItem> others, List<Join> moreJoins, Expression where,
                        BindContext bc, SelectPlanner sp) {
        AccessPath scan = AccessPath.choose(table, null);
        List<Scope.Column> cols = new ArrayList<>(TableScopes.of(table, alias).columns());
        int tupleSlot = cols.size();
        cols.add(new Scope.Column(alias, "\u0000tuple", DataType.UNKNOWN, table.name(), true));
        PhysicalNode target = PhysicalNode.leaf(scan.describe(alias), () -> new TupleSlotOperator(scan.create()));
        FromPlanner.Relation first = new FromPlanner.Relation(target, new Scope(cols, null), null, alias);
        List<Join> joins = new ArrayList<>();
        for (FromItem item : others) {
            Join j = new Join();
            j.setSimple(true);
            j.setRightItem(item);
            joins.add(j);
        }
        joins.addAll(moreJoins);
        JoinTree.Result tree = JoinTree.build(new FromPlanner(sp, bc, null), first, joins, where, bc, sp, null);
        PhysicalNode node = FromPlanner.nodeOf(tree.relation(), bc);
        if (tree.where() != null) {
            node = PlainSelectPlanner.filter(node, tree.where());
        }
        return new DmlJoin(node, tree.scope(), tupleSlot);
    }

    static boolean isOwnColumn(BoundExpr e, int tupleSlot) {
        return e instanceof BoundExpr.ColumnRef c && c.index() < tupleSlot;
    }
}
