package org.lanin.planner.optimize;

import java.util.List;

/**
 * The paths kept for one set of relations (PostgreSQL's RelOptInfo pathlist, pruned as add_path
 * does to what can still win): the cheapest in total, the cheapest to its first row (for a
 * LIMIT), and the cheapest that returns the wanted order.
 */
final class RelPaths {
    final double rows;
    Path cheapest;
    Path cheapestStartup;
    Path ordered;
    /** A base rel's cheapest parallel scan (a Gather over a Parallel Seq Scan), or null. */
    ScanPath parallel;

    RelPaths(double rows) {
        this.rows = rows;
    }

    void add(Path path, List<OrderKey> wanted) {
        if (path instanceof ScanPath scan && scan.kind == ScanPath.Kind.PARALLEL
                && (parallel == null || scan.totalCost < parallel.totalCost)) {
            parallel = scan;
        }
        if (cheapest == null || path.totalCost < cheapest.totalCost) {
            cheapest = path;
        }
        if (cheapestStartup == null || path.startupCost < cheapestStartup.startupCost
                || path.startupCost == cheapestStartup.startupCost && path.totalCost < cheapestStartup.totalCost) {
            cheapestStartup = path;
        }
        if (path.provides(wanted) && (ordered == null || path.totalCost < ordered.totalCost)) {
            ordered = path;
        }
    }

    /** The distinct paths worth joining further. */
    List<Path> candidates() {
        java.util.LinkedHashSet<Path> s = new java.util.LinkedHashSet<>();
        s.add(cheapest);
        s.add(cheapestStartup);
        if (ordered != null) {
            s.add(ordered);
        }
        return List.copyOf(s);
    }

    boolean isEmpty() {
        return cheapest == null;
    }
}
