package org.lanin.planner.parse;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.cache.SqlScan;

/**
 * Refuses, before any parser runs, text that cannot be one statement: an unterminated quote,
 * quoted identifier, dollar quote or comment, unbalanced parentheses, or several statements
 * (the extended protocol's rule: one statement per prepared statement; the driver splits
 * multi-statement strings itself). The errors are PostgreSQL's, and come at once: JSqlParser,
 * given an unclosed parenthesis, backtracks for a time that doubles with every one.
 */
public final class LexicalCheck {
    private LexicalCheck() {
    }

    /** Throws 42601 unless {@code sql} is lexically one statement; returns its scan otherwise. */
    public static SqlScan check(String sql) {
        SqlScan scan = SqlScan.of(sql);
        if (scan.problem() != null) {
            throw error(sql, scan);
        }
        if (scan.allStatements().size() > 1) {
            throw LaninException.of(ParseMsg.MULTIPLE_COMMANDS);
        }
        return scan;
    }

    private static LaninException error(String sql, SqlScan scan) {
        int at = scan.problemAt();
        return switch (scan.problem()) {
            case UNCLOSED_PAREN -> LaninException.of(ParseMsg.SYNTAX_ERROR_AT_END);
            case UNMATCHED_CLOSE -> LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, ")");
            case UNTERMINATED -> unterminated(sql, at);
        };
    }

    /** PostgreSQL's message for the quote or comment that opens at {@code at} and never closes. */
    private static LaninException unterminated(String sql, int at) {
        String near = sql.substring(at);
        char c = Character.toUpperCase(sql.charAt(at));
        if (c == '/') {
            return LaninException.of(ParseMsg.UNTERMINATED_COMMENT, near);
        }
        if (c == '"') {
            return LaninException.of(ParseMsg.UNTERMINATED_IDENTIFIER, near);
        }
        if (c == '$') {
            return LaninException.of(ParseMsg.UNTERMINATED_DOLLAR_STRING, near);
        }
        if (c == 'B') {
            return LaninException.of(ParseMsg.UNTERMINATED_BIT_STRING, near);
        }
        if (c == 'X') {
            return LaninException.of(ParseMsg.UNTERMINATED_HEX_STRING, near);
        }
        // PostgreSQL quotes N'...' from its quote: the N is consumed as a separate keyword
        return LaninException.of(ParseMsg.UNTERMINATED_STRING, c == 'N' ? near.substring(1) : near);
    }
}
