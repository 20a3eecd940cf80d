package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.RPAREN;

/**
 * Drops the keyword of {@code ROW(a, b)} (two or more fields), which means the same as
 * {@code (a, b)}: JSqlParser 5.3 reads {@code ROW(a, b) IN (SELECT ...)} as a call of a function
 * ROW around the IN. {@code ROW(a)} is kept (without the keyword it is not a row). Part of
 * {@link JSqlParserInput}.
 */
final class RowConstructors {
    private RowConstructors() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 1 < edits.t.count; k++) {
            if (edits.isWord(k, "row") && edits.t.kind[k + 1] == LPAREN && !edits.isOp(k - 1, ".")
                    && edits.t.kind[Math.max(0, k - 1)] != SqlLexer.DOT && hasTopLevelComma(edits, k + 1)) {
                edits.replace(k, k, "");
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
