package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.ViewMsg;
import org.lanin.planner.session.LaninDatabase;

/**
 * What views and materialized views depend on: PostgreSQL records a view's rewrite rule in
 * pg_depend against every relation and column its query reads, and DROP refuses (2BP01) while a
 * dependent exists unless CASCADE drops the dependents too. Lanin keeps a view's query as text, so
 * the dependencies are found when asked: each view's query is bound again and the relations it
 * names itself are its dependencies ({@link Planner#relationsNamed}); a column counts as read when
 * the query spells its name or selects {@code *} (an approximation: a same-named column of another
 * relation the view reads counts too). A view whose query no longer binds depends on every relation
 * its text names.
 */
final class ViewDependents {
    /** A dependent object and the DETAIL line PostgreSQL prints for it. */
    record Dependent(String key, String line) {
    }

    private final CatalogSnapshot snap;
    private final LaninDatabase db;
    /** Dependent view or matview key -> the relations its query names; sorted for a stable report order. */
    private final Map<String, Set<String>> reads = new TreeMap<>();
    private final Map<String, String> sql = new TreeMap<>();

    ViewDependents(CatalogSnapshot snap, LaninDatabase db) {
        this.snap = snap;
        this.db = db;
        for (ViewDef v : snap.views()) {
            sql.put(v.name(), v.sql());
        }
        for (TableDef t : snap.tables()) {
            if (t.isMatview()) {
                sql.put(t.name(), t.matview().sql());
            }
        }
        sql.forEach((k, q) -> reads.put(k, readsOf(k, q)));
    }

    private Set<String> readsOf(String key, String query) {
        try {
            return Planner.relationsNamed(query, snap, db, SearchPath.ofView(key));
        } catch (LaninException e) {
            Set<String> out = new LinkedHashSet<>();
            snap.tables().forEach(t -> addIfMentioned(out, query, t.name()));
            snap.views().forEach(v -> addIfMentioned(out, query, v.name()));
            return out;
        }
    }

    private static void addIfMentioned(Set<String> out, String query, String key) {
        if (mentions(query, Namespace.nameOf(key))) {
            out.add(key);
        }
    }

    /** The relations {@code key}'s query names (empty when it is not a view or matview). */
    Set<String> reads(String key) {
        return reads.getOrDefault(key, Set.of());
    }

    /** Every object that depends on one of {@code roots}, depth first, leaving out {@code dropping}. */
    List<Dependent> on(List<String> roots, Set<String> dropping) {
        List<Dependent> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>(dropping);
        for (String r : roots) {
            below(r, seen, out);
        }
        return out;
    }

    /** Every object that depends on column {@code column} of table {@code table}, depth first. */
    List<Dependent> onColumn(String table, String column) {
        List<Dependent> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        seen.add(table);
        for (Map.Entry<String, Set<String>> e : reads.entrySet()) {
            String q = sql.get(e.getKey());
            if (e.getValue().contains(table) && (mentions(q, column) || selectsStar(q)) && seen.add(e.getKey())) {
                out.add(new Dependent(e.getKey(), describe(e.getKey()) + " depends on column " + column + " of "
                        + describe(table)));
                below(e.getKey(), seen, out);
            }
        }
        return out;
    }

    private void below(String key, Set<String> seen, List<Dependent> out) {
        for (Map.Entry<String, Set<String>> e : reads.entrySet()) {
            if (e.getValue().contains(key) && seen.add(e.getKey())) {
                out.add(new Dependent(e.getKey(), describe(e.getKey()) + " depends on " + describe(key)));
                below(e.getKey(), seen, out);
            }
        }
    }

    /** "table t", "view s.v", "materialized view m": PostgreSQL's getObjectDescription. */
    String describe(String key) {
        TableDef t = snap.table(key);
        String kind = snap.view(key) != null ? "view" : t != null && t.isMatview() ? "materialized view" : "table";
        return kind + " " + shown(key);
    }

    private static String shown(String key) {
        return Namespace.schemaOf(key).equals(Namespace.PUBLIC_NAME) ? Namespace.nameOf(key) : key;
    }

    /**
     * Refuses (2BP01, {@code what} naming the object for a single drop, null for several) when
     * {@code deps} is not empty and the statement is not CASCADE; else drops them.
     */
    static Catalog.Edit dropOrRefuse(Catalog.Edit e, List<Dependent> deps, boolean cascade, String what) {
        if (deps.isEmpty()) {
            return e;
        }
        if (!cascade) {
            String detail = String.join("\n", deps.stream().map(Dependent::line).toList());
            throw what == null ? LaninException.of(ViewMsg.DROP_MANY_DEPENDS, detail)
                    : LaninException.of(ViewMsg.DROP_DEPENDS, what, detail);
        }
        Catalog.Edit out = e;
        for (Dependent d : deps) {
            if (out.base().view(d.key()) != null) {
                out = out.dropView(d.key());
            } else if (out.base().table(d.key()) != null) {
                out = out.dropTable(d.key());
            }
        }
        return out;
    }

    private static boolean mentions(String query, String identifier) {
        return !SqlRenames.identifier(query, identifier, "\u0000").equals(query);
    }

    /** True when the query selects {@code *} or {@code x.*} (not {@code count(*)} or a product). */
    private static boolean selectsStar(String query) {
        List<DdlLexer.Token> t = DdlLexer.lex(query);
        for (int i = 1; i < t.size(); i++) {
            DdlLexer.Token prev = t.get(i - 1);
            if (t.get(i).isSymbol("*") && (prev.is("select") || prev.is("distinct") || prev.is("all")
                    || prev.isSymbol(",") || prev.isSymbol("."))) {
                return true;
            }
        }
        return false;
    }
}
