package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.parse.Tokens.Token;
import org.lanin.planner.parse.UtilityStatement.CloseCursor;
import org.lanin.planner.parse.UtilityStatement.DeclareCursor;
import org.lanin.planner.parse.UtilityStatement.FetchCursor;
import org.lanin.planner.parse.UtilityStatement.FetchDirection;
import org.lanin.planner.parse.UtilityStatement.Scroll;

/**
 * PostgreSQL's grammar for SQL-level cursors (gram.y's DeclareCursorStmt, FetchStmt, ClosePortalStmt).
 * FETCH's direction is normalised as gram.y does: NEXT is FORWARD 1, PRIOR BACKWARD 1, FIRST
 * ABSOLUTE 1, LAST ABSOLUTE -1, a bare count FORWARD count; the session's cursor turns negative
 * FORWARD/BACKWARD counts round ({@code SqlCursor}), as DoPortalRunFetch does.
 */
final class CursorStatements {
    /** What DECLARE's query may start with (gram.y's SelectStmt). */
    private static final Set<String> QUERY_WORDS = Set.of("select", "values", "with", "table", "(");

    private CursorStatements() {
    }

    /** After DECLARE: {@code sql} is the whole text, the query being the rest after FOR. */
    static DeclareCursor declare(Tokens t, String sql) {
        String name = name(t);
        Scroll scroll = Scroll.DEFAULT;
        boolean binary = false;
        String sensitivity = null;
        while (!t.accept("cursor")) {
            Token k = t.next();
            if (k == null || k.quoted() || k.string()) {
                throw UtilityParser.syntax(t);
            }
            switch (k.text()) {
                case "binary" -> binary = true; // rows reach JDBC as values: there is no wire format to choose
                case "scroll" -> scroll = scroll(scroll, Scroll.SCROLL);
                case "no" -> {
                    UtilityParser.expect(t, "scroll");
                    scroll = scroll(scroll, Scroll.NO_SCROLL);
                }
                case "insensitive", "asensitive" -> {
                    if (sensitivity != null && !sensitivity.equals(k.text())) {
                        throw LaninException.of(CursorMsg.CONFLICTING_OPTIONS, "ASENSITIVE", "INSENSITIVE");
                    }
                    sensitivity = k.text();
                }
                default -> throw LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, k.text());
            }
        }
        boolean hold = false;
        if (t.accept("with")) {
            UtilityParser.expect(t, "hold");
            hold = true;
        } else if (t.accept("without")) {
            UtilityParser.expect(t, "hold");
        }
        UtilityParser.expect(t, "for");
        String query = sql.substring(t.consumedEnd()).strip();
        Token first = t.peek();
        if (first == null) {
            throw LaninException.of(ParseMsg.SYNTAX_ERROR_AT_END);
        }
        if (first.quoted() || first.string() || !QUERY_WORDS.contains(first.text())) {
            throw LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, query.split("[\\s(;]", 2)[0]);
        }
        t.skipRest();
        while (query.endsWith(";")) {
            query = query.substring(0, query.length() - 1).strip();
        }
        return new DeclareCursor(name, scroll, hold, binary, query, sql.strip());
    }

    private static Scroll scroll(Scroll had, Scroll now) {
        if (had != Scroll.DEFAULT && had != now) {
            throw LaninException.of(CursorMsg.CONFLICTING_OPTIONS, "SCROLL", "NO SCROLL");
        }
        return now;
    }

    /** After FETCH or MOVE ({@code move}): [direction] [FROM | IN] cursor. */
    static FetchCursor fetch(Tokens t, boolean move) {
        List<Token> words = new ArrayList<>();
        for (Token k = t.next(); k != null; k = t.next()) {
            words.add(k);
        }
        if (words.isEmpty()) {
            throw LaninException.of(ParseMsg.SYNTAX_ERROR_AT_END);
        }
        Token last = words.remove(words.size() - 1);
        if (last.string() || (!last.quoted() && !Character.isLetter(last.text().charAt(0)) && last.text().charAt(0) != '_')) {
            throw LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, last.text());
        }
        if (!words.isEmpty() && (words.get(words.size() - 1).is("from") || words.get(words.size() - 1).is("in"))) {
            words.remove(words.size() - 1);
        }
        String cursor = last.text();
        if (words.isEmpty()) {
            return new FetchCursor(cursor, FetchDirection.FORWARD, 1, move);
        }
        String w = words.get(0).quoted() || words.get(0).string() ? "" : words.get(0).text();
        FetchCursor f = switch (words.size() == 1 ? w : w + " _") {
            case "next" -> new FetchCursor(cursor, FetchDirection.FORWARD, 1, move);
            case "prior" -> new FetchCursor(cursor, FetchDirection.BACKWARD, 1, move);
            case "first" -> new FetchCursor(cursor, FetchDirection.ABSOLUTE, 1, move);
            case "last" -> new FetchCursor(cursor, FetchDirection.ABSOLUTE, -1, move);
            case "all" -> new FetchCursor(cursor, FetchDirection.FORWARD, FetchCursor.ALL, move);
            case "forward" -> new FetchCursor(cursor, FetchDirection.FORWARD, 1, move);
            case "backward" -> new FetchCursor(cursor, FetchDirection.BACKWARD, 1, move);
            case "absolute _" -> new FetchCursor(cursor, FetchDirection.ABSOLUTE, count(words.get(1)), move);
            case "relative _" -> new FetchCursor(cursor, FetchDirection.RELATIVE, count(words.get(1)), move);
            case "forward _" -> new FetchCursor(cursor, FetchDirection.FORWARD, countOrAll(words.get(1)), move);
            case "backward _" -> new FetchCursor(cursor, FetchDirection.BACKWARD, countOrAll(words.get(1)), move);
            default -> words.size() == 1 ? new FetchCursor(cursor, FetchDirection.FORWARD, count(words.get(0)), move) : null;
        };
        if (f == null || words.size() > 2) {
            Token at = words.size() > 2 ? words.get(2) : words.get(1);
            throw LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, at.text());
        }
        return f;
    }

    private static long countOrAll(Token k) {
        return k.is("all") ? FetchCursor.ALL : count(k);
    }

    /** gram.y's SignedIconst: a 32-bit integer. */
    private static long count(Token k) {
        try {
            if (!k.quoted() && !k.string()) {
                return Integer.parseInt(k.text().startsWith("+") ? k.text().substring(1) : k.text());
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, k.text());
    }

    /** After CLOSE: a cursor's name, or ALL. */
    static CloseCursor close(Tokens t) {
        if (t.accept("all")) {
            return new CloseCursor(null);
        }
        return new CloseCursor(name(t));
    }

    private static String name(Tokens t) {
        Token n = t.next();
        if (n == null || n.string()) {
            throw UtilityParser.syntax(t);
        }
        return n.quoted() ? n.text() : n.text().toLowerCase(Locale.ROOT);
    }
}
