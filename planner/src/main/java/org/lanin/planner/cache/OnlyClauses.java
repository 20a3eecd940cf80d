package org.lanin.planner.cache;

/**
 * {@code UPDATE ONLY t} and {@code DELETE FROM ONLY t} (an inheritance parent without its
 * children): JSqlParser 5.3 reads ONLY only in a SELECT's FROM, so the word is dropped and carried
 * as the statement's priority modifier, which PostgreSQL has no use for: {@code LOW_PRIORITY}
 * ({@link #ONLY}; read back by the UPDATE and DELETE planners). ONLY on a FROM item after JOIN or
 * a comma, which JSqlParser refuses, becomes an index hint ({@link #JOINED_ONLY}). Part of
 * {@link JSqlParserInput}.
 */
public final class OnlyClauses {
    /** The modifier that stands for ONLY on an UPDATE or DELETE target. */
    public static final String ONLY = "LOW_PRIORITY";

    private OnlyClauses() {
    }

    /**
     * The index hint that stands for ONLY on a FROM item after JOIN or a comma, where JSqlParser reads
     * no ONLY: {@code JOIN ONLY t x} is given to it as {@code JOIN t x USE INDEX (lanin_only)}, a MySQL
     * hint it keeps on the Table (read back by the FROM binder; PostgreSQL has no index hints).
     */
    public static final String JOINED_ONLY = "lanin_only";

    /** Words that end a FROM item: after the table name, anything else is its alias. */
    private static final java.util.Set<String> AFTER_ITEM = java.util.Set.of("on", "using", "join", "inner", "left",
            "right", "full", "cross", "natural", "where", "group", "having", "order", "limit", "offset", "fetch",
            "window", "union", "intersect", "except", "for", "returning", "tablesample", "set", "lateral");

    static void find(TokenEdits edits) {
        for (int k = 1; k + 1 < edits.t.count; k++) {
            if (edits.isWord(k, "only") && (edits.isWord(k - 1, "join") || edits.t.kind[k - 1] == SqlLexer.COMMA)) {
                joinedOnly(edits, k);
            }
        }
        for (int k = 0; k + 1 < edits.t.count; k++) {
            if (edits.isWord(k, "update") && edits.isWord(k + 1, "only") && (k == 0 || !edits.isWord(k - 1, "do"))) {
                edits.replace(k + 1, k + 1, ONLY);
            } else if (k + 2 < edits.t.count && edits.isWord(k, "delete") && edits.isWord(k + 1, "from")
                    && edits.isWord(k + 2, "only")) {
                edits.replace(k, k + 2, edits.text(k, k) + " " + ONLY + " " + edits.text(k + 1, k + 1));
            }
        }
    }

    /** {@code ONLY name [[AS] alias [(cols)]]} or {@code ONLY (name) ...} at {@code k}: the hint after the alias. */
    private static void joinedOnly(TokenEdits edits, int k) {
        SqlLexer t = edits.t;
        int j = k + 1;
        boolean parenthesised = j < t.count && t.kind[j] == SqlLexer.LPAREN;
        if (parenthesised) {
            j++;
        }
        int nameEnd = qualifiedNameEnd(t, j);
        if (nameEnd < 0 || (parenthesised && (nameEnd >= t.count || t.kind[nameEnd] != SqlLexer.RPAREN))) {
            return; // not a table name: left to the parser
        }
        int last = parenthesised ? nameEnd : nameEnd - 1;
        j = last + 1;
        if (edits.isWord(j, "as")) {
            j++;
        }
        if (j < t.count && (t.kind[j] == SqlLexer.QUOTED_IDENT || t.kind[j] == SqlLexer.WORD && !afterItem(edits, j))) {
            last = j;
            if (j + 1 < t.count && t.kind[j + 1] == SqlLexer.LPAREN) {
                int close = edits.closing(j + 1);
                if (close < 0) {
                    return;
                }
                last = close - 1;
            }
        }
        String hint = " USE INDEX (" + JOINED_ONLY + ")";
        edits.replace(k, k, "");
        if (parenthesised) {
            edits.replace(k + 1, k + 1, "");
            edits.replace(nameEnd, nameEnd, last == nameEnd ? hint : "");
        }
        if (!parenthesised || last != nameEnd) {
            edits.replace(last, last, edits.text(last, last) + hint);
        }
    }

    /** The token after {@code name[.name]} starting at {@code j}, or -1 when no name starts there. */
    private static int qualifiedNameEnd(SqlLexer t, int j) {
        if (!isName(t, j)) {
            return -1;
        }
        while (j + 2 < t.count && t.kind[j + 1] == SqlLexer.DOT && isName(t, j + 2)) {
            j += 2;
        }
        return j + 1;
    }

    private static boolean isName(SqlLexer t, int j) {
        return j < t.count && (t.kind[j] == SqlLexer.WORD || t.kind[j] == SqlLexer.QUOTED_IDENT);
    }

    private static boolean afterItem(TokenEdits edits, int j) {
        String w = edits.text(j, j).toLowerCase(java.util.Locale.ROOT);
        return AFTER_ITEM.contains(w);
    }
}
