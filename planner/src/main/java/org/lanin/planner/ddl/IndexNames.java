package org.lanin.planner.ddl;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;

/** PostgreSQL's implicit index names: t_a_b_key for UNIQUE, t_a_b_idx for CREATE INDEX, numbered when taken. */
final class IndexNames {
    private IndexNames() {
    }

    static String unique(String table, List<String> columns, CatalogSnapshot base, List<IndexDef> pending) {
        return free(table + "_" + String.join("_", columns) + "_key", base, pending);
    }

    static String plain(String table, List<String> columns, CatalogSnapshot base, List<IndexDef> pending) {
        return free(table + "_" + String.join("_", columns) + "_idx", base, pending);
    }

    static String free(String base, CatalogSnapshot snap, List<IndexDef> pending) {
        String name = base;
        for (int i = 1; snap.relationExists(name) || taken(pending, name); i++) {
            name = base + i;
        }
        return name;
    }

    private static boolean taken(List<IndexDef> pending, String name) {
        return pending.stream().anyMatch(i -> i.name().equals(name));
    }
}
