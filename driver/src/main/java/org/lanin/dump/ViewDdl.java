package org.lanin.dump;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.ViewDef;

/**
 * CREATE VIEW for each view, a view after the views its query names. Lanin keeps a view's query as
 * the text it was created with, so the dependencies are read from that text: a view depends on
 * another whose name appears in it as a word (a column or alias spelled like a view adds an
 * ordering constraint that is not needed, never a missing one). The column list is always
 * written, so the view keeps the names Lanin fixed at creation.
 */
final class ViewDdl {
    private final CatalogSnapshot catalog;
    private final SqlNames names;

    ViewDdl(CatalogSnapshot catalog, SqlNames names) {
        this.catalog = catalog;
        this.names = names;
    }

    List<DumpEntry> create() throws SQLException {
        List<DumpEntry> out = new ArrayList<>();
        for (ViewDef v : ordered()) {
            List<String> cols = new ArrayList<>();
            v.columns().forEach(c -> cols.add(names.ident(c)));
            String query = v.sql().strip();
            while (query.endsWith(";")) {
                query = query.substring(0, query.length() - 1).strip();
            }
            out.add(new DumpEntry(Namespace.nameOf(v.name()), "VIEW", Namespace.schemaOf(v.name()),
                    "CREATE VIEW " + names.qualified(v.name()) + " (" + String.join(", ", cols) + ") AS\n " + query + ";"));
        }
        return out;
    }

    List<ViewDef> ordered() throws SQLException {
        List<ViewDef> pending = new ArrayList<>(catalog.views());
        pending.sort(Comparator.comparing(ViewDef::name));
        List<ViewDef> out = new ArrayList<>();
        while (!pending.isEmpty()) {
            ViewDef next = null;
            for (ViewDef v : pending) {
                if (dependencies(v, pending).isEmpty()) {
                    next = v;
                    break;
                }
            }
            if (next == null) {
                List<String> cycle = new ArrayList<>();
                pending.forEach(v -> cycle.add(v.name()));
                throw DumpMsg.VIEW_CYCLE.error(String.join(", ", cycle));
            }
            pending.remove(next);
            out.add(next);
        }
        return out;
    }

    private static List<ViewDef> dependencies(ViewDef v, List<ViewDef> pending) {
        String text = v.sql().toLowerCase(Locale.ROOT);
        List<ViewDef> out = new ArrayList<>();
        for (ViewDef other : pending) {
            if (other != v && mentions(text, Namespace.nameOf(other.name()))) {
                out.add(other);
            }
        }
        return out;
    }

    private static boolean mentions(String text, String name) {
        return Pattern.compile("(?<![\\w$])\"?" + Pattern.quote(name.toLowerCase(Locale.ROOT)) + "\"?(?![\\w$])")
                .matcher(text).find();
    }
}
