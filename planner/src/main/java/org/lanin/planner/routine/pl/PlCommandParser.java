package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.routine.RoutineLexer.Token;

/**
 * PL/pgSQL's dynamic-SQL and cursor statements (pl_gram.y): EXECUTE, GET DIAGNOSTICS, OPEN,
 * FETCH, MOVE, CLOSE; the parser has read the first word.
 */
final class PlCommandParser {
    private static final Set<String> DIRECTIONS = Set.of("next", "prior", "first", "last", "absolute", "relative",
            "forward", "backward", "all");
    private static final Set<String> CURRENT_ITEMS = Set.of("row_count", "pg_context");
    private static final Set<String> STACKED_ITEMS = Set.of("returned_sqlstate", "message_text", "pg_exception_detail",
            "pg_exception_hint", "pg_exception_context", "column_name", "constraint_name", "pg_datatype_name",
            "table_name", "schema_name");

    /** Separates a named cursor argument's name from its expression (no SQL text holds it). */
    static final char NAMED = '\u0000';

    private PlCommandParser() {
    }

    /** EXECUTE expr [INTO [STRICT] target, ...] [USING expr, ...] (INTO and USING in either order). */
    static PlStmt execute(PlParser p) {
        String query = p.cutUntil("into", "using", ";");
        List<String> into = List.of();
        List<String> using = List.of();
        boolean strict = false;
        while (true) {
            if (p.acceptWord("into")) {
                strict = p.acceptWord("strict");
                into = targets(p);
            } else if (p.acceptWord("using")) {
                using = expressions(p, "into");
            } else {
                break;
            }
        }
        p.expect(";");
        return new PlStmt.Execute(query, into, strict, using);
    }

    /** The expressions of a USING list, up to ';' or one of {@code stops}. */
    static List<String> expressions(PlParser p, String... stops) {
        List<String> out = new ArrayList<>();
        String[] all = new String[stops.length + 2];
        all[0] = ",";
        all[1] = ";";
        System.arraycopy(stops, 0, all, 2, stops.length);
        do {
            out.add(p.cutUntil(all));
        } while (p.accept(","));
        return out;
    }

    /** INTO targets: {@code name} or {@code record.field}, comma separated. */
    static List<String> targets(PlParser p) {
        List<String> out = new ArrayList<>();
        do {
            String name = p.ident();
            out.add(p.accept(".") ? name + "." + p.ident() : name);
        } while (p.accept(","));
        return out;
    }

    /** GET [CURRENT | STACKED] DIAGNOSTICS target {= | :=} item [, ...]. */
    static PlStmt diagnostics(PlParser p) {
        boolean stacked = p.acceptWord("stacked");
        if (!stacked) {
            p.acceptWord("current");
        }
        p.expectWord("diagnostics");
        List<String> targets = new ArrayList<>();
        List<String> items = new ArrayList<>();
        do {
            targets.add(p.ident());
            if (!p.accept("=")) {
                p.expect(":=");
            }
            Token item = p.next();
            if (!(stacked ? STACKED_ITEMS : CURRENT_ITEMS).contains(item.text())) {
                throw p.errorAt(item);
            }
            items.add(item.text());
        } while (p.accept(","));
        p.expect(";");
        return new PlStmt.GetDiagnostics(stacked, targets, items);
    }

    /** OPEN cursor [[NO] SCROLL] FOR [EXECUTE] query [USING ...] | OPEN bound-cursor [(args)]. */
    static PlStmt open(PlParser p) {
        String cursor = p.ident();
        if (p.acceptWord("no")) {
            p.expectWord("scroll");
        } else {
            p.acceptWord("scroll");
        }
        if (p.acceptWord("for")) {
            if (p.acceptWord("execute")) {
                String query = p.cutUntil("using", ";");
                List<String> using = p.acceptWord("using") ? expressions(p) : List.of();
                p.expect(";");
                return new PlStmt.Open(cursor, List.of(), query, true, using);
            }
            String query = p.cutUntil(";");
            p.expect(";");
            return new PlStmt.Open(cursor, List.of(), query, false, List.of());
        }
        List<String> args = arguments(p);
        p.expect(";");
        return new PlStmt.Open(cursor, args, null, false, List.of());
    }

    /**
     * A bound cursor's arguments in parentheses (none when no parenthesis follows): positional
     * ones as their text, named ones ({@code name := expr}) as
     * {@code name} + {@link #NAMED} + text.
     */
    static List<String> arguments(PlParser p) {
        if (!p.accept("(")) {
            return List.of();
        }
        List<String> args = new ArrayList<>();
        do {
            Token k = p.peek();
            int at = p.position();
            if (k != null && k.isName() && at + 1 < p.size() && p.token(at + 1).isSymbol(":=")) { // PostgreSQL 15: not =>
                p.next();
                p.next();
                args.add(k.text() + NAMED + p.cutUntil(",", ")"));
            } else {
                args.add(p.cutUntil(",", ")"));
            }
        } while (p.accept(","));
        p.expect(")");
        return args;
    }

    /** FETCH [direction {FROM | IN}] cursor INTO targets | MOVE [direction {FROM | IN}] cursor. */
    static PlStmt fetch(PlParser p, boolean move) {
        String direction = "next";
        String count = null;
        Token k = p.peek();
        boolean cursorNext = k != null && p.position() + 1 < p.size()
                && (p.token(p.position() + 1).is("into") || p.token(p.position() + 1).isSymbol(";"));
        if (k != null && DIRECTIONS.contains(k.text()) && !cursorNext) {
            direction = p.next().text();
            if (direction.equals("all")) {
                direction = "forward";
                count = "all";
            } else if (Set.of("absolute", "relative").contains(direction)
                    || Set.of("forward", "backward").contains(direction) && !p.peekWord("from") && !p.peekWord("in")) {
                count = p.cutUntil("from", "in");
            }
            if (!p.acceptWord("from")) {
                p.expectWord("in");
            }
        } else if (!cursorNext) {
            direction = "forward"; // FETCH count FROM cursor
            count = p.cutUntil("from", "in");
            if (!p.acceptWord("from")) {
                p.expectWord("in");
            }
        }
        if (count != null && !move && count.trim().equalsIgnoreCase("all")) {
            throw LaninException.of(PlMsg.FETCH_MANY);
        }
        String cursor = p.ident();
        List<String> into = List.of();
        if (!move) {
            p.expectWord("into");
            into = targets(p);
        }
        p.expect(";");
        return new PlStmt.Fetch(move, direction, count, cursor, into);
    }

    static PlStmt close(PlParser p) {
        String cursor = p.ident();
        p.expect(";");
        return new PlStmt.Close(cursor);
    }
}
