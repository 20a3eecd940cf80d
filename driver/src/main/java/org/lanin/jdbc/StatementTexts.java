package org.lanin.jdbc;

import java.util.List;
import org.lanin.planner.cache.SqlScan;

/**
 * The statements in the text given to {@code execute}, {@code prepareStatement} and the like.
 * pgJDBC runs every statement of a multi-statement string, and PostgreSQL answers an empty one
 * (nothing but whitespace, comments or semicolons) with EmptyQueryResponse, not an error; the text
 * is cut with the one lexer ({@link SqlScan}), so quotes, comments and parentheses are respected.
 *
 * <p>Most texts are one statement: a text with no {@code ;} before its end and not starting with
 * a comment is taken as it is without lexing, so ordinary statements pay nothing for this. Text
 * that does not lex (an unterminated quote) is one statement: the session reports the error.
 */
record StatementTexts(List<String> texts, List<Integer> parameterCounts) {

    /** SQL text handed to the driver must not be null (22023). */
    static String requireText(String sql) throws java.sql.SQLException {
        if (sql == null) {
            throw JdbcMsg.BAD_ARGUMENT.error("the SQL text", null);
        }
        return sql;
    }

    static StatementTexts of(String sql) {
        if (surelySingle(sql)) {
            return new StatementTexts(List.of(sql), null);
        }
        SqlScan scan = SqlScan.of(sql);
        if (scan.problem() != null) {
            return new StatementTexts(List.of(sql), null);
        }
        return new StatementTexts(scan.allStatements(), scan.parameterCounts());
    }

    /** No {@code ;} but a trailing one, and no leading comment: one statement, without lexing. */
    private static boolean surelySingle(String sql) {
        int end = sql.length();
        while (end > 0 && (Character.isWhitespace(sql.charAt(end - 1)) || sql.charAt(end - 1) == ';')) {
            end--;
        }
        if (end == 0 || sql.lastIndexOf(';', end - 1) >= 0) {
            return false;
        }
        int start = 0;
        while (start < end && Character.isWhitespace(sql.charAt(start))) {
            start++;
        }
        char first = sql.charAt(start);
        return first != '-' && first != '/';
    }

    boolean isEmpty() {
        return texts.isEmpty();
    }

    boolean isSingle() {
        return texts.size() == 1;
    }

    int size() {
        return texts.size();
    }
}
