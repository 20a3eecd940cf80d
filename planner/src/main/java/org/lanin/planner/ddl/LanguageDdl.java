package org.lanin.planner.ddl;

import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * CREATE [OR REPLACE] [TRUSTED] [PROCEDURAL] LANGUAGE and ALTER [PROCEDURAL] LANGUAGE, which
 * pg_dump scripts of older servers contain, and CREATE/DROP RULE (refused by name). Lanin's
 * languages are PostgreSQL's built-in ones (internal, c, sql) and plpgsql, which PostgreSQL 15
 * installs as an extension: {@code CREATE OR REPLACE LANGUAGE plpgsql} succeeds without effect,
 * without OR REPLACE it is 42710, any other CREATE LANGUAGE is 0A000 (the extension is not
 * available), as PostgreSQL 15 answers. ALTER LANGUAGE of a known language (OWNER TO, RENAME) is
 * accepted without effect (there are no roles; the names are fixed), of another 42704.
 */
final class LanguageDdl {
    private static final Set<String> BUILT_IN = Set.of("internal", "c", "sql", "plpgsql");

    private LanguageDdl() {
    }

    /** After CREATE [OR REPLACE]; null when the statement is not about a language (or a rule). */
    static DdlStatement create(DdlParser p, boolean orReplace) {
        if (p.acceptWord("rule")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "CREATE RULE");
        }
        int mark = p.mark();
        p.acceptWord("trusted");
        p.acceptWord("procedural");
        if (!p.acceptWord("language")) {
            p.reset(mark);
            return null;
        }
        String name = p.name();
        skipRest(p);
        if (!name.equals("plpgsql")) {
            throw LaninException.of(LanguageMsg.EXTENSION_NOT_AVAILABLE, name);
        }
        if (!orReplace) {
            throw LaninException.of(LanguageMsg.EXTENSION_EXISTS, name);
        }
        return new DdlStatement.NoEffect("CREATE LANGUAGE");
    }

    /** After ALTER; null when the statement is not ALTER [PROCEDURAL] LANGUAGE. */
    static DdlStatement alter(DdlParser p) {
        int mark = p.mark();
        p.acceptWord("procedural");
        if (!p.acceptWord("language")) {
            p.reset(mark);
            return null;
        }
        String name = p.name();
        if (!BUILT_IN.contains(name)) {
            throw LaninException.of(LanguageMsg.LANGUAGE_MISSING, name);
        }
        skipRest(p);
        return new DdlStatement.NoEffect("ALTER LANGUAGE");
    }

    /** After DROP: DROP RULE is 0A000; anything else is left to the caller. */
    static void refuseDropRule(DdlParser p) {
        if (p.peekWord("rule")) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "DROP RULE");
        }
    }

    /** The clauses after the name (HANDLER ..., OWNER TO ..., RENAME TO ...) change nothing here. */
    private static void skipRest(DdlParser p) {
        while (p.peek() != null && !p.peek().text().equals(";")) {
            p.next();
        }
    }
}
