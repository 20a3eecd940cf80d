package org.lanin.planner.routine.pl;

import java.util.List;

/** PL/pgSQL statements; expressions and SQL are source text with variables still named. */
public sealed interface PlStmt {
    record Decl(String name, String type, String defaultExpr, boolean isRecord) {
    }

    /** {@code handlers}: condition names (lower case, or SQLSTATE codes) per handler. */
    record Block(String label, List<Decl> decls, List<PlStmt> body, List<List<String>> conditions,
                 List<List<PlStmt>> handlers) implements PlStmt {
    }

    /** {@code field} null: the whole variable. */
    record Assign(String target, String field, String expr) implements PlStmt {
    }

    record If(List<String> conditions, List<List<PlStmt>> branches, List<PlStmt> otherwise) implements PlStmt {
    }

    /** {@code expr} null: RETURN alone (procedures, set-returning functions, void). */
    record Return(String expr) implements PlStmt {
    }

    record ReturnNext(String expr) implements PlStmt {
    }

    record ReturnQuery(String sql) implements PlStmt {
    }

    /** An SQL statement; {@code into} the INTO targets (empty: none), PERFORM runs a SELECT and drops its rows. */
    record Sql(String sql, List<String> into, boolean strict, boolean perform) implements PlStmt {
    }

    record Raise(String level, String format, List<String> args, String sqlstate, String message) implements PlStmt {
    }

    /** LOOP, WHILE cond LOOP (cond non-null). */
    record Loop(String label, String whileCond, List<PlStmt> body) implements PlStmt {
    }

    record ForRange(String label, String var, boolean reverse, String from, String to, String by, List<PlStmt> body)
            implements PlStmt {
    }

    record ForQuery(String label, String var, String sql, List<PlStmt> body) implements PlStmt {
    }

    /** EXIT (continue false) or CONTINUE [label] [WHEN cond]. */
    record Exit(boolean isContinue, String label, String when) implements PlStmt {
    }

    record Case(String subject, List<String> whens, List<List<PlStmt>> branches, List<PlStmt> otherwise)
            implements PlStmt {
    }

    record Null() implements PlStmt {
    }
}
