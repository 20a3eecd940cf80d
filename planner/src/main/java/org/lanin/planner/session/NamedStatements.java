package org.lanin.planner.session;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.cache.NamedStatementText;

/**
 * A session's SQL-level prepared statements: {@code PREPARE name [(type, ...)] AS statement},
 * {@code EXECUTE name [(argument, ...)]} (also after EXPLAIN), {@code DEALLOCATE [PREPARE] name | ALL}
 * and DISCARD ALL. A statement is kept as text. PREPARE plans its body once, its markers standing
 * for NULLs of their declared types, so a missing table or column is reported then, as
 * PostgreSQL's parse analysis reports it; EXECUTE becomes the body with each {@code $n} replaced by
 * its argument, cast to the declared type ({@link NamedStatementText#bind}), which is then planned
 * and cached like any statement text. Departures: an argument is evaluated where each of its
 * markers stands (PostgreSQL evaluates it once), and pg_prepared_statements is not provided.
 * Not transactional, as in PostgreSQL: ROLLBACK keeps what PREPARE made. Used by the session's thread.
 */
public final class NamedStatements {
    /** What a prepared statement's body may be (PostgreSQL's PreparableStmt). */
    private static final Set<String> PREPARABLE = Set.of("select", "insert", "update", "delete", "merge", "values",
            "with", "table", "(");

    /** One statement: its name, declared types (as written), body and how many arguments it takes. */
    record Entry(String name, List<String> types, String body, int parameters) {
    }

    private final Map<String, Entry> byName = new LinkedHashMap<>();
    /** Plans a statement text, failing as its preparation would. */
    private final Consumer<String> planCheck;

    NamedStatements(Consumer<String> planCheck) {
        this.planCheck = planCheck;
    }

    /** PREPARE. */
    public void prepare(String sql) {
        NamedStatementText.Prepare p = NamedStatementText.prepare(sql);
        if (p == null) {
            throw LaninException.of(PlannerMsg.SYNTAX_ERROR, sql);
        }
        String first = p.body().split("[\\s(]", 2)[0];
        if (!PREPARABLE.contains(first.isEmpty() ? "(" : first.toLowerCase(Locale.ROOT))) {
            throw LaninException.of(NamedStatementMsg.NOT_PREPARABLE, first);
        }
        if (byName.containsKey(p.name())) {
            throw LaninException.of(NamedStatementMsg.EXISTS, p.name());
        }
        int parameters = Math.max(p.types().size(), NamedStatementText.parameters(p.body()));
        planCheck.accept(NamedStatementText.bind(p.body(), Collections.nCopies(parameters, "NULL"), p.types()));
        byName.put(p.name(), new Entry(p.name(), List.copyOf(p.types()), p.body(), parameters));
    }

    /**
     * {@code sql} as it runs: an EXECUTE (or EXPLAIN ... EXECUTE) becomes its statement's body with
     * the arguments in place of the markers; any other text is returned as it is.
     */
    String expand(String sql) {
        if (byName.isEmpty()) {
            return sql;
        }
        NamedStatementText.Execute e = NamedStatementText.execute(sql);
        if (e == null) {
            return sql;
        }
        Entry s = byName.get(e.name());
        if (s == null) {
            throw LaninException.of(PlannerMsg.PREPARED_STATEMENT_MISSING, e.name());
        }
        if (e.args().size() != s.parameters()) {
            throw LaninException.of(NamedStatementMsg.ARGUMENT_COUNT, e.name());
        }
        return e.prefix() + NamedStatementText.bind(s.body(), e.args(), s.types());
    }

    /** DEALLOCATE name, or every statement when {@code name} is null (DEALLOCATE ALL, DISCARD ALL). */
    public void deallocate(String name) {
        if (name == null) {
            byName.clear();
        } else if (byName.remove(name) == null) {
            throw LaninException.of(PlannerMsg.PREPARED_STATEMENT_MISSING, name);
        }
    }
}
