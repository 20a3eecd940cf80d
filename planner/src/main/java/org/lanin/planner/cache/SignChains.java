package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.CAST;
import static org.lanin.planner.cache.SqlLexer.DOT;
import static org.lanin.planner.cache.SqlLexer.KEPT;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.NUMBER;
import static org.lanin.planner.cache.SqlLexer.PARAM;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.STRING;
import static org.lanin.planner.cache.SqlLexer.WORD;

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
    private final TokenEdits e;
    private final SqlLexer t;

    private SignChains(TokenEdits e) {
        this.e = e;
        this.t = e.t;
    }

    /** Wraps every sign that follows a sign, with its operand. */
    static void find(TokenEdits edits) {
        SignChains c = new SignChains(edits);
        for (int k = 1; k < c.t.count; k++) {
            if (edits.isSign(k) && edits.isSign(k - 1)) {
                int operand = k + 1;
                while (edits.isSign(operand)) {
                    operand++;
                }
                int end = c.operandEnd(operand);
                if (end > 0) {
                    edits.wrap(k, end - 1);
                }
            }
        }
    }

    /** The token index after the operand that starts at {@code k} (a primary and its postfixes), or -1. */
    private int operandEnd(int k) {
        int j = primaryEnd(k);
        while (j > 0 && j < t.count) {
            if (t.kind[j] == CAST) {
                j = typeNameEnd(j + 1);
            } else if (e.isOp(j, "[")) {
                j = e.closingBracket(j);
            } else {
                break;
            }
        }
        return j;
    }

    private int primaryEnd(int k) {
        if (k >= t.count) {
            return -1;
        }
        return switch (t.kind[k]) {
            case LPAREN -> e.closing(k);
            case NUMBER, STRING, PARAM, KEPT -> k + 1;
            case WORD, QUOTED_IDENT -> nameEnd(k);
            default -> -1;
        };
    }

    /** A column reference, a qualified name, a function call (with FILTER and OVER), CASE ... END, or type 'literal'. */
    private int nameEnd(int k) {
        if (e.isWord(k, "case")) {
            return caseEnd(k);
        }
        int j = k + 1;
        if (t.kind[k] == WORD && j < t.count && t.kind[j] == STRING) {
            return j + 1; // date '2024-01-01', interval '1 day'
        }
        while (j + 1 < t.count && t.kind[j] == DOT && (t.kind[j + 1] == WORD || t.kind[j + 1] == QUOTED_IDENT)) {
            j += 2;
        }
        if (j < t.count && t.kind[j] == LPAREN) {
            j = e.closing(j);
            if (j > 0 && e.isWord(j, "filter") && j + 1 < t.count && t.kind[j + 1] == LPAREN) {
                j = e.closing(j + 1);
            }
            if (j > 0 && e.isWord(j, "over")) {
                j = j + 1 < t.count && t.kind[j + 1] == LPAREN ? e.closing(j + 1) : j + 2;
            }
        }
        return Math.min(j, t.count);
    }

    private int caseEnd(int k) {
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            if (e.isWord(j, "case")) {
                depth++;
            } else if (e.isWord(j, "end") && --depth == 0) {
                return j + 1;
            }
        }
        return -1;
    }

    /** After {@code ::}: a type name of one or two words, its modifiers and array brackets. */
    private int typeNameEnd(int k) {
        if (k >= t.count || (t.kind[k] != WORD && t.kind[k] != QUOTED_IDENT)) {
            return -1;
        }
        int j = k + 1;
        if (e.isWord(j, "precision") || e.isWord(j, "varying")) {
            j++;
        }
        if (j < t.count && t.kind[j] == LPAREN) {
            j = e.closing(j);
        }
        if ((e.isWord(j, "with") || e.isWord(j, "without")) && e.isWord(j + 1, "time") && e.isWord(j + 2, "zone")) {
            j += 3;
        }
        while (j > 0 && e.isOp(j, "[")) {
            j = e.closingBracket(j);
        }
        return j;
    }
}
