package org.lanin.planner.parse;

/**
 * Whitespace and comments before a statement's first word ({@code -- line} and nested
 * {@code /* block *}{@code /}, as PostgreSQL's scanner reads them). Migration tools and hand-written
 * scripts put a comment above a statement; the parsers that dispatch on the first word (utility
 * statements, EXPLAIN, routines, DDL) then see the word. The text is returned unchanged when it
 * starts with a word, and from the first word otherwise; an unterminated block comment is left for
 * the lexical check to report.
 */
public final class LeadingComments {
    private LeadingComments() {
    }

    public static String strip(String sql) {
        int i = skip(sql, 0);
        return i == 0 ? sql : sql.substring(i);
    }

    /** The index of the first character at or after {@code from} that is neither whitespace nor in a comment. */
    static int skip(String s, int from) {
        int i = from;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '-' && i + 1 < n && s.charAt(i + 1) == '-') {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int end = blockEnd(s, i);
                if (end < 0) {
                    return i;
                }
                i = end;
            } else {
                return i;
            }
        }
        return i;
    }

    /** Just past the block comment starting at {@code start} (nested ones included), or -1 when unterminated. */
    static int blockEnd(String s, int start) {
        int depth = 0;
        int i = start;
        int n = s.length();
        while (i + 1 < n) {
            if (s.charAt(i) == '/' && s.charAt(i + 1) == '*') {
                depth++;
                i += 2;
            } else if (s.charAt(i) == '*' && s.charAt(i + 1) == '/') {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return -1;
    }
}
