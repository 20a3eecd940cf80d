package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;

/**
 * A join of two paths by one method. Expressions are over the scope space: {@code hashOuter} /
 * {@code hashInner} the hash (or merge) keys of each side, {@code joinClauses} the rest of the
 * join's condition, {@code filters} conditions on the join's output (WHERE conditions that waited
 * for an outer join). A nest loop into a parameterised index scan passes {@code inner}'s params.
 * A merge join sorts a side on its keys where {@code sortOuter} / {@code sortInner} say so (the
 * other sides already come in key order).
 */
final class JoinPath extends Path {
    enum Method { NEST_LOOP, HASH, MERGE }

    /** A value passed to a parameterised inner scan: slot {@code slot} gets {@code outerValue}. */
    record Param(int slot, BoundExpr outerValue) {
    }

    final Method method;
    final JoinType type;
    final Path outer;
    final Path inner;
    final List<BoundExpr> hashOuter;
    final List<BoundExpr> hashInner;
    final List<BoundExpr> joinClauses;
    final List<BoundExpr> filters;
    final boolean materializeInner;
    final boolean sortOuter;
    final boolean sortInner;

    JoinPath(Method method, JoinType type, Path outer, Path inner, double rows, double startup, double total,
             List<OrderKey> order, List<BoundExpr> hashOuter, List<BoundExpr> hashInner, List<BoundExpr> joinClauses,
             List<BoundExpr> filters, boolean materializeInner) {
        this(method, type, outer, inner, rows, startup, total, order, hashOuter, hashInner, joinClauses, filters,
                materializeInner, false, false);
    }

    JoinPath(Method method, JoinType type, Path outer, Path inner, double rows, double startup, double total,
             List<OrderKey> order, List<BoundExpr> hashOuter, List<BoundExpr> hashInner, List<BoundExpr> joinClauses,
             List<BoundExpr> filters, boolean materializeInner, boolean sortOuter, boolean sortInner) {
        super(outer.rels | inner.rels, rows, startup, total, order, layoutOf(type, outer, inner));
        this.method = method;
        this.type = type;
        this.outer = outer;
        this.inner = inner;
        this.hashOuter = hashOuter;
        this.hashInner = hashInner;
        this.joinClauses = joinClauses;
        this.filters = filters;
        this.materializeInner = materializeInner;
        this.sortOuter = sortOuter;
        this.sortInner = sortInner;
    }

    private static int[] layoutOf(JoinType type, Path outer, Path inner) {
        if (type.outerOnly()) {
            return outer.layout;
        }
        int[] l = new int[outer.layout.length + inner.layout.length];
        System.arraycopy(outer.layout, 0, l, 0, outer.layout.length);
        System.arraycopy(inner.layout, 0, l, outer.layout.length, inner.layout.length);
        return l;
    }
}
