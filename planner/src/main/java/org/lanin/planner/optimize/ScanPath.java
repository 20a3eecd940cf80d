package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.IndexBounds;

/**
 * Reading one base relation: a sequential scan, an index scan (bounds, direction, index-only),
 * a partitioned table's Append, or a derived relation's plan; {@code filter} are the restrictions
 * the scan applies (over the scope space). A parameterised index scan's bounds read values a
 * nest loop passes in ({@code params}: slots and the outer expressions they get). A bitmap scan of
 * a GIN index ({@code gin}: the condition it answers) rechecks that condition and applies {@code filter}.
 * A parallel scan is a Gather over a Parallel Seq Scan with {@code workers} workers.
 */
final class ScanPath extends Path {
    enum Kind { SEQ, INDEX, BITMAP, PARTITIONED, DERIVED, PARALLEL }

    final Kind kind;
    final int rel;
    final IndexDef index;
    final IndexBounds bounds;
    final boolean backward;
    final boolean indexOnly;
    final List<BoundExpr> filter;
    final List<JoinPath.Param> params;
    final GinMatcher.Match gin;
    /** The workers a PARALLEL scan's Gather plans (0 for the other kinds). */
    final int workers;

    ScanPath(Kind kind, int rel, double rows, double startup, double total, List<OrderKey> order,
             IndexDef index, IndexBounds bounds, boolean backward, boolean indexOnly, List<BoundExpr> filter,
             List<JoinPath.Param> params) {
        this(kind, rel, rows, startup, total, order, index, bounds, backward, indexOnly, filter, params, null);
    }

    ScanPath(Kind kind, int rel, double rows, double startup, double total, List<OrderKey> order,
             IndexDef index, IndexBounds bounds, boolean backward, boolean indexOnly, List<BoundExpr> filter,
             List<JoinPath.Param> params, GinMatcher.Match gin) {
        this(kind, rel, rows, startup, total, order, index, bounds, backward, indexOnly, filter, params, gin, 0);
    }

    ScanPath(Kind kind, int rel, double rows, double startup, double total, List<OrderKey> order,
             IndexDef index, IndexBounds bounds, boolean backward, boolean indexOnly, List<BoundExpr> filter,
             List<JoinPath.Param> params, GinMatcher.Match gin, int workers) {
        super(1L << rel, rows, startup, total, order, new int[] {rel});
        this.workers = workers;
        this.gin = gin;
        this.kind = kind;
        this.rel = rel;
        this.index = index;
        this.bounds = bounds;
        this.backward = backward;
        this.indexOnly = indexOnly;
        this.filter = filter;
        this.params = params;
    }

    boolean parameterised() {
        return !params.isEmpty();
    }
}
