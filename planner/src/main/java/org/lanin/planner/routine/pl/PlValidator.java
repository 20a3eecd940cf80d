package org.lanin.planner.routine.pl;

import java.util.List;
import java.util.Locale;
import org.lanin.planner.routine.pl.PlStmt.*;
import org.lanin.planner.session.LaninDatabase;

/**
 * Checks at CREATE FUNCTION what PostgreSQL's compile of the body checks beyond syntax: every
 * declared type exists ({@code [schema.]table%ROWTYPE}, {@code table.column%TYPE}, type names).
 * {@code variable%TYPE} is left to the call (it may name a parameter or an earlier variable).
 */
public final class PlValidator {
    private PlValidator() {
    }

    public static void declarations(Block body, LaninDatabase db, Object session) {
        walk(List.of(body), db, session);
    }

    private static void walk(List<PlStmt> stmts, LaninDatabase db, Object session) {
        if (stmts == null) {
            return;
        }
        for (PlStmt s : stmts) {
            if (s instanceof Block b) {
                for (Decl d : b.decls()) {
                    check(d, db, session);
                }
                walk(b.body(), db, session);
                b.handlers().forEach(h -> walk(h, db, session));
            } else if (s instanceof If i) {
                i.branches().forEach(br -> walk(br, db, session));
                walk(i.otherwise(), db, session);
            } else if (s instanceof Case c) {
                c.branches().forEach(br -> walk(br, db, session));
                walk(c.otherwise(), db, session);
            } else if (s instanceof Loop l) {
                walk(l.body(), db, session);
            } else if (s instanceof ForRange f) {
                walk(f.body(), db, session);
            } else if (s instanceof ForQuery f) {
                walk(f.body(), db, session);
            } else if (s instanceof ForExecute f) {
                walk(f.body(), db, session);
            } else if (s instanceof ForCursor f) {
                walk(f.body(), db, session);
            } else if (s instanceof Foreach f) {
                walk(f.body(), db, session);
            }
        }
    }

    private static void check(Decl d, LaninDatabase db, Object session) {
        if (d.type() == null || d.isRecord() || d.cursor() != null) {
            return;
        }
        String t = d.type().trim().toLowerCase(Locale.ROOT);
        if (t.equals("refcursor") || t.endsWith("%type") && !t.contains(".")) {
            return;
        }
        PlDecls.resolve(d.type(), db, session, name -> null);
    }
}
