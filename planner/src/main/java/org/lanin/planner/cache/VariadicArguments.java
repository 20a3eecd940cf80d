package org.lanin.planner.cache;

/**
 * {@code f(a, VARIADIC arr)}: PostgreSQL passes the array as the function's variadic parameter
 * itself; JSqlParser 5.3 does not read the word. The argument is given to it as a call of
 * {@link #MARKER} around the array (read back by the function binder). VARIADIC may only mark a
 * call's last argument, so the call runs to the parenthesis that closes the call. Part of
 * {@link JSqlParserInput}.
 */
public final class VariadicArguments {
    /** The function name that wraps a VARIADIC argument. */
    public static final String MARKER = "lanin_variadic";

    private VariadicArguments() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 1; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "variadic") || (t.kind[k - 1] != SqlLexer.LPAREN && t.kind[k - 1] != SqlLexer.COMMA)) {
                continue;
            }
            int close = closingOfCall(edits, k + 1);
            if (close > k + 1) {
                edits.replace(k, close - 1, MARKER + "(" + edits.text(k + 1, close - 1) + ")");
            }
        }
    }

    /** The index of the ')' that closes the call whose argument starts at {@code from}, or -1. */
    private static int closingOfCall(TokenEdits edits, int from) {
        int depth = 0;
        for (int j = from; j < edits.t.count; j++) {
            if (edits.t.kind[j] == SqlLexer.LPAREN) {
                depth++;
            } else if (edits.t.kind[j] == SqlLexer.RPAREN && depth-- == 0) {
                return j;
            }
        }
        return -1;
    }
}
