package org.lanin.dump;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;

/**
 * CREATE VIEW and CREATE MATERIALIZED VIEW, each after the views and materialized views its query
 * names. Lanin keeps a view's query as the text it was created with, so the dependencies are read
 * from that text: a relation depends on another whose name appears in it as a word (a column or
 * alias spelled like a view adds an ordering constraint that is not needed, never a missing one).
 * The column list is always written, so the view keeps the names Lanin fixed at creation. A
 * materialized view is created {@code WITH NO DATA}, and one that holds rows is refreshed at the
 * end of the script, once every table is loaded and indexed, as pg_dump does.
 */
final class ViewDdl {
    /** A view or materialized view: its catalog key, column names and query text. */
    private record Query(String name, List<String> columns, String sql, TableDef matview, org.lanin.engine.catalog.ViewDef view) {
    }

    private final CatalogSnapshot catalog;
    private final SqlNames names;

    ViewDdl(CatalogSnapshot catalog, SqlNames names) {
        this.catalog = catalog;
        this.names = names;
    }

    List<DumpEntry> create() throws SQLException {
        List<DumpEntry> out = new ArrayList<>();
        for (Query v : ordered()) {
            List<String> cols = new ArrayList<>();
            v.columns().forEach(c -> cols.add(names.ident(c)));
            String query = v.sql().strip();
            while (query.endsWith(";")) {
                query = query.substring(0, query.length() - 1).strip();
            }
            List<String> options = v.view() != null ? v.view().reloptions() : v.matview().reloptions();
            String with = options == null ? "" : " " + TableDdl.storage(options);
            String head = names.qualified(v.name()) + " (" + String.join(", ", cols) + ")" + with + " AS\n " + query;
            String check = v.view() == null || v.view().checkOption() == null ? "" : "\n  WITH " + v.view().checkOption() + " CHECK OPTION";
            out.add(v.matview() == null
                    ? new DumpEntry(Namespace.nameOf(v.name()), "VIEW", Namespace.schemaOf(v.name()), "CREATE VIEW " + head + check + ";")
                    : new DumpEntry(Namespace.nameOf(v.name()), "MATERIALIZED VIEW", Namespace.schemaOf(v.name()),
                            "CREATE MATERIALIZED VIEW " + head + "\n  WITH NO DATA;"));
        }
        return out;
    }

    /** REFRESH MATERIALIZED VIEW for each populated one, in creation order (one may read another). */
    List<DumpEntry> refreshes() throws SQLException {
        List<DumpEntry> out = new ArrayList<>();
        for (Query v : ordered()) {
            if (v.matview() != null && v.matview().matview().populated()) {
                out.add(new DumpEntry(Namespace.nameOf(v.name()), "MATERIALIZED VIEW DATA", Namespace.schemaOf(v.name()),
                        "REFRESH MATERIALIZED VIEW " + names.qualified(v.name()) + ";"));
            }
        }
        return out;
    }

    private List<Query> ordered() throws SQLException {
        List<Query> pending = new ArrayList<>();
        for (ViewDef v : catalog.views()) {
            pending.add(new Query(v.name(), v.columns(), v.sql(), null, v));
        }
        for (TableDef t : catalog.tables()) {
            if (t.isMatview()) {
                List<String> cols = new ArrayList<>();
                for (ColumnDef c : t.liveColumns()) {
                    cols.add(c.name());
                }
                pending.add(new Query(t.name(), cols, t.matview().sql(), t, null));
            }
        }
        pending.sort(Comparator.comparing(Query::name));
        List<Query> out = new ArrayList<>();
        while (!pending.isEmpty()) {
            Query next = null;
            for (Query v : pending) {
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

    private static List<Query> dependencies(Query v, List<Query> pending) {
        String text = v.sql().toLowerCase(Locale.ROOT);
        List<Query> out = new ArrayList<>();
        for (Query other : pending) {
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
