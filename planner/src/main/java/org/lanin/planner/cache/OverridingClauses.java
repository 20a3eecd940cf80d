package org.lanin.planner.cache;

/**
 * {@code INSERT ... OVERRIDING SYSTEM VALUE | OVERRIDING USER VALUE}: JSqlParser 5.3 reads neither
 * where PostgreSQL allows them (it takes SYSTEM VALUE only after a column list, USER VALUE never),
 * so the clause is dropped and carried as the insert's priority modifier, which PostgreSQL has no
 * use for: {@code HIGH_PRIORITY} for SYSTEM VALUE, {@code LOW_PRIORITY} for USER VALUE
 * ({@link #SYSTEM_VALUE}, {@link #USER_VALUE}; read back by the INSERT planner). Part of
 * {@link JSqlParserInput}.
 */
public final class OverridingClauses {
    /** The modifier that stands for OVERRIDING SYSTEM VALUE. */
    public static final String SYSTEM_VALUE = "HIGH_PRIORITY";
    /** The modifier that stands for OVERRIDING USER VALUE. */
    public static final String USER_VALUE = "LOW_PRIORITY";

    private OverridingClauses() {
    }

    static void find(TokenEdits edits) {
        int insert = -1;
        for (int k = 0; k + 2 < edits.t.count; k++) {
            if (edits.isWord(k, "insert") && edits.isWord(k + 1, "into")) {
                insert = k;
            }
            if (insert >= 0 && edits.isWord(k, "overriding") && edits.isWord(k + 2, "value")
                    && (edits.isWord(k + 1, "system") || edits.isWord(k + 1, "user"))) {
                String modifier = edits.isWord(k + 1, "system") ? SYSTEM_VALUE : USER_VALUE;
                edits.replace(insert, insert, edits.text(insert, insert) + " " + modifier);
                edits.replace(k, k + 2, " ");
                insert = -1;
            }
        }
    }
}
