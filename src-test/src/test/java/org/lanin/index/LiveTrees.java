package org.lanin.index;

import java.util.Map;
import org.lanin.engine.index.btree.BTree;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.Session;
import org.lanin.planner.session.SessionControl;

/**
 * Reaches the live B-tree behind an index of a named in-memory database that JDBC connections
 * hold open: a second session on the same database ({@code Lanin.openMemory}) and its catalog.
 */
final class LiveTrees {
    private LiveTrees() {
    }

    static BTree tree(String database, String index) {
        try (Session s = Lanin.openMemory(database, Map.of())) {
            var def = ((SessionControl) s).database().catalog().current().index(index);
            if (def == null) {
                throw new IllegalStateException("no index " + index + " in " + database);
            }
            return def.tree();
        }
    }
}
