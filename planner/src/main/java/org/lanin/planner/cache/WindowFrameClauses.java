package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.WORD;

/**
 * Window frames JSqlParser 5.3 refuses: the {@code GROUPS} mode and the {@code EXCLUDE} clause
 * ({@code CURRENT ROW}, {@code GROUP}, {@code TIES}, {@code NO OTHERS}). In a window
 * specification ({@code OVER (...)} or a WINDOW clause's {@code name AS (...)}) GROUPS is
 * written as ROWS and the EXCLUDE clause dropped, and both are carried by a marker call put first
 * in the specification's PARTITION BY, {@code lanin_frame_<groups|same>_<none|current_row|group|ties>()},
 * which the window binder reads back and never evaluates (org.lanin.planner.bind.FrameMarker).
 * The words are recognised only where the frame grammar puts them, at the specification's own
 * nesting level: GROUPS before BETWEEN, UNBOUNDED, CURRENT or an offset and PRECEDING /
 * FOLLOWING; EXCLUDE before one of its four endings. A specification that starts with a window
 * name (a refined window, not supported) is left for the parser to refuse. Part of
 * {@link JSqlParserInput}.
 */
final class WindowFrameClauses {
    private WindowFrameClauses() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k + 1 < t.count; k++) {
            if (t.kind[k + 1] == LPAREN && (edits.isWord(k, "over") || edits.isWord(k, "as"))) {
                int after = edits.closing(k + 1);
                if (after > 0) {
                    spec(edits, k + 1, after - 1);
                }
            }
        }
    }

    /** The specification between the parentheses at {@code open} and {@code close}. */
    private static void spec(TokenEdits edits, int open, int close) {
        SqlLexer t = edits.t;
        int first = open + 1;
        if (first >= close || t.kind[first] != WORD || !(edits.isWord(first, "partition") || edits.isWord(first, "order")
                || edits.isWord(first, "rows") || edits.isWord(first, "range") || edits.isWord(first, "groups"))) {
            return;
        }
        int groups = -1;
        int exclude = -1;
        int excludeEnd = -1;
        String exclusion = "none";
        int partitionBy = -1;
        int depth = 0;
        for (int j = first; j < close; j++) {
            if (t.kind[j] == LPAREN) {
                depth++;
            } else if (t.kind[j] == RPAREN) {
                depth--;
            } else if (depth == 0) {
                if (partitionBy < 0 && edits.isWord(j, "partition") && edits.isWord(j + 1, "by")) {
                    partitionBy = j + 1;
                } else if (groups < 0 && edits.isWord(j, "groups") && startsFrame(edits, j, close)) {
                    groups = j;
                } else if (exclude < 0 && edits.isWord(j, "exclude")) {
                    if (edits.isWord(j + 1, "current") && edits.isWord(j + 2, "row")) {
                        exclusion = "current_row";
                        excludeEnd = j + 2;
                    } else if (edits.isWord(j + 1, "group")) {
                        exclusion = "group";
                        excludeEnd = j + 1;
                    } else if (edits.isWord(j + 1, "ties")) {
                        exclusion = "ties";
                        excludeEnd = j + 1;
                    } else if (edits.isWord(j + 1, "no") && edits.isWord(j + 2, "others")) {
                        excludeEnd = j + 2;
                    } else {
                        continue;
                    }
                    exclude = j;
                }
            }
        }
        if (groups < 0 && exclude < 0) {
            return;
        }
        if (groups >= 0) {
            edits.replace(groups, groups, "ROWS");
        }
        if (exclude >= 0) {
            edits.replace(exclude, excludeEnd, "");
        }
        String marker = "lanin_frame_" + (groups >= 0 ? "groups" : "same") + "_" + exclusion + "()";
        if (partitionBy >= 0) {
            edits.insertAfter(partitionBy, " " + marker + ",");
        } else {
            edits.insertAfter(open, "PARTITION BY " + marker + " ");
        }
    }

    /** GROUPS at {@code j} begins a frame clause (not an ORDER BY key named groups). */
    private static boolean startsFrame(TokenEdits edits, int j, int close) {
        SqlLexer t = edits.t;
        if (edits.isWord(j - 1, "by") || t.kind[j - 1] == COMMA) {
            return false;
        }
        if (edits.isWord(j + 1, "between") || edits.isWord(j + 1, "unbounded") || edits.isWord(j + 1, "current")) {
            return true;
        }
        int depth = 0;
        for (int k = j + 1; k < close; k++) {
            if (t.kind[k] == LPAREN) {
                depth++;
            } else if (t.kind[k] == RPAREN) {
                depth--;
            } else if (depth == 0 && (edits.isWord(k, "preceding") || edits.isWord(k, "following"))) {
                return true;
            }
        }
        return false;
    }
}
