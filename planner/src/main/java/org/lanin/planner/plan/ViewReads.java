package org.lanin.planner.plan;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlLexer;
import org.lanin.planner.ddl.DdlLexer.Kind;
import org.lanin.planner.ddl.DdlLexer.Token;
import org.lanin.planner.session.LaninDatabase;

/**
 * What a view's or materialized view's query reads, the facts behind PostgreSQL's pg_depend rows
 * of its rewrite rule: the relations it names itself (found by binding the query again, so a view
 * read through another view counts as a dependency of that view only), and whether it reads a
 * column, judged from the text: the query spells the column's name or selects {@code *} (an
 * approximation: a same-named column of another relation the view reads counts too). A query that
 * no longer binds reads every relation whose name its text spells.
 */
public final class ViewReads {
    private ViewReads() {
    }

    /** The catalog keys of the relations {@code sql}, the query of view {@code key}, names. */
    public static Set<String> relations(String key, String sql, CatalogSnapshot catalog, LaninDatabase db) {
        try {
            return Planner.relationsNamed(sql, catalog, db, SearchPath.ofView(key));
        } catch (LaninException e) {
            Set<String> out = new LinkedHashSet<>();
            catalog.tables().forEach(t -> addIfSpelt(out, sql, t.name()));
            catalog.views().forEach(v -> addIfSpelt(out, sql, v.name()));
            return out;
        }
    }

    private static void addIfSpelt(Set<String> out, String sql, String key) {
        if (spells(sql, Namespace.nameOf(key))) {
            out.add(key);
        }
    }

    /** True when {@code sql} may read {@code column} of a relation it names. */
    public static boolean readsColumn(String sql, String column) {
        return spells(sql, column) || selectsStar(sql);
    }

    /** True when {@code sql} holds {@code identifier} as a name (not inside a string). */
    public static boolean spells(String sql, String identifier) {
        for (Token k : DdlLexer.lex(sql)) {
            if ((k.kind() == Kind.WORD || k.kind() == Kind.QUOTED) && k.text().equals(identifier)) {
                return true;
            }
        }
        return false;
    }

    /** True when the query selects {@code *} or {@code x.*} (not {@code count(*)} or a product). */
    static boolean selectsStar(String sql) {
        List<Token> t = DdlLexer.lex(sql);
        for (int i = 1; i < t.size(); i++) {
            Token prev = t.get(i - 1);
            if (t.get(i).isSymbol("*") && (prev.is("select") || prev.is("distinct") || prev.is("all")
                    || prev.isSymbol(",") || prev.isSymbol("."))) {
                return true;
            }
        }
        return false;
    }
}
