package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.OP;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.ArrayList;
import java.util.List;

/**
 * Parentheses to insert into a statement's text at token boundaries, over the tokens of the
 * normalising {@link SqlLexer}; the text between tokens (spacing, comments) is kept as it was.
 * Inserting only balanced parentheses around whole sub-expressions can change how a parser
 * groups them, never what the tokens are.
 */
final class TokenEdits {
    final SqlLexer t;
    /** {offset, 1 for '(' or 0 for ')'}. */
    private final List<int[]> inserts = new ArrayList<>();

    TokenEdits(SqlLexer t) {
        this.t = t;
    }

    /** Wraps tokens {@code [first, last]} in parentheses. */
    void wrap(int first, int last) {
        inserts.add(new int[] {t.start[first], 1});
        inserts.add(new int[] {t.end[last], 0});
    }

    boolean isEmpty() {
        return inserts.isEmpty();
    }

    String apply() {
        // At one offset closing parentheses go first: ") (" between two wrapped neighbours.
        inserts.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        StringBuilder out = new StringBuilder(t.s.length() + inserts.size());
        int copied = 0;
        for (int[] insert : inserts) {
            out.append(t.s, copied, insert[0]).append(insert[1] == 1 ? '(' : ')');
            copied = insert[0];
        }
        return out.append(t.s, copied, t.s.length()).toString();
    }

    boolean isWord(int k, String word) {
        return k >= 0 && k < t.count && t.kind[k] == WORD && t.end[k] - t.start[k] == word.length()
                && t.s.regionMatches(true, t.start[k], word, 0, word.length());
    }

    boolean isOp(int k, String op) {
        return k >= 0 && k < t.count && t.kind[k] == OP && t.end[k] - t.start[k] == op.length()
                && t.s.startsWith(op, t.start[k]);
    }

    /** A one-character + or - operator. */
    boolean isSign(int k) {
        return isOp(k, "+") || isOp(k, "-");
    }

    /** The index after the parenthesis matching the '(' at {@code k}, or -1. */
    int closing(int k) {
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            if (t.kind[j] == LPAREN) {
                depth++;
            } else if (t.kind[j] == RPAREN && --depth == 0) {
                return j + 1;
            }
        }
        return -1;
    }

    /** The index of the '(' matching the ')' at {@code k}, or -1. */
    int opening(int k) {
        int depth = 0;
        for (int j = k; j >= 0; j--) {
            if (t.kind[j] == RPAREN) {
                depth++;
            } else if (t.kind[j] == LPAREN && --depth == 0) {
                return j;
            }
        }
        return -1;
    }

    /** The index after the bracket matching the '[' at {@code k}, or -1. */
    int closingBracket(int k) {
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            if (isOp(j, "[")) {
                depth++;
            } else if (isOp(j, "]") && --depth == 0) {
                return j + 1;
            }
        }
        return -1;
    }
}
