package org.lanin.planner.cache;

/**
 * Parenthesises prefix sign chains for JSqlParser, which refuses a sign right after another sign
 * ({@code - - 52}, {@code + + 74}, {@code - + 3 * - col1}, {@code 1 - - 2}) although it takes
 * {@code -(-52)}. PostgreSQL's grammar (gram.y) gives unary minus and plus a precedence above
 * every binary operator (* / % ^ + - comparisons, AT, COLLATE) and below only {@code ::},
 * subscripts, field selection and the call parentheses, so a sign applies to the primary that
 * follows it together with those postfixes: {@code - - x::int ^ 2} is {@code (-(-(x::int)))^2}. The
 * rewrite wraps exactly that much: a sign that follows another sign, plus its operand, goes in
 * parentheses ({@code - (- x::int) ^ 2}), which JSqlParser parses with the same meaning.
 *
 * <p>Where an operand's extent is not recognised that chain is left alone and the parser reports
 * what it reports. Part of {@link JSqlParserInput}.
 */
final class SignChains {
    private SignChains() {
    }

    /** Wraps every sign that follows a sign, with its operand. */
    static void find(TokenEdits edits) {
        Operands operands = new Operands(edits);
        for (int k = 1; k < edits.t.count; k++) {
            if (edits.isSign(k) && edits.isSign(k - 1)) {
                int operand = k + 1;
                while (edits.isSign(operand)) {
                    operand++;
                }
                int end = operands.primaryEnd(operand);
                if (end > 0) {
                    edits.wrap(k, end - 1);
                }
            }
        }
    }
}
