package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.RPAREN;

/**
 * Drops the keyword of {@code ROW(a, b)} (two or more fields) before {@code [NOT] IN}, where it
 * means the same as {@code (a, b)}: JSqlParser 5.3 reads {@code ROW(a, b) IN (SELECT ...)} as a call
 * of a function ROW around the IN. Also after {@code ) =} (two or more fields), as in UPDATE's {@code SET (a, b) = ROW(1, 2)},
 * which JSqlParser refuses and which means {@code SET (a, b) = (1, 2)} (a comparison
 * {@code (a, b) = ROW(1, 2)} means the same without the keyword too). Elsewhere (and {@code ROW(a)})
 * the call is kept: the binder reads it as a row in comparisons and refuses it as a value, as
 * before. Part of {@link JSqlParserInput}.
 */
final class RowConstructors {
    private RowConstructors() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 1 < edits.t.count; k++) {
            if (edits.isWord(k, "row") && edits.t.kind[k + 1] == LPAREN && k >= 2 && edits.isOp(k - 1, "=")
                    && edits.t.kind[k - 2] == RPAREN && hasTopLevelComma(edits, k + 1)) {
                edits.replace(k, k, "");
            } else if (edits.isWord(k, "row") && edits.t.kind[k + 1] == LPAREN
                    && (k == 0 || edits.t.kind[k - 1] != SqlLexer.DOT) && hasTopLevelComma(edits, k + 1)) {
                int after = edits.closing(k + 1);
                // only as the left side of [NOT] IN: elsewhere JSqlParser reads ROW(...) as a call the binder knows
                if (after > 0 && (edits.isWord(after, "in") || edits.isWord(after, "not"))) {
                    edits.replace(k, k, "");
                }
            }
        }
    }

    private static boolean hasTopLevelComma(TokenEdits edits, int open) {
        int depth = 0;
        for (int j = open; j < edits.t.count; j++) {
            if (edits.t.kind[j] == LPAREN) {
                depth++;
            } else if (edits.t.kind[j] == RPAREN && --depth == 0) {
                return false;
            } else if (edits.t.kind[j] == COMMA && depth == 1) {
                return true;
            }
        }
        return false;
    }
}
