package org.lanin.planner.plan;

import java.sql.ResultSetMetaData;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.explain.ExplainOptions;
import org.lanin.planner.explain.Explainer;
import org.lanin.planner.session.ColumnInfo;

/**
 * EXPLAIN: the plan as rows of text in one column "QUERY PLAN" (or one row of JSON), as
 * PostgreSQL prints it. With ANALYZE the statement really runs (as in PostgreSQL, DML included)
 * with every node's operator counting its loops, rows and time.
 */
final class ExplainPlan implements Plan {
    private final Plan inner;
    private final Explainable explainable;
    private final ExplainOptions options;
    private final Double planningMillis;

    private ExplainPlan(Plan inner, Explainable explainable, ExplainOptions options, Double planningMillis) {
        this.inner = inner;
        this.explainable = explainable;
        this.options = options;
        this.planningMillis = planningMillis;
    }

    static Plan of(Plan inner, ExplainOptions options, Double planningMillis) {
        if (!(inner instanceof Explainable e)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "EXPLAIN of " + inner.commandName());
        }
        return new ExplainPlan(inner, e, options, planningMillis);
    }

    @Override
    public Kind kind() {
        return options.analyze() ? inner.kind() : Kind.QUERY;
    }

    @Override
    public List<org.lanin.engine.lock.TableLock> locks() {
        return inner.locks(); // planning locked them in PostgreSQL, ANALYZE or not
    }

    @Override
    public boolean needsXid() {
        return options.analyze() && inner.needsXid();
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
        Instrumentation inst = null;
        Double executionMillis = null;
        if (options.analyze()) {
            ExecContext ctx = runtime.exec();
            inst = new Instrumentation(options.timing());
            ctx.setInstrumentation(inst);
            long start = System.nanoTime();
            try {
                inner.execute(runtime);
            } finally {
                ctx.setInstrumentation(null);
            }
            executionMillis = (System.nanoTime() - start) / 1e6;
        }
        List<Object[]> rows = new ArrayList<>();
        for (String line : Explainer.lines(explainable.explainRoot(), options, inst, planningMillis, executionMillis)) {
            rows.add(new Object[] {line});
        }
        return Outcome.rows(rows);
    }

    @Override
    public String commandName() {
        return "EXPLAIN";
    }
}
