package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.OP;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.ArrayList;
import java.util.List;

/**
 * Edits to a statement's text at token boundaries, over the tokens of the normalising
 * {@link SqlLexer}: parentheses around whole sub-expressions, or a range of tokens replaced; the
 * text between untouched tokens (spacing, comments) is kept as it was. An edit that overlaps an
 * earlier replacement is dropped.
 */
final class TokenEdits {
    final SqlLexer t;
    private final List<Edit> edits = new ArrayList<>();

    /** Replace {@code [from, to)} of the text by {@code text}; {@code rank} orders edits at one offset. */
    private record Edit(int from, int to, String text, int rank) {
    }

    TokenEdits(SqlLexer t) {
        this.t = t;
    }

    /** Wraps tokens {@code [first, last]} in parentheses. */
    void wrap(int first, int last) {
        // At one offset closing parentheses go first: ") (" between two wrapped neighbours.
        edits.add(new Edit(t.start[first], t.start[first], "(", 1));
        edits.add(new Edit(t.end[last], t.end[last], ")", 0));
    }

    /** Replaces tokens {@code [first, last]} (and the text between them) by {@code text}. */
    void replace(int first, int last, String text) {
        edits.add(new Edit(t.start[first], t.end[last], text, 2));
    }

    /** Inserts {@code text} right after token {@code k}, before anything else placed there. */
    void insertAfter(int k, String text) {
        edits.add(new Edit(t.end[k], t.end[k], text, -1));
    }

    /** The text of tokens {@code [first, last]}, as written. */
    String text(int first, int last) {
        return t.s.substring(t.start[first], t.end[last]);
    }

    boolean isEmpty() {
        return edits.isEmpty();
    }

    String apply() {
        edits.sort((a, b) -> a.from != b.from ? Integer.compare(a.from, b.from) : Integer.compare(a.rank, b.rank));
        StringBuilder out = new StringBuilder(t.s.length() + edits.size());
        int copied = 0;
        for (Edit edit : edits) {
            if (edit.from < copied) {
                continue;
            }
            out.append(t.s, copied, edit.from).append(edit.text);
            copied = edit.to;
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
