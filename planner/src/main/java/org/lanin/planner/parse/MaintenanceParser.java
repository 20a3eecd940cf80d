package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.Tokens.Token;
import org.lanin.planner.parse.UtilityStatement.AnalyzeTarget;

/**
 * VACUUM and ANALYZE (PostgreSQL 15's grammar): the old keyword forms
 * {@code VACUUM [FULL] [FREEZE] [VERBOSE] [ANALYZE]} and {@code ANALYZE [VERBOSE]}, the
 * parenthesised option lists, and any number of {@code table [(column, ...)]} targets.
 * Options that change nothing in Lanin (FULL, FREEZE, SKIP_LOCKED, INDEX_CLEANUP, ...) are
 * accepted; unknown ones fail with 42601 as in PostgreSQL.
 */
final class MaintenanceParser {
    private static final Set<String> VACUUM_OPTIONS = Set.of("full", "freeze", "verbose", "analyze", "analyse",
            "disable_page_skipping", "skip_locked", "index_cleanup", "process_toast", "process_main", "truncate",
            "parallel", "skip_database_stats", "only_database_stats", "buffer_usage_limit");
    private static final Set<String> ANALYZE_OPTIONS = Set.of("verbose", "skip_locked", "buffer_usage_limit");

    private MaintenanceParser() {
    }

    static UtilityStatement vacuum(Tokens t) {
        boolean analyze = false;
        if (t.peekIs("(")) {
            for (Option o : options(t, "VACUUM", VACUUM_OPTIONS)) {
                if (o.name.startsWith("analy")) {
                    analyze = o.on;
                }
            }
        } else {
            t.accept("full");
            t.accept("freeze");
            t.accept("verbose");
            analyze = t.accept("analyze") || t.accept("analyse");
        }
        List<AnalyzeTarget> targets = targets(t);
        if (!analyze && targets.stream().anyMatch(x -> !x.columns().isEmpty())) {
            throw LaninException.of(MaintenanceMsg.COLUMNS_NEED_ANALYZE);
        }
        return new UtilityStatement.Vacuum(targets, analyze);
    }

    static UtilityStatement analyze(Tokens t) {
        boolean verbose = false;
        if (t.peekIs("(")) {
            for (Option o : options(t, "ANALYZE", ANALYZE_OPTIONS)) {
                if (o.name.equals("verbose")) {
                    verbose = o.on;
                }
            }
        } else {
            verbose = t.accept("verbose");
        }
        return new UtilityStatement.Analyze(targets(t), verbose);
    }

    private record Option(String name, boolean on) {
    }

    /** ( name [value] [, ...] ): a boolean option is on unless its value is false, off or 0. */
    private static List<Option> options(Tokens t, String command, Set<String> known) {
        expect(t, "(");
        List<Option> out = new ArrayList<>();
        do {
            Token name = t.next();
            if (name == null || name.string() || name.text().equals(")")) {
                throw syntax(t);
            }
            String n = name.text();
            if (!known.contains(n)) {
                throw LaninException.of(MaintenanceMsg.UNRECOGNIZED_OPTION, command, name.text());
            }
            boolean on = true;
            if (!t.peekIs(",") && !t.peekIs(")")) {
                Token v = t.next();
                on = v == null || !Set.of("false", "off", "0").contains(v.text().toLowerCase(java.util.Locale.ROOT));
            }
            out.add(new Option(n, on));
        } while (t.accept(","));
        expect(t, ")");
        return out;
    }

    private static List<AnalyzeTarget> targets(Tokens t) {
        List<AnalyzeTarget> out = new ArrayList<>();
        if (t.atEnd()) {
            return out;
        }
        do {
            String table = relation(t);
            List<String> columns = new ArrayList<>();
            if (t.accept("(")) {
                do {
                    columns.add(identifier(t));
                } while (t.accept(","));
                expect(t, ")");
            }
            out.add(new AnalyzeTarget(table, List.copyOf(columns)));
        } while (t.accept(","));
        return out;
    }

    /** A table name, optionally qualified by {@code public} (the only schema). */
    private static String relation(Tokens t) {
        Token n = t.next();
        if (n == null || n.string() || (!n.quoted() && !isWord(n.text()))) {
            throw syntax(t, n);
        }
        if (n.quoted()) {
            return n.text();
        }
        String text = n.text();
        int dot = text.lastIndexOf('.');
        if (dot < 0) {
            return text;
        }
        String schema = text.substring(0, dot);
        String name = dot == text.length() - 1 && t.peek() != null && t.peek().quoted() ? t.next().text()
                : text.substring(dot + 1);
        if (name.isEmpty()) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, schema + "." + name);
        }
        return org.lanin.engine.catalog.Namespace.key(schema, name);
    }

    private static String identifier(Tokens t) {
        Token n = t.next();
        if (n == null || n.string() || (!n.quoted() && !isWord(n.text()))) {
            throw syntax(t, n);
        }
        return n.text();
    }

    private static boolean isWord(String s) {
        char c = s.charAt(0);
        return Character.isLetter(c) || c == '_';
    }

    private static void expect(Tokens t, String symbol) {
        if (!t.accept(symbol)) {
            throw syntax(t);
        }
    }

    private static LaninException syntax(Tokens t) {
        return syntax(t, t.peek());
    }

    private static LaninException syntax(Tokens t, Token at) {
        return LaninException.of(PlannerMsg.SYNTAX_ERROR, at == null ? "at end of input" : "at or near \"" + at.text() + "\"");
    }
}
