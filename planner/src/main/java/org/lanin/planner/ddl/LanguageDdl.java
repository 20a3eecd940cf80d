package org.lanin.planner.ddl;

import java.util.Set;
import org.lanin.engine.error.LaninException;

/**
 * CREATE [OR REPLACE] [TRUSTED] [PROCEDURAL] LANGUAGE and ALTER [PROCEDURAL] LANGUAGE, which
 * pg_dump scripts of older servers contain (CREATE / DROP RULE are the routine package's). Lanin's
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

    /** After CREATE [OR REPLACE]; null when the statement is not about a language. */
    static DdlStatement create(DdlParser p, boolean orReplace) {
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

    /** The clauses after the name (HANDLER ..., OWNER TO ..., RENAME TO ...) change nothing here. */
    private static void skipRest(DdlParser p) {
        while (p.peek() != null && !p.peek().text().equals(";")) {
            p.next();
        }
    }
}
