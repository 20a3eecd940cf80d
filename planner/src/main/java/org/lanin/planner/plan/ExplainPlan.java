package org.lanin.planner.plan;

import java.sql.ResultSetMetaData;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.session.ColumnInfo;

/** EXPLAIN: the plan tree as rows of text, one column "QUERY PLAN" like PostgreSQL. */
final class ExplainPlan implements Plan {
    private final Plan inner;
    private final List<Object[]> lines;
    private final boolean analyze;

    private ExplainPlan(Plan inner, List<Object[]> lines, boolean analyze) {
        this.inner = inner;
        this.lines = lines;
        this.analyze = analyze;
    }

    /** With {@code analyze}, the statement really runs (as in PostgreSQL) and its time and row count are shown. */
    static Plan of(Plan inner, boolean analyze) {
        if (!(inner instanceof Explainable e)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "EXPLAIN of " + inner.commandName());
        }
        List<String> text = new ArrayList<>();
        e.explainRoot().explain(text, 0);
        List<Object[]> rows = new ArrayList<>();
        for (String t : text) {
            rows.add(new Object[] {t});
        }
        return new ExplainPlan(inner, rows, analyze);
    }

    @Override
    public Kind kind() {
        return analyze ? inner.kind() : Kind.QUERY;
    }

    @Override
    public List<org.lanin.engine.lock.TableLock> locks() {
        return inner.locks(); // planning locked them in PostgreSQL, ANALYZE or not
    }

    @Override
    public boolean needsXid() {
        return analyze && inner.needsXid();
    }

    @Override
    public List<ColumnInfo> columns() {
        return List.of(new ColumnInfo("QUERY PLAN", "QUERY PLAN", "", DataType.TEXT, ResultSetMetaData.columnNoNulls));
    }

    @Override
    public List<DataType> parameterTypes() {
        return inner.parameterTypes();
    }

    @Override
    public Outcome execute(StatementRuntime runtime) {
        if (!analyze) {
            return Outcome.rows(lines);
        }
        long start = System.nanoTime();
        Outcome out = inner.execute(runtime);
        double millis = (System.nanoTime() - start) / 1e6;
        List<Object[]> rows = new ArrayList<>(lines);
        long n = out.rows() != null ? out.rows().size() : out.count();
        rows.add(new Object[] {"Rows: " + n});
        rows.add(new Object[] {String.format(java.util.Locale.ROOT, "Execution Time: %.3f ms", millis)});
        return Outcome.rows(rows);
    }

    @Override
    public String commandName() {
        return "EXPLAIN";
    }
}
