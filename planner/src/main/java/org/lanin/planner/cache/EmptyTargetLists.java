package org.lanin.planner.cache;

import java.util.Set;

/**
 * A SELECT without a target list ({@code SELECT FROM t WHERE ...}, {@code IF NOT EXISTS (SELECT FROM
 * pg_roles WHERE ...)}, {@code SELECT UNION SELECT}): PostgreSQL allows it and returns rows of no
 * columns, JSqlParser 5.3 needs an item. The empty list is given to it as the one item
 * {@link #MARKER}, a quoted name the select list's binder drops. Part of {@link JSqlParserInput}.
 */
public final class EmptyTargetLists {
    /** The column name that stands for an empty target list. */
    public static final String MARKER = "?no target list?";

    /** What may follow SELECT when the target list is empty. */
    private static final Set<String> FOLLOWERS = Set.of("from", "where", "group", "having", "window", "order",
            "limit", "offset", "fetch", "union", "intersect", "except", "for");

    private EmptyTargetLists() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k < t.count; k++) {
            if (!edits.isWord(k, "select")) {
                continue;
            }
            boolean empty = k + 1 == t.count || t.kind[k + 1] == SqlLexer.RPAREN || t.kind[k + 1] == SqlLexer.SEMI;
            if (!empty && t.kind[k + 1] == SqlLexer.WORD) {
                String next = edits.text(k + 1, k + 1).toLowerCase(java.util.Locale.ROOT);
                empty = FOLLOWERS.contains(next);
            }
            if (empty) {
                edits.insertAfter(k, " \"" + MARKER + "\"");
            }
        }
    }
}
