package org.lanin.planner.plan;

import org.lanin.planner.physical.PhysicalNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.lock.TableLock;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;

/**
 * INSERT, UPDATE or DELETE: {@code body} applies the change, adding RETURNING rows to the
 * list it is given, and returns the number of rows affected. FOREIGN KEY checks and actions the
 * change queued run after it, before the statement ends.
 */
final class DmlPlan implements Plan, Explainable {
    private final String command;
    private final List<DataType> params;
    private final DmlSupport.Returning returning;
    private final PhysicalNode explain;
    private final BiFunction<ExecContext, List<Object[]>, Long> body;
    /** Set once by the planner before the plan is published (cached); never changed after. */
    private List<TableLock> locks = List.of();
    /** The tag of the commonest outcome, made once: a tag string per statement was a tenth of an insert's garbage. */
    private final String oneRowTag;

    DmlPlan(String command, List<DataType> params, DmlSupport.Returning returning, PhysicalNode explain,
            BiFunction<ExecContext, List<Object[]>, Long> body) {
        this.command = command;
        this.params = params;
        this.returning = returning;
        this.explain = explain;
        this.body = body;
        this.oneRowTag = tag(1);
    }

    /** PostgreSQL's command tag: INSERT 0 n (the 0 is the long-gone oid), else UPDATE n, DELETE n, MERGE n. */
    private String tag(long n) {
        return command.equals("INSERT") ? "INSERT 0 " + n : command + " " + n;
    }

    @Override
    public Kind kind() {
        return Kind.DML;
    }

    /** The statement's work (for {@link InheritedDml}, which runs one per table of an inheritance set). */
    BiFunction<ExecContext, List<Object[]>, Long> body() {
        return body;
    }

    /** UPDATE, DELETE or INSERT (the command tag's word). */
    String kindTag() {
        return command;
    }

    DmlSupport.Returning returning() {
        return returning;
    }

    PhysicalNode explainNode() {
        return explain;
    }

    void setLocks(List<TableLock> locks) {
        this.locks = List.copyOf(locks);
    }

    /** Set once by the planner (as {@link #setLocks}): the statement changes a temporary table only. */
    private boolean temporaryTarget;

    void setTemporaryTarget() {
        temporaryTarget = true;
    }

    @Override
    public boolean allowedInReadOnlyTransaction() {
        return temporaryTarget;
    }

    @Override
    public List<TableLock> locks() {
        return locks;
    }

    @Override
    public List<ColumnInfo> columns() {
        return returning == null ? List.of() : returning.columns();
    }

    @Override
    public List<DataType> parameterTypes() {
        return params;
    }

    @Override
    public Outcome execute(StatementRuntime rt) {
        List<Object[]> rows = returning == null ? null : new ArrayList<>();
        ExecContext ctx = rt.exec();
        org.lanin.engine.access.RiStatement ri = PlannerRiSupport.forStatement(rt);
        long n;
        ctx.setRi(ri);
        try {
            n = body.apply(ctx, rows);
            if (ri != null) {
                ri.finish(ctx);
            }
        } finally {
            ctx.setRi(null);
        }
        return new Outcome(rows, n, n == 1 ? oneRowTag : tag(n));
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
        return command;
    }

    @Override
    public PhysicalNode explainRoot() {
        return explain;
    }
}
