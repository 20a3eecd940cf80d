package org.lanin.planner.routine.pl;

import org.lanin.planner.routine.catalog.RoutineDef;

/** The parsed body cached on a routine version (parsed at CREATE; again only if the cache was empty). */
final class PlBodies {
    private PlBodies() {
    }

    static PlStmt.Block of(RoutineDef r) {
        Object cached = r.plpgsql()[0];
        if (cached instanceof PlStmt.Block b) {
            return b;
        }
        PlStmt.Block b = PlParser.parse(r.body());
        r.plpgsql()[0] = b;
        return b;
    }
}
