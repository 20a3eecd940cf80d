package org.lanin.planner.parse;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.Tokens.Token;

/**
 * The statements about session objects: SQL-level prepared statements (PREPARE and DEALLOCATE here;
 * an EXECUTE of a prepared statement is expanded by the session before it is parsed, so one that
 * reaches this parser names none: 26000), SQL-level cursors ({@link CursorStatements}), and
 * LISTEN/NOTIFY, which Lanin does not have: LISTEN and NOTIFY fail with 0A000 naming the feature,
 * UNLISTEN (what connection pools send to reset a session) succeeds with nothing to do.
 */
final class SessionObjectStatements {
    private SessionObjectStatements() {
    }

    /** {@code word} is the statement's first word; {@code t} stands after it; {@code sql} is the whole text. */
    static UtilityStatement parse(String word, Tokens t, String sql) {
        return switch (word) {
            case "declare" -> CursorStatements.declare(t, sql);
            case "prepare" -> {
                if (t.accept("transaction")) {
                    throw unsupported("PREPARE TRANSACTION (two-phase commit)");
                }
                while (t.next() != null) {
                    // the session reads the text (org.lanin.planner.cache.NamedStatementText)
                }
                yield new UtilityStatement.Prepare(sql);
            }
            case "listen", "notify" -> throw unsupported("LISTEN/NOTIFY");
            case "execute" -> throw LaninException.of(PlannerMsg.PREPARED_STATEMENT_MISSING, name(t));
            case "deallocate" -> {
                t.accept("prepare");
                yield new UtilityStatement.Deallocate(t.accept("all") ? null : name(t));
            }
            case "close" -> CursorStatements.close(t);
            case "unlisten" -> {
                if (!t.accept("*")) {
                    name(t);
                }
                yield new UtilityStatement.NoOp("UNLISTEN");
            }
            default -> CursorStatements.fetch(t, word.equals("move")); // FETCH, MOVE
        };
    }

    private static String name(Tokens t) {
        Token n = t.next();
        if (n == null || n.string()) {
            throw UtilityParser.syntax(t);
        }
        return n.text();
    }

    private static LaninException unsupported(String what) {
        return LaninException.of(PlannerMsg.NOT_SUPPORTED, what);
    }
}
