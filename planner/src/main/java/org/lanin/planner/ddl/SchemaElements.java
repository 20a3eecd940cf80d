package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlLexer.Token;
import org.lanin.planner.plan.StatementRuntime;

/**
 * The schema elements of {@code CREATE SCHEMA s CREATE TABLE ... CREATE VIEW ... GRANT ...}
 * (PostgreSQL's transformCreateSchemaStmt): CREATE TABLE, VIEW, INDEX, SEQUENCE and TRIGGER and
 * GRANT, each run as its own statement right after the schema is made, in PostgreSQL's order
 * (sequences, tables, views, indexes, triggers, grants, each kind as written), with the new schema
 * first in the search path, so unqualified names are created and found there. An element that
 * names another schema is 42P15. Each element is split off at a CREATE or GRANT outside
 * parentheses.
 */
final class SchemaElements {
    private static final List<String> ORDER = List.of("sequence", "table", "view", "index", "trigger", "grant");

    private SchemaElements() {
    }

    /** The elements from the parser's position to the end of the statement (consumed), in the order they run; empty when none. */
    static List<String> parse(DdlParser p) {
        if (!p.peekWord("create") && !p.peekWord("grant")) {
            return List.of();
        }
        String text = p.restOfStatement(List.of(), new boolean[1]);
        List<Token> t = DdlLexer.lex(text);
        List<List<String>> byKind = new ArrayList<>();
        for (int i = 0; i < ORDER.size(); i++) {
            byKind.add(new ArrayList<>());
        }
        int depth = 0;
        int start = 0;
        for (int k = 0; k <= t.size(); k++) {
            boolean boundary = k == t.size()
                    || depth == 0 && k > start && (t.get(k).is("create") || t.get(k).is("grant"));
            if (boundary) {
                byKind.get(ORDER.indexOf(kind(t, start, text))).add(text.substring(t.get(start).start(), t.get(k - 1).end()));
                start = k;
            }
            if (k < t.size() && t.get(k).isSymbol("(")) {
                depth++;
            } else if (k < t.size() && t.get(k).isSymbol(")")) {
                depth--;
            }
        }
        List<String> out = new ArrayList<>();
        byKind.forEach(out::addAll);
        return out;
    }

    /** The element's kind; 42601 at the word when it is not one a schema may hold. */
    private static String kind(List<Token> t, int start, String text) {
        if (t.get(start).is("grant")) {
            return "grant";
        }
        int k = start + 1;
        while (k < t.size() && (t.get(k).is("or") || t.get(k).is("replace") || t.get(k).is("unique")
                || t.get(k).is("temp") || t.get(k).is("temporary") || t.get(k).is("unlogged") || t.get(k).is("recursive")
                || t.get(k).is("constraint"))) {
            k++;
        }
        String w = k < t.size() ? t.get(k).text() : "";
        if (k >= t.size() || !ORDER.contains(w) || w.equals("grant")) {
            throw LaninException.of(PlannerMsg.SYNTAX_ERROR_AT, k < t.size() ? text.substring(t.get(k).start(), t.get(k).end())
                    : "end of input");
        }
        return w;
    }

    /** Runs the elements of schema {@code schema}, just created, in the statement's transaction. */
    static void run(StatementRuntime rt, String schema, List<String> elements) {
        org.lanin.planner.cost.PlannerSettings settings = rt.session() == null ? org.lanin.planner.cost.PlannerSettings.DEFAULT
                : rt.session().settings().planner();
        SearchPath path = settings.searchPath();
        List<String> entries = new ArrayList<>();
        entries.add(schema);
        entries.addAll(path.entries());
        org.lanin.planner.cost.PlannerSettings inSchema = settings.withSearchPath(new SearchPath(entries, path.user(), path.tempSchema()));
        for (String e : elements) {
            checkSchema(e, schema);
            org.lanin.planner.plan.Planner.plan(e, rt.database(), inSchema).execute(rt);
        }
    }

    /** PostgreSQL's setSchemaName: a qualified name of what is created (or, for an index or trigger, its table) must be the new schema. */
    private static void checkSchema(String element, String schema) {
        List<Token> t = DdlLexer.lex(element);
        int k = 0;
        while (k < t.size() && !t.get(k).is("table") && !t.get(k).is("view") && !t.get(k).is("sequence")
                && !t.get(k).is("on")) {
            k++;
        }
        if (k < t.size() && (t.get(k).is("table") || t.get(k).is("view") || t.get(k).is("sequence"))) {
            k++;
            while (k < t.size() && (t.get(k).is("if") || t.get(k).is("not") || t.get(k).is("exists"))) {
                k++;
            }
        } else if (k < t.size()) {
            k++; // CREATE INDEX ... ON [ONLY] table, CREATE TRIGGER ... ON table
            if (k < t.size() && t.get(k).is("only")) {
                k++;
            }
        }
        if (k + 2 < t.size() && t.get(k + 1).isSymbol(".") && !t.get(k).text().equals(schema)) {
            throw LaninException.of(org.lanin.planner.bind.SchemaMsg.ELEMENT_IN_OTHER_SCHEMA, t.get(k).text(), schema);
        }
    }
}
