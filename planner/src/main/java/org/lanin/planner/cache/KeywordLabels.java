package org.lanin.planner.cache;

import java.util.Locale;
import java.util.Set;

/**
 * Quotes a keyword used as a column label after AS ({@code SELECT -x AS minus, y AS order}):
 * PostgreSQL's ColLabel takes every keyword there, JSqlParser 5.3 refuses the ones it reserves.
 * The label becomes the lower-case quoted identifier PostgreSQL would have folded it to. Only in
 * statements that start as a query or DML does; {@code AS NOT MATERIALIZED} (a CTE) and a keyword
 * before '(' are left alone. Part of {@link JSqlParserInput}.
 */
final class KeywordLabels {
    /** The words JSqlParser 5.3 refuses after AS in a select list (probed one by one). */
    private static final Set<String> REFUSED = Set.of("all", "and", "any", "as", "between", "both", "check",
            "connect", "constraint", "create", "cross", "default", "distinct", "else", "except", "exists", "false",
            "fetch", "for", "from", "full", "global", "group", "ilike", "in", "inner", "intersect", "into", "is",
            "join", "lateral", "left", "like", "limit", "minus", "natural", "nocycle", "not", "null", "offset",
            "on", "only", "or", "order", "outer", "prior", "qualify", "returning", "right", "sample", "select",
            "semi", "some", "start", "straight_join", "tablesample", "trailing", "true", "union", "unique", "using",
            "when", "where", "window", "with");

    private KeywordLabels() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        if (t.count == 0 || t.kind[0] != SqlLexer.WORD || (t.info[0] & WordClass.DML) == 0) {
            return;
        }
        for (int k = 1; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "as") || t.kind[k + 1] != SqlLexer.WORD) {
                continue;
            }
            String word = edits.text(k + 1, k + 1).toLowerCase(Locale.ROOT);
            if (!REFUSED.contains(word) || k + 2 < t.count && (t.kind[k + 2] == SqlLexer.LPAREN || edits.isWord(k + 2, "materialized"))) {
                continue;
            }
            edits.replace(k + 1, k + 1, "\"" + word + "\"");
        }
    }
}
