package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.SEMI;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An assignment target with several subscripts, {@code SET a[1][2] = v} or {@code INSERT INTO t
 * (a[1][2])}: JSqlParser 5.3 reads one bracket after a target column but not two, and reads one
 * bracket holding a list ({@code a[1, 2]}), which PostgreSQL has no use for. A target's bracket chain
 * becomes that one bracket; the binder reads its items as the subscripts in order. Only targets are
 * touched (in a SET list, a name after SET or a comma at the list's own depth; in an INSERT column
 * list, a name in its parentheses): in expressions JSqlParser reads chains itself, and {@code int[][]}
 * is a type. Runs over the text after {@link ArraySlices}, whose markers it keeps inside the
 * bracket. Part of {@link JSqlParserInput}.
 */
final class ArrayTargets {
    /** Words that end a SET list at its own depth. */
    private static final Set<String> AFTER_SET = Set.of("where", "from", "returning", "on");

    private ArrayTargets() {
    }

    /** Whether the statement may hold a target with a bracket chain: a {@code ] [} and an UPDATE or INSERT. */
    static boolean any(SqlLexer t) {
        TokenEdits probe = new TokenEdits(t);
        boolean chain = false;
        boolean dml = false;
        for (int k = 0; k < t.count; k++) {
            chain |= probe.isOp(k, "]") && probe.isOp(k + 1, "[");
            dml |= probe.isWord(k, "update") || probe.isWord(k, "insert");
        }
        return chain && dml;
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k < t.count; k++) {
            if (edits.isWord(k, "set") && k > 0) {
                setList(edits, k + 1);
            } else if (edits.isWord(k, "insert") && edits.isWord(k + 1, "into")) {
                columnList(edits, k + 2);
            }
        }
    }

    /** The targets of the SET list starting at {@code k}. */
    private static void setList(TokenEdits edits, int k) {
        SqlLexer t = edits.t;
        chain(edits, k);
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            if (t.kind[j] == LPAREN) {
                depth++;
            } else if (t.kind[j] == RPAREN) {
                if (--depth < 0) {
                    return; // the SET list of an ON CONFLICT inside parentheses ends here
                }
            } else if (depth == 0 && t.kind[j] == SEMI) {
                return;
            } else if (depth == 0 && t.kind[j] == WORD && AFTER_SET.contains(word(t, j))) {
                return;
            } else if (depth == 0 && t.kind[j] == COMMA) {
                chain(edits, j + 1);
            }
        }
    }

    /** The column list after {@code INSERT INTO name [AS alias]} at {@code k}, if there is one. */
    private static void columnList(TokenEdits edits, int k) {
        SqlLexer t = edits.t;
        int j = k;
        while (j < t.count && t.kind[j] != LPAREN && t.kind[j] != SEMI) {
            if (t.kind[j] == WORD && (word(t, j).equals("values") || word(t, j).equals("select")
                    || word(t, j).equals("default") || word(t, j).equals("overriding"))) {
                return;
            }
            j++;
        }
        if (j >= t.count || t.kind[j] != LPAREN) {
            return;
        }
        int close = edits.closing(j);
        for (int i = j + 1; close > 0 && i < close - 1; i++) {
            if (i == j + 1 || t.kind[i - 1] == COMMA) {
                chain(edits, i);
            }
        }
    }

    /** A name at {@code k} followed by two or more brackets: one bracket holding their items. */
    private static void chain(TokenEdits edits, int k) {
        SqlLexer t = edits.t;
        if (k >= t.count || (t.kind[k] != WORD && t.kind[k] != QUOTED_IDENT) || !edits.isOp(k + 1, "[")) {
            return;
        }
        List<String> items = new ArrayList<>();
        int open = k + 1;
        int last = -1;
        while (edits.isOp(open, "[")) {
            int after = edits.closingBracket(open);
            if (after < 0 || after - 1 <= open + 1) {
                return; // unbalanced or empty brackets: not a subscript
            }
            items.add(edits.text(open + 1, after - 2));
            last = after - 1;
            open = after;
        }
        if (items.size() > 1) {
            edits.replace(k + 1, last, "[" + String.join(", ", items) + "]");
        }
    }

    private static String word(SqlLexer t, int k) {
        return t.s.substring(t.start[k], t.end[k]).toLowerCase(java.util.Locale.ROOT);
    }
}
