package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectNode;

/**
 * Volatile select-list columns computed after the Sort, as PostgreSQL's make_sort_input_target
 * (planner.c) postpones them: {@code SELECT nextval('s') FROM t ORDER BY x LIMIT 10} then
 * calls nextval for the ten rows the Limit pulls, in output order, not for every input row.
 * The plan becomes Limit → Result (the postponed columns) → Sort → input, where the Sort's
 * input carries NULL in the postponed positions and, after the projected row, the input
 * columns those expressions read.
 *
 * <p>Only columns that are no sort key and hold no subquery move (PostgreSQL moves SRFs and
 * expensive expressions too; Lanin's set-returning projection stays where it is).
 */
final class PostponedVolatile {
    private final List<BoundExpr> sortInput;
    private final List<BoundExpr> afterSort;

    private PostponedVolatile(List<BoundExpr> sortInput, List<BoundExpr> afterSort) {
        this.sortInput = sortInput;
        this.afterSort = afterSort;
    }

    /**
     * The split of {@code projected} (the select list, then hidden sort columns) when the first
     * {@code visible} hold a volatile column that is no sort key; null when nothing moves.
     */
    static PostponedVolatile of(List<BoundExpr> projected, int visible, OrderLimit.Keys order) {
        List<Integer> moved = new ArrayList<>();
        for (int i = 0; i < visible; i++) {
            BoundExpr e = projected.get(i);
            if (!order.positions().contains(i) && BoundExprs.isVolatile(e) && BoundExprs.columnsWithin(e, c -> true)) {
                moved.add(i);
            }
        }
        if (moved.isEmpty()) {
            return null;
        }
        java.util.TreeMap<Integer, BoundExpr.ColumnRef> read = new java.util.TreeMap<>();
        for (int i : moved) {
            collectColumns(projected.get(i), read);
        }
        List<BoundExpr> sortInput = new ArrayList<>(projected);
        int[] map = new int[read.isEmpty() ? 0 : read.lastKey() + 1];
        for (BoundExpr.ColumnRef c : read.values()) {
            map[c.index()] = sortInput.size();
            sortInput.add(c);
        }
        List<BoundExpr> afterSort = new ArrayList<>();
        for (int i = 0; i < projected.size(); i++) {
            BoundExpr e = projected.get(i);
            afterSort.add(new BoundExpr.ColumnRef(i, e.type(), "", ""));
        }
        for (int i : moved) {
            BoundExpr e = projected.get(i);
            sortInput.set(i, new BoundExpr.Literal(null, e.type()));
            afterSort.set(i, BoundExprs.renumber(e, map));
        }
        return new PostponedVolatile(sortInput, afterSort);
    }

    private static void collectColumns(BoundExpr e, java.util.Map<Integer, BoundExpr.ColumnRef> out) {
        if (e instanceof BoundExpr.ColumnRef c) {
            out.putIfAbsent(c.index(), c);
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            collectColumns(child, out);
        }
    }

    /** The columns the Sort's input computes. */
    List<BoundExpr> sortInput() {
        return sortInput;
    }

    /** The Result over the sorted rows: copies, and the postponed columns. */
    PhysicalNode afterSort(PhysicalNode sorted) {
        return ProjectNode.shownAsResult(sorted, afterSort).estimated(sorted.estimate());
    }
}
