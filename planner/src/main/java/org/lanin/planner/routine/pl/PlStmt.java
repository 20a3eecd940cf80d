package org.lanin.planner.routine.pl;

import java.util.List;

/** PL/pgSQL statements; expressions and SQL are source text with variables still named. */
public sealed interface PlStmt {
    /**
     * A declaration. {@code type}: the type as written, {@code name%TYPE} / {@code table%ROWTYPE}
     * included (resolved when the block runs, as PostgreSQL resolves them at compile time);
     * {@code cursor} non-null for a bound cursor ({@code name CURSOR [(params)] FOR query}).
     */
    record Decl(String name, String type, String defaultExpr, boolean isRecord, CursorDecl cursor) {
    }

    /** A bound cursor's parameters (names and types as written) and query. */
    record CursorDecl(List<String> paramNames, List<String> paramTypes, String query) {
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

    /** EXECUTE query-expression [INTO [STRICT] targets] [USING expressions]. */
    record Execute(String query, List<String> into, boolean strict, List<String> using) implements PlStmt {
    }

    record ReturnQueryExecute(String query, List<String> using) implements PlStmt {
    }

    /** FOR var IN EXECUTE query-expression [USING expressions] LOOP. */
    record ForExecute(String label, String var, String query, List<String> using, List<PlStmt> body) implements PlStmt {
    }

    /** FOR rec IN bound-cursor [(arguments)] LOOP: opens, walks and closes the cursor. */
    record ForCursor(String label, String var, String cursor, List<String> args, List<PlStmt> body) implements PlStmt {
    }

    /** GET [CURRENT | STACKED] DIAGNOSTICS target = item [, ...]; items lower case. */
    record GetDiagnostics(boolean stacked, List<String> targets, List<String> items) implements PlStmt {
    }

    /**
     * OPEN cursor: a bound one with {@code args}, or an unbound (refcursor) one FOR {@code query}
     * (with {@code dynamic}: FOR EXECUTE query-expression [USING ...]).
     */
    record Open(String cursor, List<String> args, String query, boolean dynamic, List<String> using) implements PlStmt {
    }

    /**
     * FETCH (move false) or MOVE: {@code direction} one of next, prior, first, last, absolute,
     * relative, forward, backward; {@code count} its expression (null: none, {@code all} allowed
     * for MOVE FORWARD / BACKWARD).
     */
    record Fetch(boolean move, String direction, String count, String cursor, List<String> into) implements PlStmt {
    }

    record Close(String cursor) implements PlStmt {
    }

    /** ASSERT condition [, message]: {@code message} null for PostgreSQL's "assertion failed". */
    /** COMMIT or ROLLBACK [AND [NO] CHAIN] in a procedure. */
    record TransactionControl(boolean commit, boolean chain) implements PlStmt {
    }

    record Assert(String condition, String message) implements PlStmt {
    }

    /** FOREACH var [SLICE n] IN ARRAY expr LOOP. */
    record Foreach(String label, String var, int slice, String array, List<PlStmt> body) implements PlStmt {
    }
}
