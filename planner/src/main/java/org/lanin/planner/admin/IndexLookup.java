package org.lanin.planner.admin;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.Names;

/** An index named by text, as PostgreSQL's regclass input reads it ('t_pkey', 'public.t_pkey', '"T_pkey"'). */
final class IndexLookup {
    private IndexLookup() {
    }

    /** The index; 42704 if no relation has that name, 42809 if it names a table or sequence. */
    static IndexDef find(CatalogSnapshot catalog, String text) {
        String name = text.trim();
        if (name.regionMatches(true, 0, "public.", 0, 7)) {
            name = name.substring(7);
        }
        name = Names.fold(name);
        IndexDef index = catalog.index(name);
        if (index != null) {
            return index;
        }
        if (catalog.relationExists(name)) {
            throw LaninException.of(AdminMsg.NOT_AN_INDEX, name);
        }
        throw LaninException.of(AdminMsg.INDEX_NOT_FOUND, name);
    }
}
