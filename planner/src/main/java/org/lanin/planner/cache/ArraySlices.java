package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.OP;
import static org.lanin.planner.cache.SqlLexer.RPAREN;

/**
 * Array slices {@code a[lo:hi]}, {@code a[:hi]}, {@code a[lo:]}, {@code a[:]}: JSqlParser 5.3 reads
 * {@code 1:2} as a JSON expression, {@code :2} as a named parameter and refuses {@code 2:]}. A
 * bracket holding a colon at its own nesting level becomes a call of a marker function the
 * binder reads back as a slice: {@code [lanin_slice(lo, hi)]}, {@code [lanin_slice_to(hi)]},
 * {@code [lanin_slice_from(lo)]}, {@code [lanin_slice_all()]}. Part of {@link JSqlParserInput}.
 */
final class ArraySlices {
    /** The marker functions' names, read by the binder. */
    static final String SLICE = "lanin_slice";

    private ArraySlices() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k < t.count; k++) {
            if (!edits.isOp(k, "[")) {
                continue;
            }
            int colon = -1;
            int depth = 0;
            int close = -1;
            for (int j = k + 1; j < t.count && close < 0; j++) {
                if (t.kind[j] == LPAREN || edits.isOp(j, "[")) {
                    depth++;
                } else if (t.kind[j] == RPAREN || edits.isOp(j, "]")) {
                    if (depth == 0) {
                        close = edits.isOp(j, "]") ? j : -2;
                    }
                    depth--;
                } else if (depth == 0 && colon < 0 && t.kind[j] == OP && edits.isOp(j, ":")) {
                    colon = j;
                }
            }
            if (close < 0 || colon < 0) {
                continue;
            }
            boolean hasLower = colon > k + 1;
            boolean hasUpper = close > colon + 1;
            String lower = hasLower ? edits.text(k + 1, colon - 1) : null;
            String upper = hasUpper ? edits.text(colon + 1, close - 1) : null;
            String call;
            if (hasLower && hasUpper) {
                call = SLICE + "(" + lower + ", " + upper + ")";
            } else if (hasUpper) {
                call = SLICE + "_to(" + upper + ")";
            } else if (hasLower) {
                call = SLICE + "_from(" + lower + ")";
            } else {
                call = SLICE + "_all()";
            }
            edits.replace(k, close, "[" + call + "]");
            k = close;
        }
    }
}
