package org.lanin.planner.cache;

/**
 * {@code WITH c AS NOT MATERIALIZED (query)}: JSqlParser 5.3 reads {@code AS MATERIALIZED} but not
 * its negation, so the two words are dropped and the body is given in a second pair of parentheses,
 * {@code c AS ((query))}, which the WITH planner reads back as "not materialized"
 * ({@code plan.CteMaterialization}). A body a user wrote in double parentheses is read the same way;
 * that only lets a CTE referenced twice be inlined, as NOT MATERIALIZED asks, and never changes its
 * rows (a volatile body is materialized either way). Part of {@link JSqlParserInput}.
 */
final class CteMaterializedClauses {
    private CteMaterializedClauses() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 3 < edits.t.count; k++) {
            if (edits.isWord(k, "as") && edits.isWord(k + 1, "not") && edits.isWord(k + 2, "materialized")
                    && edits.t.kind[k + 3] == SqlLexer.LPAREN) {
                int close = edits.closing(k + 3);
                if (close < 0) {
                    continue; // unbalanced: left to the parser's error
                }
                edits.replace(k + 1, k + 2, "");
                edits.wrap(k + 3, close - 1);
            }
        }
    }
}
