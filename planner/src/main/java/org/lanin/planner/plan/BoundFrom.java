package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.optimize.FromClause;
import org.lanin.planner.optimize.JoinTreeNode;
import org.lanin.planner.optimize.Rel;

/**
 * A FROM item or join bound so far, with positions counted from its own first column: its base
 * relations, join tree, scope, virtual columns (FULL JOIN USING) and conditions. Joining two
 * shifts the right one's positions past the left one's.
 */
record BoundFrom(List<Rel> rels, JoinTreeNode tree, Scope scope, Map<Integer, BoundExpr> virtual,
                 List<BoundExpr> quals) {

    static BoundFrom single(Rel rel, Scope scope) {
        return new BoundFrom(List.of(rel), new JoinTreeNode.Leaf(0), scope, Map.of(), List.of());
    }

    int width() {
        return scope.width();
    }

    /** The same item seen through another scope of the same width (its columns renamed). */
    BoundFrom withScope(Scope renamed) {
        return new BoundFrom(rels, tree, renamed, virtual, quals);
    }

    /** This item's structure moved {@code by} positions right and {@code relShift} relation indexes on. */
    BoundFrom shifted(int by, int relShift) {
        if (by == 0 && relShift == 0) {
            return this;
        }
        List<Rel> moved = new ArrayList<>();
        for (Rel r : rels) {
            moved.add(r.at(r.offset() + by));
        }
        Map<Integer, BoundExpr> v = new HashMap<>();
        virtual.forEach((k, e) -> v.put(k + by, shift(e, by)));
        List<BoundExpr> q = new ArrayList<>();
        for (BoundExpr e : quals) {
            q.add(shift(e, by));
        }
        return new BoundFrom(moved, shiftTree(tree, by, relShift), scope, v, q);
    }

    /**
     * {@code e} with every position moved {@code by} on. A correlated subquery reads its outer row
     * by the positions it was bound to, inside a plan already built, so it is not renumbered: it
     * is evaluated over a view of the row that starts {@code by} positions on
     * ({@link BoundExpr.Rebased}), and a view already there moves instead.
     */
    static BoundExpr shift(BoundExpr e, int by) {
        if (by == 0) {
            return e;
        }
        if (e instanceof BoundExpr.ColumnRef c) {
            return new BoundExpr.ColumnRef(c.index() + by, c.type(), c.name(), c.table());
        }
        if (e instanceof BoundExpr.Rebased r) {
            int[] sources = r.sources().clone();
            for (int i = 0; i < sources.length; i++) {
                sources[i] = sources[i] < 0 ? -1 : sources[i] + by;
            }
            List<BoundExpr> computed = new ArrayList<>();
            r.computed().forEach(x -> computed.add(shift(x, by)));
            return new BoundExpr.Rebased(r.expr(), sources, r.width(), r.computedAt(), computed);
        }
        if (BoundExprs.isSubquery(e) && BoundExprs.hasCorrelatedSubquery(e)) {
            int width = BoundExprs.columns(e).length();
            int[] sources = new int[width];
            for (int i = 0; i < width; i++) {
                sources[i] = i + by;
            }
            return new BoundExpr.Rebased(e, sources, width, new int[0], List.of());
        }
        return BoundExprs.mapChildren(e, x -> shift(x, by));
    }

    private static JoinTreeNode shiftTree(JoinTreeNode t, int by, int relShift) {
        if (t instanceof JoinTreeNode.Leaf l) {
            return new JoinTreeNode.Leaf(l.rel() + relShift);
        }
        if (t instanceof JoinTreeNode.Qual q) {
            List<BoundExpr> conds = new ArrayList<>();
            for (BoundExpr e : q.conditions()) {
                conds.add(shift(e, by));
            }
            return new JoinTreeNode.Qual(shiftTree(q.input(), by, relShift), conds);
        }
        JoinTreeNode.Join j = (JoinTreeNode.Join) t;
        List<BoundExpr> on = new ArrayList<>();
        for (BoundExpr e : j.on()) {
            on.add(shift(e, by));
        }
        return new JoinTreeNode.Join(j.type(), shiftTree(j.left(), by, relShift), shiftTree(j.right(), by, relShift), on);
    }

    /** The optimizer's view of this FROM clause. */
    FromClause toFromClause() {
        return new FromClause(rels, tree, scope.width(), virtual, quals);
    }
}
