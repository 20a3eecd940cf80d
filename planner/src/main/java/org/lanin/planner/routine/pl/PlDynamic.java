package org.lanin.planner.routine.pl;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.routine.SqlRunner;
import org.lanin.planner.routine.SqlRunner.Value;

/**
 * Dynamic SQL (EXECUTE, RETURN QUERY EXECUTE, FOR ... IN EXECUTE, OPEN ... FOR EXECUTE) and GET
 * DIAGNOSTICS. The statement text is planned at each execution, as PostgreSQL does; it sees no
 * PL/pgSQL variables, only the USING values as {@code $1..$n} (typed by their expressions).
 */
final class PlDynamic {
    private PlDynamic() {
    }

    /** Evaluates the query expression (22004 when null) and runs it with the USING values. */
    static SqlRunner.Result run(PlRunner run, String queryExpr, List<String> using) {
        String sql = text(run, queryExpr);
        List<String> statements = org.lanin.planner.cache.SqlScan.of(sql).allStatements();
        for (String s : statements) {
            String first = s.stripLeading().split("[\\s;(]", 2)[0].toLowerCase(java.util.Locale.ROOT);
            if (TRANSACTION_COMMANDS.contains(first)) {
                throw LaninException.of(PlMsg.EXECUTE_TRANSACTION);
            }
        }
        Map<String, Value> params = new HashMap<>();
        for (int i = 0; i < using.size(); i++) {
            params.put("$" + (i + 1), run.eval(using.get(i)));
        }
        SqlRunner.Names names = (name, field) -> field == null ? params.get(name) : null;
        if (statements.size() <= 1) {
            return SqlRunner.run(run.ctx(), run.db(), sql, names);
        }
        SqlRunner.Result last = null;
        for (String s : statements) { // several run in turn, each with the USING values (SPI_execute_extended); the last answers
            last = SqlRunner.run(run.ctx(), run.db(), s, names);
        }
        return last;
    }

    /** What EXECUTE refuses (PostgreSQL: "EXECUTE of transaction commands is not implemented"). */
    private static final java.util.Set<String> TRANSACTION_COMMANDS = java.util.Set.of("begin", "start", "commit", "end",
            "rollback", "abort", "savepoint", "release");

    /** The statement text an EXECUTE expression gives, without a trailing semicolon. */
    static String text(PlRunner run, String queryExpr) {
        Value q = run.eval(queryExpr);
        if (q.value() == null) {
            throw LaninException.of(PlMsg.EXECUTE_NULL);
        }
        String sql = q.type().kind() == TypeKind.TEXT || q.value() instanceof String ? q.value().toString()
                : String.valueOf(Casts.cast(q.value(), q.type(), DataType.TEXT));
        sql = sql.strip();
        while (sql.endsWith(";")) {
            sql = sql.substring(0, sql.length() - 1).strip();
        }
        return sql;
    }

    /** EXECUTE: sets ROW_COUNT; FOUND is left as it was (PostgreSQL: "EXECUTE ... does not change FOUND"). */
    static void execute(PlRunner run, PlStmt.Execute e) {
        SqlRunner.Result r = run(run, e.query(), e.using());
        boolean returnsRows = !r.columns().isEmpty();
        run.setRowCount(returnsRows ? r.rows().size() : r.count());
        if (!e.into().isEmpty()) {
            if (!returnsRows) {
                throw LaninException.of(PlMsg.INTO_NO_DATA);
            }
            run.into(e.into(), e.strict(), r);
        }
    }

    /** GET [STACKED] DIAGNOSTICS: ROW_COUNT, or the handled error's SQLSTATE, message, detail and hint. */
    static void diagnostics(PlRunner run, PlStmt.GetDiagnostics g, LaninException handling) {
        if (g.stacked() && handling == null) {
            throw LaninException.of(PlMsg.STACKED_OUTSIDE);
        }
        for (int i = 0; i < g.targets().size(); i++) {
            run.assign(g.targets().get(i), item(run, g.items().get(i), handling));
        }
    }

    private static Value item(PlRunner run, String item, LaninException e) {
        return switch (item) {
            case "row_count" -> new Value(run.rowCount(), DataType.BIGINT);
            case "returned_sqlstate" -> new Value(e.state().code(), DataType.TEXT);
            case "message_text" -> new Value(e.primaryMessage(), DataType.TEXT);
            case "pg_exception_hint" -> new Value(e.hint() == null ? "" : e.hint(), DataType.TEXT);
            case "pg_context", "pg_exception_context" -> throw LaninException.of(PlMsg.NOT_SUPPORTED,
                    "GET DIAGNOSTICS " + item.toUpperCase(java.util.Locale.ROOT));
            default -> new Value("", DataType.TEXT); // detail, column, constraint, table, schema: Lanin keeps none
        };
    }
}
