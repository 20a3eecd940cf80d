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

    private ExplainPlan(Plan inner, List<Object[]> lines) {
        this.inner = inner;
        this.lines = lines;
    }

    static Plan of(Plan inner) {
        if (!(inner instanceof Explainable e)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "EXPLAIN of " + inner.commandName());
        }
        List<String> text = new ArrayList<>();
        e.explainRoot().explain(text, 0);
        List<Object[]> rows = new ArrayList<>();
        for (String t : text) {
            rows.add(new Object[] {t});
        }
        return new ExplainPlan(inner, rows);
    }

    @Override
    public Kind kind() {
        return Kind.QUERY;
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
        return Outcome.rows(lines);
    }

    @Override
    public String commandName() {
        return "EXPLAIN";
    }
}
