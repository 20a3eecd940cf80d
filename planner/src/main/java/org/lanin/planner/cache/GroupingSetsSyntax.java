package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.LPAREN;

/**
 * Spells {@code GROUPING SETS (} as a call of {@code lanin_grouping_sets(}: JSqlParser 5.3 parses
 * GROUPING SETS only as a whole GROUP BY clause, not mixed with other items or nested in
 * ROLLUP/CUBE lists as PostgreSQL allows; as a call it parses everywhere, and the planner
 * ({@code plan/GroupingSets}) expands it. Part of {@link JSqlParserInput}.
 */
final class GroupingSetsSyntax {
    private GroupingSetsSyntax() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 2 < edits.t.count; k++) {
            if (edits.isWord(k, "grouping") && edits.isWord(k + 1, "sets") && edits.t.kind[k + 2] == LPAREN) {
                edits.replace(k, k + 1, "lanin_grouping_sets");
            }
        }
    }
}
