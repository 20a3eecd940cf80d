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
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.ViewReads;
import org.lanin.planner.plan.ViewMsg;
import org.lanin.planner.session.LaninDatabase;

/**
 * What views and materialized views depend on: PostgreSQL records a view's rewrite rule in
 * pg_depend against every relation and column its query reads, and DROP refuses (2BP01) while a
 * dependent exists unless CASCADE drops the dependents too. Lanin keeps a view's query as text, so
 * the dependencies are found when asked, by {@link ViewReads}.
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
    }

    /**
     * The relations {@code key}'s query names (empty when it is not a view or matview), bound on
     * first use: binding every view's query on every DROP made a script with many views and drops
     * quadratic (found by sqllogictest's corpus after the merge).
     */
    Set<String> reads(String key) {
        String q = sql.get(key);
        return q == null ? Set.of() : reads.computeIfAbsent(key, k -> ViewReads.relations(k, q, snap, db));
    }

    /** True when view {@code view}'s query names {@code relation}: its text must spell the name first. */
    private boolean names(String view, String relation) {
        return ViewReads.spells(sql.get(view), Namespace.nameOf(relation)) && reads(view).contains(relation);
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
        for (String view : sql.keySet()) {
            if (names(view, table) && ViewReads.readsColumn(sql.get(view), column) && seen.add(view)) {
                out.add(new Dependent(view, describe(view) + " depends on column " + column + " of " + describe(table)));
                below(view, seen, out);
            }
        }
        return out;
    }

    private void below(String key, Set<String> seen, List<Dependent> out) {
        for (String view : sql.keySet()) {
            if (!seen.contains(view) && names(view, key) && seen.add(view)) {
                out.add(new Dependent(view, describe(view) + " depends on " + describe(key)));
                below(view, seen, out);
            }
        }
    }

    /** "table t", "view s.v", "materialized view m": PostgreSQL's getObjectDescription. */
    String describe(String key) {
        TableDef t = snap.table(key);
        String kind = snap.view(key) != null ? "view" : t != null && t.isMatview() ? "materialized view" : "table";
        return kind + " " + shown(key);
    }

    /** Unqualified where the name is visible: in public, or in a temporary schema (searched first). */
    private static String shown(String key) {
        String schema = Namespace.schemaOf(key);
        return schema.equals(Namespace.PUBLIC_NAME) || schema.startsWith("pg_temp_") ? Namespace.nameOf(key) : key;
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
}
