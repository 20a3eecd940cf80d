package org.lanin.planner.optimize;

import java.util.List;

/**
 * One way to produce the rows of a set of relations (PostgreSQL's Path): its estimated rows and
 * costs, the order its rows come in (empty: none known), and the relations whose columns its
 * rows carry, in output order ({@code layout}; a SEMI or ANTI join carries only its outer side's).
 * Paths are compared by cost and turned into a physical plan only for the winner.
 */
abstract class Path {
    final long rels;
    final double rows;
    final double startupCost;
    final double totalCost;
    final List<OrderKey> order;
    final int[] layout;

    Path(long rels, double rows, double startupCost, double totalCost, List<OrderKey> order, int[] layout) {
        this.rels = rels;
        this.rows = Math.max(1, rows);
        this.startupCost = startupCost;
        this.totalCost = totalCost;
        this.order = order;
        this.layout = layout;
    }

    /** The cost of reading {@code n} rows (all when negative). */
    double costFor(double n) {
        if (n < 0 || n >= rows) {
            return totalCost;
        }
        return startupCost + (totalCost - startupCost) * n / rows;
    }

    /** True when this path's order begins with {@code wanted}. */
    boolean provides(List<OrderKey> wanted) {
        return !wanted.isEmpty() && order.size() >= wanted.size() && order.subList(0, wanted.size()).equals(wanted);
    }
}
