package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.LPAREN;

/**
 * Parenthesises {@code x [NOT] IN (...)} predicates for JSqlParser 5.3, which reads the right-hand
 * side as a whole expression and so swallows what follows the list: {@code a AND b IN (1,2) OR c}
 * parses as {@code a AND b IN ((1,2) OR c)}, a wrong answer rather than an error. Wrapped as
 * {@code a AND (b IN (1,2)) OR c} it parses as PostgreSQL reads it.
 *
 * <p>The left operand is what binds tighter than IN in gram.y: primaries joined by arithmetic and
 * other operators ({@code + - * / % ^ ||}, {@code ::}, {@code .}), but not comparisons, IS, NOT,
 * AND, OR or a keyword. It is found by walking back from IN; where the walk meets a token it does
 * not know, that predicate is left as it was. Part of {@link JSqlParserInput}.
 */
final class InPredicates {
    private InPredicates() {
    }

    static void find(TokenEdits edits) {
        Operands operands = new Operands(edits);
        SqlLexer t = edits.t;
        for (int k = 1; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "in") || t.kind[k + 1] != LPAREN) {
                continue;
            }
            int listEnd = edits.closing(k + 1);
            int operandLast = edits.isWord(k - 1, "not") ? k - 2 : k - 1;
            int first = operandLast < 0 ? -1 : operands.expressionStart(operandLast);
            boolean position = first >= 2 && t.kind[first - 1] == LPAREN && edits.isWord(first - 2, "position");
            if (listEnd > 0 && first >= 0 && !position) {
                edits.wrap(first, listEnd - 1);
            }
        }
    }
}
