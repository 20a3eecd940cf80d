package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.WORD;

/**
 * Spells PostgreSQL's {@code TABLE name} query as {@code SELECT * FROM name}, its meaning: JSqlParser
 * 5.3 reads it only as a whole statement, not as an operand of UNION/INTERSECT/EXCEPT, a
 * subquery, a WITH body or the source of an INSERT. Only where a query may start: at the start
 * of the text, after {@code (}, {@code )} (a WITH item or EXPLAIN's options), a set operator
 * (and its ALL/DISTINCT), EXPLAIN and its bare options, or an INSERT's target after INTO; DDL
 * such as {@code CREATE TABLE} or {@code LOCK TABLE} is left alone. Part of {@link JSqlParserInput}.
 */
final class TableQueries {
    private TableQueries() {
    }

    private static final String[] BEFORE_QUERY = {"union", "intersect", "except", "all", "distinct", "explain",
        "analyze", "verbose"};

    static void find(TokenEdits edits) {
        for (int k = 0; k + 1 < edits.t.count; k++) {
            if (edits.isWord(k, "table") && isName(edits, k + 1) && queryMayStart(edits, k)) {
                edits.replace(k, k, "SELECT * FROM");
            }
        }
    }

    private static boolean isName(TokenEdits edits, int k) {
        return (edits.t.kind[k] == WORD || edits.t.kind[k] == QUOTED_IDENT) && !edits.isWord(k, "if");
    }

    private static boolean queryMayStart(TokenEdits edits, int k) {
        if (k == 0 || edits.t.kind[k - 1] == LPAREN || edits.t.kind[k - 1] == RPAREN) {
            return true;
        }
        for (String w : BEFORE_QUERY) {
            if (edits.isWord(k - 1, w)) {
                return !w.equals("all") && !w.equals("distinct") || isSetOp(edits, k - 2);
            }
        }
        // INSERT INTO target TABLE source (the target possibly schema-qualified)
        int j = k - 1;
        while (j >= 2 && edits.t.kind[j - 1] == SqlLexer.DOT) {
            j -= 2;
        }
        return edits.isWord(j - 1, "into") && edits.t.kind[j] != LPAREN;
    }

    private static boolean isSetOp(TokenEdits edits, int k) {
        return edits.isWord(k, "union") || edits.isWord(k, "intersect") || edits.isWord(k, "except");
    }
}
