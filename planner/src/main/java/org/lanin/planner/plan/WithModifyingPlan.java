package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.DataType;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.session.ColumnInfo;

/**
 * A statement whose WITH holds data-modifying items ({@link ModifyingCtes}): runs each item's
 * plan to completion, keeping its RETURNING rows for the statement's references to it, then the
 * main statement, all in one ExecContext (one snapshot, one command id). It writes, so it always
 * takes a transaction id and is refused in a read-only transaction (naming the main command, as PostgreSQL).
 */
final class WithModifyingPlan implements Plan, Explainable {
    private final List<Plan> items;
    private final List<Object> rowKeys;
    private final Plan main;

    WithModifyingPlan(List<Plan> items, List<Object> rowKeys, Plan main) {
        this.items = items;
        this.rowKeys = rowKeys;
        this.main = main;
    }

    @Override
    public Kind kind() {
        return Kind.DML;
    }

    @Override
    public boolean needsXid() {
        return true;
    }

    @Override
    public List<ColumnInfo> columns() {
        return main.columns();
    }

    @Override
    public List<DataType> parameterTypes() {
        return main.parameterTypes();
    }

    @Override
    public Outcome execute(StatementRuntime rt) {
        ExecContext ctx = rt.exec();
        for (int i = 0; i < items.size(); i++) {
            Outcome done = items.get(i).execute(unlimited(rt));
            List<Object[]> rows = done.rows() == null ? List.of() : done.rows();
            ctx.memo(rowKeys.get(i), () -> rows);
        }
        return main.execute(rt);
    }

    /** The items run to completion whatever maxRows the main statement's caller set. */
    private static StatementRuntime unlimited(StatementRuntime rt) {
        return new StatementRuntime() {
            @Override
            public ExecContext exec() {
                return rt.exec();
            }

            @Override
            public org.lanin.planner.session.LaninDatabase database() {
                return rt.database();
            }

            @Override
            public org.lanin.planner.session.SessionControl session() {
                return rt.session();
            }

            @Override
            public long maxRows() {
                return 0;
            }
        };
    }

    /**
     * The main statement's: it was planned last in the statement's BindContext, whose locks by
     * then include every item's (their tables and foreign-key work), as PostgreSQL locks all the
     * statement's relations before it runs.
     */
    @Override
    public List<org.lanin.engine.lock.TableLock> locks() {
        return main.locks();
    }

    @Override
    public boolean stale() {
        return main.stale();
    }

    @Override
    public String commandName() {
        return main.commandName();
    }

    @Override
    public PhysicalNode explainRoot() {
        return main instanceof Explainable e ? e.explainRoot() : null;
    }
}
