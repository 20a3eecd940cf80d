package org.lanin.planner.session;

import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.planner.catalogview.TypeVisibility;

/**
 * The type naming a session puts on its thread ({@link TypeVisibility#naming}), made again only
 * when its search_path changes (a new {@code SearchPath}): made for each statement it was two
 * objects of garbage each time.
 */
final class SessionTypeNaming {
    private final Supplier<CatalogSnapshot> catalog;
    /** One object, so a statement on another thread never pairs one path with another's naming. */
    private Entry entry;

    SessionTypeNaming(Supplier<CatalogSnapshot> catalog) {
        this.catalog = catalog;
    }

    UnaryOperator<String> forPath(SearchPath path) {
        Entry e = entry;
        if (e == null || e.path() != path) {
            e = new Entry(path, TypeVisibility.naming(path, catalog));
            entry = e;
        }
        return e.naming();
    }

    private record Entry(SearchPath path, UnaryOperator<String> naming) {
    }
}
