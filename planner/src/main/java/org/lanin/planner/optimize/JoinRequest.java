package org.lanin.planner.optimize;

import java.util.List;

/**
 * What the rest of the query wants from the FROM clause's plan: the conditions to apply (WHERE,
 * over the scope space), the order that would save a sort (empty: none), how many rows will be
 * read (LIMIT + OFFSET; negative: all) so that a plan with a cheap first row can win, and the
 * scope positions read above the FROM clause (null: unknown, no index-only scans). With
 * {@code forUpdate} the single table's scan must return heap versions (no index-only scans).
 * With {@code orderOptional} the order is one the caller can also do without (a GROUP BY that
 * aggregates sorted input or hashes): the planner returns the cheapest plan and, beside it, the
 * cheapest with the order, for the caller to cost both.
 */
public record JoinRequest(List<org.lanin.planner.expr.BoundExpr> where, List<OrderKey> order, double limitRows,
                          java.util.BitSet needed, boolean forUpdate, boolean orderOptional) {
    public JoinRequest(List<org.lanin.planner.expr.BoundExpr> where, List<OrderKey> order, double limitRows,
                       java.util.BitSet needed, boolean forUpdate) {
        this(where, order, limitRows, needed, forUpdate, false);
    }

    public static JoinRequest of(List<org.lanin.planner.expr.BoundExpr> where) {
        return new JoinRequest(where, List.of(), -1, null, false);
    }
}
