package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.STRING;

import java.util.Locale;
import java.util.Set;

/**
 * Typed literals {@code type 'text'} for the types JSqlParser 5.3 does not know as literal prefixes
 * ({@code jsonb '{}'}, {@code inet '10.0.0.1'}, {@code regclass 't'}, ...): it reads the type name as
 * a column and the string as its alias. They become {@code CAST('text' AS type)}, PostgreSQL's
 * meaning of the form. Only the names below, each a PostgreSQL type: elsewhere a word before a
 * string is not valid PostgreSQL, but a column of such a name could be read so. Part of
 * {@link JSqlParserInput}.
 */
final class TypedLiterals {
    private static final Set<String> TYPES = Set.of("jsonb", "tsvector", "tsquery", "inet", "cidr", "macaddr",
            "money", "xml", "regclass", "regtype", "regproc", "regprocedure", "regoper", "regoperator",
            "regnamespace", "regrole", "regconfig", "oid", "name", "citext", "point", "varbit", "int2vector",
            "oidvector", "pg_lsn", "txid_snapshot", "xid", "cid", "tid");

    private TypedLiterals() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k + 1 < t.count; k++) {
            if (t.kind[k] == SqlLexer.WORD && t.kind[k + 1] == STRING && (k == 0 || t.kind[k - 1] != SqlLexer.DOT)
                    && TYPES.contains(edits.text(k, k).toLowerCase(Locale.ROOT))) {
                edits.replace(k, k + 1, "CAST(" + edits.text(k + 1, k + 1) + " AS " + edits.text(k, k) + ")");
            }
        }
    }
}
