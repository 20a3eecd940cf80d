package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.Join;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.CompareOp;
import org.lanin.planner.optimize.JoinTreeNode;
import org.lanin.planner.optimize.Rel;

/**
 * Composes two bound FROM items into a join: the joined scope (a USING or NATURAL join's right
 * columns hidden, PostgreSQL's {@code *} listing them first; a FULL JOIN USING's merged columns
 * appended as virtual columns, COALESCE of both sides), the ON or USING condition bound over it,
 * and the join tree node (a RIGHT join stored as a LEFT join with the sides swapped).
 */
final class JoinBinder {
    private final FromBinder from;

    JoinBinder(FromBinder from) {
        this.from = from;
    }

    /** Whether an outer join among {@code joins} may NULL-extend the rows of the item before join {@code k}. */
    static boolean leftNullable(List<Join> joins, int k) {
        for (int i = k; i < joins.size(); i++) {
            if (joins.get(i).isRight() || joins.get(i).isFull()) {
                return true;
            }
        }
        return false;
    }

    /** Whether an outer join may NULL-extend the rows of join {@code k}'s right item. */
    static boolean rightNullable(List<Join> joins, int k) {
        return joins.get(k).isLeft() || joins.get(k).isFull() || leftNullable(joins, k + 1);
    }

    BoundFrom join(BoundFrom left, BoundFrom right, Join j) {
        BoundFrom r = right.shifted(left.width(), left.rels().size());
        List<Column> using = j.isNatural() ? naturalColumns(left.scope(), right.scope()) : j.getUsingColumns();
        Scope joined = joinedScope(left.scope(), right.scope(), j, using);
        Map<Integer, BoundExpr> virtual = new HashMap<>(left.virtual());
        virtual.putAll(r.virtual());
        if (j.isFull() && using != null) {
            for (int k = 0; k < using.size(); k++) {
                BoundExpr.ColumnRef[] sides = usingPair(left.scope(), right.scope(), using.get(k));
                int pos = left.width() + right.width() + k;
                virtual.put(pos, new BoundExpr.Coalesce(List.of(sides[0], sides[1]), sides[0].type()));
            }
        }
        BoundExpr cond = condition(j, using, left.scope(), right.scope(), joined);
        List<BoundExpr> on = cond == null ? List.of() : List.of(cond);
        JoinType type = j.isFull() ? JoinType.FULL : j.isLeft() ? JoinType.LEFT : j.isRight() ? JoinType.RIGHT : JoinType.INNER;
        JoinTreeNode tree = type == JoinType.RIGHT ? new JoinTreeNode.Join(JoinType.LEFT, r.tree(), left.tree(), on)
                : new JoinTreeNode.Join(type, left.tree(), r.tree(), on);
        List<Rel> rels = new ArrayList<>(left.rels());
        rels.addAll(r.rels());
        List<BoundExpr> quals = new ArrayList<>(left.quals());
        quals.addAll(r.quals());
        return new BoundFrom(rels, tree, joined, virtual, quals);
    }

    /** The left and right column a USING column names (the right one at its joined position). */
    private static BoundExpr.ColumnRef[] usingPair(Scope left, Scope right, Column col) {
        String n = Names.fold(col.getColumnName());
        BoundExpr.ColumnRef lc = left.resolve(null, n);
        BoundExpr.ColumnRef rc = right.resolve(null, n);
        if (lc == null || rc == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN, n);
        }
        return new BoundExpr.ColumnRef[] {lc,
                new BoundExpr.ColumnRef(left.width() + rc.index(), rc.type(), rc.name(), rc.table())};
    }

    /** The scope a join of {@code left} and {@code right} produces (USING columns of one side hidden). */
    static Scope joinedScope(Scope left, Scope right, Join j, List<Column> using) {
        if (using == null || using.isEmpty()) {
            return left.join(right);
        }
        if (j.isFull()) {
            // FULL JOIN USING (k): k is COALESCE(left.k, right.k), appended as an extra column.
            Scope both = hideUsing(left, using).join(hideUsing(right, using));
            List<Scope.Column> cols = new ArrayList<>(both.columns());
            List<Integer> first = new ArrayList<>();
            for (Column c : using) {
                String n = Names.fold(c.getColumnName());
                BoundExpr.ColumnRef l = left.resolve(null, n);
                first.add(cols.size());
                cols.add(new Scope.Column("", n, l == null ? org.lanin.engine.type.DataType.TEXT : l.type(), "", false));
            }
            return both.withColumns(cols).withStarFirst(first);
        }
        Scope joined = j.isRight() ? hideUsing(left, using).join(right) : left.join(hideUsing(right, using));
        Scope visibleSide = j.isRight() ? right : left;
        int offset = j.isRight() ? left.width() : 0;
        // PostgreSQL's * lists the USING columns first.
        List<Integer> first = new ArrayList<>();
        for (Column c : using) {
            BoundExpr.ColumnRef r = visibleSide.resolve(null, Names.fold(c.getColumnName()));
            if (r != null) {
                first.add(offset + r.index());
            }
        }
        return joined.withStarFirst(first);
    }

    private BoundExpr condition(Join j, List<Column> using, Scope left, Scope right, Scope joined) {
        if (using != null && !using.isEmpty()) {
            List<BoundExpr> eqs = new ArrayList<>();
            for (Column col : using) {
                BoundExpr.ColumnRef[] sides = usingPair(left, right, col);
                eqs.add(new BoundExpr.Compare(CompareOp.EQ, sides[0], sides[1]));
            }
            return eqs.size() == 1 ? eqs.get(0) : new BoundExpr.Logic(true, eqs);
        }
        if (j.getOnExpressions() == null || j.getOnExpressions().isEmpty()) {
            return null;
        }
        ExprBinder b = new ExprBinder(from.context(), joined.withColumns(joined.columns()).withOuter(from.outer()), null, "JOIN conditions",
                from.selectPlanner());
        List<BoundExpr> conds = new ArrayList<>();
        for (Expression e : j.getOnExpressions()) {
            conds.add(b.bindCondition(e));
        }
        return conds.size() == 1 ? conds.get(0) : new BoundExpr.Logic(true, conds);
    }

    private static List<Column> naturalColumns(Scope left, Scope right) {
        List<Column> out = new ArrayList<>();
        for (Scope.Column c : right.columns()) {
            if (!c.hidden() && left.resolve(null, c.name()) != null) {
                out.add(new Column(c.name()));
            }
        }
        return out;
    }

    private static Scope hideUsing(Scope s, List<Column> using) {
        List<String> names = new ArrayList<>();
        for (Column c : using) {
            names.add(Names.fold(c.getColumnName()));
        }
        List<Scope.Column> cols = new ArrayList<>();
        for (Scope.Column c : s.columns()) {
            cols.add(names.contains(c.name()) ? new Scope.Column(c.relation(), c.name(), c.type(), c.baseTable(), true) : c);
        }
        return s.withColumns(cols);
    }
}
