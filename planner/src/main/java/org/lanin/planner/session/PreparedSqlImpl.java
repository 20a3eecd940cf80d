package org.lanin.planner.session;

import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.planner.plan.Plan;

/** A session's handle on a statement: the text, and the plan found for it (refreshed after DDL). */
final class PreparedSqlImpl implements PreparedSql {
    private final String sql;
    private final LaninDatabase db;
    private volatile Plan plan;
    private volatile long version;

    PreparedSqlImpl(String sql, LaninDatabase db) {
        this.sql = sql;
        this.db = db;
        refresh();
    }

    /** The plan valid for the current catalog. */
    Plan plan() {
        if (version != db.catalog().current().version()) {
            refresh();
        }
        return plan;
    }

    private void refresh() {
        long v = db.catalog().current().version();
        plan = db.plan(sql);
        version = v;
    }

    @Override
    public String sql() {
        return sql;
    }

    @Override
    public int parameterCount() {
        return plan.parameterTypes().size();
    }

    @Override
    public List<DataType> parameterTypes() {
        return plan.parameterTypes();
    }

    @Override
    public boolean returnsRows() {
        return plan.returnsRows();
    }

    @Override
    public List<ColumnInfo> resultColumns() {
        return plan.columns();
    }
}
