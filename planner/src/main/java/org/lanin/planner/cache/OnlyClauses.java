package org.lanin.planner.cache;

/**
 * {@code UPDATE ONLY t} and {@code DELETE FROM ONLY t} (an inheritance parent without its
 * children): JSqlParser 5.3 reads ONLY only in a SELECT's FROM, so the word is dropped and carried
 * as the statement's priority modifier, which PostgreSQL has no use for: {@code LOW_PRIORITY}
 * ({@link #ONLY}; read back by the UPDATE and DELETE planners). Part of {@link JSqlParserInput}.
 */
public final class OnlyClauses {
    /** The modifier that stands for ONLY on an UPDATE or DELETE target. */
    public static final String ONLY = "LOW_PRIORITY";

    private OnlyClauses() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 1 < edits.t.count; k++) {
            if (edits.isWord(k, "update") && edits.isWord(k + 1, "only") && (k == 0 || !edits.isWord(k - 1, "do"))) {
                edits.replace(k + 1, k + 1, ONLY);
            } else if (k + 2 < edits.t.count && edits.isWord(k, "delete") && edits.isWord(k + 1, "from")
                    && edits.isWord(k + 2, "only")) {
                edits.replace(k, k + 2, edits.text(k, k) + " " + ONLY + " " + edits.text(k + 1, k + 1));
            }
        }
    }
}
