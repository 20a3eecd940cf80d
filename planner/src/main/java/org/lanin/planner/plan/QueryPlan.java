package org.lanin.planner.plan;

import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.lock.TableLock;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;

/**
 * A query: {@link #start} opens its operator tree for a session cursor that streams the rows;
 * {@link #execute} runs it to the end (or maxRows) into a list (EXPLAIN ANALYZE, WITH items).
 */
public final class QueryPlan implements Plan, Explainable {
    private final PlannedQuery query;
    private final List<DataType> params;
    private final boolean locksRows;
    private final List<TableLock> locks;

    QueryPlan(PlannedQuery query, List<DataType> params, boolean locksRows, List<TableLock> locks) {
        this.query = query;
        this.params = params;
        this.locksRows = locksRows;
        this.locks = locks;
    }

    @Override
    public List<TableLock> locks() {
        return locks;
    }

    @Override
    public boolean needsXid() {
        return locksRows;
    }

    @Override
    public Kind kind() {
        return Kind.QUERY;
    }

    @Override
    public List<ColumnInfo> columns() {
        return query.columns();
    }

    @Override
    public List<DataType> parameterTypes() {
        return params;
    }

    @Override
    public Outcome execute(StatementRuntime rt) {
        return Outcome.rows(drain(query.root(), rt.exec(), rt.maxRows()));
    }

    @Override
    public Operator start(StatementRuntime rt) {
        ExecContext ctx = rt.exec();
        Operator op = query.root().create(ctx);
        op.open(ctx);
        return op;
    }

    /** Runs an operator tree to the end (or {@code maxRows}), closing it whatever happens. */
    static List<Object[]> drain(PhysicalNode root, ExecContext ctx, long maxRows) {
        Operator op = root.create(ctx);
        List<Object[]> rows = new ArrayList<>();
        op.open(ctx);
        try {
            Object[] r;
            while ((maxRows == 0 || rows.size() < maxRows) && (r = op.next()) != null) {
                rows.add(r);
            }
        } finally {
            op.close();
        }
        return rows;
    }

    private PlanFreshness freshness = PlanFreshness.ALWAYS;

    /** Records the table sizes the plan was made for (once, before the plan is shared). */
    void freshness(PlanFreshness f) {
        this.freshness = f;
    }

    @Override
    public boolean stale() {
        return freshness.stale();
    }

    @Override
    public String commandName() {
        return "SELECT";
    }

    @Override
    public PhysicalNode explainRoot() {
        return query.root();
    }
}
