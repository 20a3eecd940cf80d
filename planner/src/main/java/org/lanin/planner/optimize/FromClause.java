package org.lanin.planner.optimize;

import java.util.List;
import java.util.Map;
import org.lanin.planner.expr.BoundExpr;

/**
 * A query block's bound FROM clause, the optimizer's input: the base relations, the join tree,
 * and the width of the scope space (positions of every relation's columns, in FROM order,
 * hidden ones included). {@code virtualColumns} are positions no relation owns, computed from
 * others (a FULL JOIN USING column, a pulled-up subquery's output); {@code quals} are conditions
 * the binder already turned into conjuncts (a pulled-up subquery's WHERE), bound over the space.
 */
public record FromClause(List<Rel> rels, JoinTreeNode tree, int width, Map<Integer, BoundExpr> virtualColumns,
                         List<BoundExpr> quals) {
    public static FromClause empty() {
        return new FromClause(List.of(), null, 0, Map.of(), List.of());
    }

    /** The relation owning {@code position}, or -1 (virtual or unknown). */
    public int relOf(int position) {
        for (int i = 0; i < rels.size(); i++) {
            if (rels.get(i).contains(position)) {
                return i;
            }
        }
        return -1;
    }
}
