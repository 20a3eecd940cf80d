package org.lanin.planner.cache;

/**
 * Spells out {@code x [NOT] BETWEEN a AND b} as {@code (x >= (a) AND x <= (b))} (NOT: the negation)
 * where a bound is long, and every {@code BETWEEN SYMMETRIC} (drops ASYMMETRIC, the default). JSqlParser 5.3 reads each bound with {@code LOOKAHEAD(11) RegularCondition}
 * first, so a bound of 11 tokens or more ({@code - ( - col2 ) * - ( + 36 )}) is taken for the left
 * side of a comparison and the statement is refused. PostgreSQL itself turns BETWEEN into these two
 * comparisons (transformAExprBetween), and so does Lanin's binder, so the answer is the same;
 * {@code x} is written twice, as PostgreSQL evaluates it twice. Bounds of 10 tokens or fewer, and
 * predicates whose operands are not recognised ({@link Operands}), are left as they are, but for
 * parentheses around the predicate where a comparison or IS follows it, which JSqlParser would
 * read into the upper bound ({@code false BETWEEN false AND true = false} answered true).
 * Part of {@link JSqlParserInput}.
 */
final class BetweenPredicates {
    /** JSqlParser's lookahead for the bound is 11 tokens. */
    private static final int LONG_BOUND_TOKENS = 10;

    private BetweenPredicates() {
    }

    static void find(TokenEdits edits) {
        Operands operands = new Operands(edits);
        SqlLexer t = edits.t;
        for (int k = 1; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "between")) {
                continue;
            }
            if (edits.isWord(k + 1, "asymmetric")) {
                edits.replace(k + 1, k + 1, ""); // the default; the next pass reads the plain BETWEEN
                continue;
            }
            if (edits.isWord(k + 1, "symmetric")) {
                symmetric(edits, operands, k);
                continue;
            }
            boolean not = edits.isWord(k - 1, "not");
            int[] span = span(edits, operands, k, k + 1);
            if (span == null) {
                continue;
            }
            int xFirst = span[0];
            int xLast = span[1];
            int lowEnd = span[2];
            int highEnd = span[3];
            if (lowEnd - (k + 1) <= LONG_BOUND_TOKENS && highEnd - (lowEnd + 1) <= LONG_BOUND_TOKENS
                    && !nestedParentheses(t, k + 1) && !nestedParentheses(t, lowEnd + 1)) {
                if (operands.comparesNext(highEnd)) {
                    // JSqlParser reads the upper bound on through a comparison: x BETWEEN a AND b = c
                    // would be x BETWEEN a AND (b = c), where PostgreSQL reads (x BETWEEN a AND b) = c
                    edits.wrap(xFirst, highEnd - 1);
                }
                continue;
            }
            if (hasPositionalParameter(edits, xFirst, xLast)) {
                continue; // a second copy of "?" would number the parameters anew
            }
            String x = edits.text(xFirst, xLast);
            edits.replace(xFirst, highEnd - 1, (not ? "(NOT (" : "((") + x + " >= (" + edits.text(k + 1, lowEnd - 1)
                    + ") AND " + x + " <= (" + edits.text(lowEnd + 1, highEnd - 1) + ")))");
        }
    }

    /**
     * {@code x [NOT] BETWEEN SYMMETRIC a AND b}, which JSqlParser lacks, as PostgreSQL reads it
     * (transformAExprBetween): {@code x BETWEEN a AND b OR x BETWEEN b AND a}, spelled as comparisons;
     * NOT negates the whole. Each operand is written twice, so not where it holds a "?" parameter.
     */
    private static void symmetric(TokenEdits edits, Operands operands, int k) {
        boolean not = edits.isWord(k - 1, "not");
        int[] span = span(edits, operands, k, k + 2);
        if (span == null || hasPositionalParameter(edits, span[0], span[3] - 1)) {
            return;
        }
        int xFirst = span[0];
        int xLast = span[1];
        int lowEnd = span[2];
        int highEnd = span[3];
        String x = edits.text(xFirst, xLast);
        String a = "(" + edits.text(k + 2, lowEnd - 1) + ")";
        String b = "(" + edits.text(lowEnd + 1, highEnd - 1) + ")";
        edits.replace(xFirst, highEnd - 1, (not ? "(NOT (" : "((") + "(" + x + " >= " + a + " AND " + x + " <= " + b
                + ") OR (" + x + " >= " + b + " AND " + x + " <= " + a + ")))");
    }

    /**
     * The operands of the BETWEEN at {@code k} whose lower bound starts at {@code low}: x's first
     * and last token, the AND after the lower bound, the end of the upper bound; null when they
     * are not recognised ({@link Operands}).
     */
    private static int[] span(TokenEdits edits, Operands operands, int k, int low) {
        int xLast = edits.isWord(k - 1, "not") ? k - 2 : k - 1;
        int xFirst = xLast < 0 ? -1 : operands.expressionStart(xLast);
        int lowEnd = operands.expressionEnd(low);
        if (xFirst < 0 || lowEnd < 0 || !edits.isWord(lowEnd, "and")) {
            return null;
        }
        int highEnd = operands.expressionEnd(lowEnd + 1);
        return highEnd < 0 ? null : new int[] {xFirst, xLast, lowEnd, highEnd};
    }

    /**
     * A bound that opens with two parentheses ({@code ( ( ( 55 ) ) )}): JSqlParser refuses it
     * after BETWEEN however short it is (found by the whole random/ sqllogictest corpus), and
     * takes it inside a comparison.
     */
    private static boolean nestedParentheses(SqlLexer t, int k) {
        return k + 1 < t.count && t.kind[k] == SqlLexer.LPAREN && t.kind[k + 1] == SqlLexer.LPAREN;
    }

    private static boolean hasPositionalParameter(TokenEdits edits, int first, int last) {
        for (int k = first; k <= last; k++) {
            if (edits.t.kind[k] == SqlLexer.PARAM && edits.t.s.charAt(edits.t.start[k]) == '?') {
                return true;
            }
        }
        return false;
    }
}
