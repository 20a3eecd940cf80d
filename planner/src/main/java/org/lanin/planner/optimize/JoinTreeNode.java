package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;

/**
 * The FROM clause's join structure as written: relations (by index into the block's relation
 * list) and joins with their kind and ON conjuncts (bound over the scope space). Inner joins
 * are flattened by the optimizer; outer joins constrain the order (see {@link JoinRules}).
 * RIGHT joins are stored as LEFT joins with the sides swapped.
 */
public sealed interface JoinTreeNode {
    record Leaf(int rel) implements JoinTreeNode {
    }

    record Join(JoinType type, JoinTreeNode left, JoinTreeNode right, List<BoundExpr> on) implements JoinTreeNode {
    }

    /**
     * Conditions that hold inside this part of the tree: the WHERE of a subquery pulled up into
     * the FROM clause. Like an inner join's ON, they filter the part's rows before any outer
     * join above it NULL-extends them.
     */
    record Qual(JoinTreeNode input, List<BoundExpr> conditions) implements JoinTreeNode {
    }

    /** Indexes of the relations under this node, as a bit set. */
    default long rels() {
        if (this instanceof Leaf l) {
            return 1L << l.rel();
        }
        if (this instanceof Qual q) {
            return q.input().rels();
        }
        Join j = (Join) this;
        return j.left().rels() | j.right().rels();
    }
}
