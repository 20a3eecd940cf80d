package org.lanin.planner.ddl;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.planner.ddl.DdlLexer.Kind;
import org.lanin.planner.ddl.DdlLexer.Token;

/**
 * Rewrites SQL text kept in the catalog (view queries, CHECKs, defaults, generation expressions)
 * after a rename. PostgreSQL stores these as trees that point at objects by oid, so a rename
 * cannot break them; Lanin keeps text, so the text follows the rename instead. The rewrite is
 * by token: every identifier spelled like the old name becomes the new one (quoted where it must
 * be). Known approximation: an unrelated identifier with the same spelling (an alias, a column of
 * another table) is renamed too; it then still names the same thing or fails at use, never
 * silently means another object.
 */
final class SqlRenames {
    private static final Pattern SIMPLE = Pattern.compile("[a-z_][a-z0-9_$]*");

    private SqlRenames() {
    }

    /** {@code sql} with identifier {@code from} replaced by {@code to}; the same string when nothing matched. */
    static String identifier(String sql, String from, String to) {
        if (sql == null) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        int copied = 0;
        for (Token k : DdlLexer.lex(sql)) {
            if ((k.kind() == Kind.WORD || k.kind() == Kind.QUOTED) && k.text().equals(from)) {
                out.append(sql, copied, k.start()).append(quote(to));
                copied = k.end();
            }
        }
        if (copied == 0) {
            return sql;
        }
        return out.append(sql.substring(copied)).toString();
    }

    /** {@code sql} with {@code nextval('from')} (also currval, setval, a public. prefix) naming {@code to}. */
    static String sequence(String sql, String from, String to) {
        if (sql == null) {
            return null;
        }
        Pattern p = Pattern.compile("(?i)((?:nextval|currval|setval)\\s*\\(\\s*')(?:public\\.)?" + Pattern.quote(from) + "'");
        return p.matcher(sql).replaceAll("$1" + Matcher.quoteReplacement(quote(to).replace("'", "''")) + "'");
    }

    /** An identifier as SQL spells it: bare when it folds to itself, else double-quoted. */
    static String quote(String name) {
        return SIMPLE.matcher(name).matches() ? name : "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
