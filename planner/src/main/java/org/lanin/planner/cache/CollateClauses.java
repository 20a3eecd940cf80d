package org.lanin.planner.cache;

import java.util.Locale;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * {@code expr COLLATE name}, which JSqlParser 5.3 does not read. Lanin compares text in code point
 * order, which is PostgreSQL's "C" collation (and "POSIX", "ucs_basic", and the database default,
 * whose lc_collate is C here), so a COLLATE naming one of those changes nothing and is dropped;
 * any other collation is 0A000 naming it. Names fold as identifiers do: {@code COLLATE "C"}, not
 * {@code COLLATE C}. Part of {@link JSqlParserInput}.
 */
public final class CollateClauses {
    private static final Set<String> CODE_POINT_ORDER = Set.of("C", "POSIX", "ucs_basic", "default");

    private CollateClauses() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "collate")) {
                continue;
            }
            int j = k + 1;
            String schema = null;
            if (j + 2 < t.count && isName(t, j) && t.kind[j + 1] == SqlLexer.DOT) {
                schema = name(edits, j);
                j += 2;
            }
            if (!isName(t, j)) {
                continue; // left to the parser's error
            }
            check(schema, name(edits, j));
            edits.replace(k, j, "");
        }
    }

    /**
     * Accepts a collation (its schema null when not written) that orders as Lanin does, or throws
     * 0A000 naming it; also for an index column's COLLATE (ddl.CreateIndexParser).
     */
    public static void check(String schema, String name) {
        if (schema != null && !schema.equals("pg_catalog") || !CODE_POINT_ORDER.contains(name)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "COLLATE \"" + name
                    + "\" (Lanin compares text in code point order, the \"C\" collation)");
        }
    }

    private static boolean isName(SqlLexer t, int k) {
        return k < t.count && (t.kind[k] == SqlLexer.WORD || t.kind[k] == SqlLexer.QUOTED_IDENT);
    }

    private static String name(TokenEdits edits, int k) {
        String raw = edits.text(k, k);
        return edits.t.kind[k] == SqlLexer.QUOTED_IDENT ? raw.substring(1, raw.length() - 1).replace("\"\"", "\"")
                : raw.toLowerCase(Locale.ROOT);
    }
}
