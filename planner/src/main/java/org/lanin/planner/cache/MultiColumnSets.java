package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.SEMI;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves a SET list's one parenthesised column group to the front: JSqlParser 5.3 reads
 * {@code SET (a, b) = (SELECT ...), c = 1} but refuses {@code SET c = 1, (a, b) = (SELECT ...)}.
 * The items of a SET list are independent (each reads the old row), so their order changes nothing
 * PostgreSQL shows, except which column a "multiple assignments" error names and the order of
 * element assignments to one array column split across the group and another item. Two groups in
 * one list stay refused. Runs over the text after the other rewrites ({@link JSqlParserInput}).
 */
final class MultiColumnSets {
    private MultiColumnSets() {
    }

    /** Whether the statement may hold such a list: an UPDATE with a {@code , (} after a SET. */
    static boolean any(SqlLexer t) {
        TokenEdits probe = new TokenEdits(t);
        boolean update = false;
        boolean set = false;
        for (int k = 0; k + 1 < t.count; k++) {
            update |= probe.isWord(k, "update");
            set |= update && probe.isWord(k, "set");
            if (set && t.kind[k] == COMMA && t.kind[k + 1] == LPAREN) {
                return true;
            }
        }
        return false;
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k < edits.t.count; k++) {
            if (edits.isWord(k, "set") && k > 0) {
                reorder(edits, k + 1);
            }
        }
    }

    /** Reorders the list starting at token {@code first} when it is a SET list with one group after its first item. */
    private static void reorder(TokenEdits edits, int first) {
        SqlLexer t = edits.t;
        List<int[]> items = new ArrayList<>();
        int start = first;
        int depth = 0;
        int k = first;
        for (; k < t.count; k++) {
            if (t.kind[k] == LPAREN) {
                depth++;
            } else if (t.kind[k] == RPAREN) {
                if (--depth < 0) {
                    break;
                }
            } else if (depth == 0 && (t.kind[k] == SEMI || edits.isWord(k, "where") || edits.isWord(k, "from")
                    || edits.isWord(k, "returning") || edits.isWord(k, "when"))) {
                break;
            } else if (depth == 0 && t.kind[k] == COMMA) {
                items.add(new int[] {start, k - 1});
                start = k + 1;
            }
        }
        if (start <= k - 1) {
            items.add(new int[] {start, k - 1});
        }
        int group = -1;
        for (int i = 0; i < items.size(); i++) {
            int[] item = items.get(i);
            int afterTarget = t.kind[item[0]] == LPAREN ? edits.closing(item[0]) : item[0] + 1;
            while (afterTarget > 0 && afterTarget <= item[1] && edits.isOp(afterTarget, "[")) {
                afterTarget = edits.closingBracket(afterTarget);
            }
            if (afterTarget <= 0 || afterTarget > item[1] || !edits.isOp(afterTarget, "=")) {
                return; // not target = value: not a SET list
            }
            if (t.kind[item[0]] == LPAREN) {
                if (group >= 0) {
                    return;
                }
                group = i;
            }
        }
        if (group > 0) {
            int[] g = items.get(group);
            edits.replace(items.get(0)[0], g[1], edits.text(g[0], g[1]) + ", "
                    + edits.text(items.get(0)[0], items.get(group - 1)[1]));
        }
    }
}
