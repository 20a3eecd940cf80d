package org.lanin.planner.cache;

/**
 * {@code ON CONFLICT (lower(email), tenant) ...}: JSqlParser 5.3 reads only column names in the
 * conflict target, while PostgreSQL's index_elem also takes an expression (in parentheses when it is
 * not a function call) to infer an expression index as arbiter. Each element that is not a plain
 * column name is carried as a quoted name holding its text after {@link #EXPRESSION} (read back by
 * the ON CONFLICT planner, which binds it over the table). An element's operator class ({@code
 * fruit text_pattern_ops}) is dropped: Lanin's indexes keep none. Part of {@link JSqlParserInput}.
 */
public final class ConflictTargets {
    /** What starts a conflict target element's name when it stands for an expression. */
    public static final String EXPRESSION = "?expr:";

    private ConflictTargets() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 2 < edits.t.count; k++) {
            if (edits.isWord(k, "on") && edits.isWord(k + 1, "conflict") && edits.t.kind[k + 2] == SqlLexer.LPAREN) {
                int end = edits.closing(k + 2);
                if (end > 0) {
                    elements(edits, k + 3, end - 1);
                }
            }
        }
    }

    /** The elements between tokens {@code from} (inclusive) and {@code to} (the closing parenthesis). */
    private static void elements(TokenEdits edits, int from, int to) {
        int start = from;
        for (int j = from; j <= to; j++) {
            if (j == to || edits.t.kind[j] == SqlLexer.COMMA) {
                int last = j - 1;
                if (last > start && edits.t.kind[last] == SqlLexer.WORD && edits.text(last, last).toLowerCase(
                        java.util.Locale.ROOT).endsWith("_ops")) { // an operator class: Lanin's indexes keep none
                    edits.replace(last, last, " ");
                    last--;
                }
                if (last >= start && !(last == start && isName(edits, start))) {
                    String text = edits.text(start, last);
                    edits.replace(start, last, "\"" + (EXPRESSION + text).replace("\"", "\"\"") + "\"");
                }
                start = j + 1;
            } else if (edits.t.kind[j] == SqlLexer.LPAREN) {
                j = edits.closing(j) - 1;
                if (j < 0) {
                    return;
                }
            }
        }
    }

    private static boolean isName(TokenEdits edits, int k) {
        return edits.t.kind[k] == SqlLexer.WORD || edits.t.kind[k] == SqlLexer.QUOTED_IDENT;
    }
}
