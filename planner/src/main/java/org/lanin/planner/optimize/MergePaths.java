package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;

/**
 * Merge join paths (PostgreSQL's sort_inner_and_outer and match_unsorted_outer, reduced to one
 * key order: the equality conditions' order, each key ascending with NULLs last). Each side comes
 * in that order as it is (a path that already provides it), through an index scan of its one
 * table whose columns give it, or under a Sort, whichever costs least. Costed as PostgreSQL's
 * cost_mergejoin; {@code enable_mergejoin} off prices it out of the way.
 *
 * <p>Why the output order is the outer side's: the merge reads the outer input once, in order,
 * and returns each outer row's matches (or the row NULL-extended) before the next; only the
 * unmatched inner rows of RIGHT and FULL joins are interleaved, so those promise no order.
 */
final class MergePaths {
    /** One side in key order: its path, whether a Sort goes above it, and its costs with the Sort. */
    private record Sorted(Path path, boolean sort, double startup, double total) {
    }

    private MergePaths() {
    }

    static void add(JoinProblem p, ScanPaths scans, Path outer, Path inner, JoinType type, JoinPaths.EquiKeys keys,
                    List<BoundExpr> filters, double rows, List<Path> out) {
        if (parameterised(outer) || parameterised(inner)) {
            return;
        }
        List<OrderKey> outerOrder = order(keys.outer());
        Sorted o = sorted(p, scans, outer, outerOrder);
        Sorted i = sorted(p, scans, inner, order(keys.inner()));
        double[] c = p.costs.mergeJoin(outer.rows, inner.rows, keys.outer().size(), rows,
                keys.rest().size() + filters.size());
        List<OrderKey> order = List.of();
        if (type != JoinType.RIGHT && type != JoinType.FULL) {
            order = !o.sort() ? o.path().order : outerOrder == null ? List.of() : outerOrder;
        }
        out.add(new JoinPath(JoinPath.Method.MERGE, type, o.path(), i.path(), rows, o.startup() + i.startup() + c[0],
                o.total() + i.total() + c[1], order, keys.outer(), keys.inner(), keys.rest(), filters, false, o.sort(),
                i.sort()));
    }

    private static boolean parameterised(Path path) {
        return path instanceof ScanPath s && s.parameterised();
    }

    /** The keys as an order of scope columns, or null when one is an expression (only a Sort gives it). */
    private static List<OrderKey> order(List<BoundExpr> keys) {
        List<OrderKey> out = new ArrayList<>();
        for (BoundExpr k : keys) {
            if (!(k instanceof BoundExpr.ColumnRef c)) {
                return null;
            }
            out.add(new OrderKey(c.index(), false, false));
        }
        return out;
    }

    private static Sorted sorted(JoinProblem p, ScanPaths scans, Path path, List<OrderKey> order) {
        if (order != null && path.provides(order)) {
            return new Sorted(path, false, path.startupCost, path.totalCost);
        }
        double[] sort = p.costs.sort(path.rows, p.width(path));
        Sorted best = new Sorted(path, true, path.totalCost + sort[0], path.totalCost + sort[0] + sort[1]);
        if (order != null && path instanceof ScanPath s
                && (s.kind == ScanPath.Kind.SEQ || s.kind == ScanPath.Kind.INDEX)) {
            ScanPath ordered = scans.orderedPath(s.rel, order);
            if (ordered != null && ordered.totalCost < best.total()) {
                best = new Sorted(ordered, false, ordered.startupCost, ordered.totalCost);
            }
        }
        return best;
    }
}
