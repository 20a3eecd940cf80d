package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.cache.LiteralTemplates;
import org.lanin.planner.cache.NormalisedSql;
import org.lanin.planner.cache.PlanCache;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;

/**
 * A session's handle on a statement: the text, its normalised form, and the plan found for it
 * (refreshed after DDL). When the plan is the normalised one, the user's parameters and the
 * extracted literals are merged into the plan's marker order at execution.
 */
final class PreparedSqlImpl implements PreparedSql {
    private final String sql;
    private final LaninDatabase db;
    private final NormalisedSql normalised;
    private final boolean normalise;
    private volatile PlanCache.Lookup lookup;
    private volatile long version;
    /** A literal 'now' (RelativeTimeLiterals): planned at each execution. */
    private final boolean relativeTime;
    /** The first execution after a lookup reports that lookup's hit or miss; later ones reuse the plan. */
    private boolean lookupReported;

    private final java.util.function.Supplier<org.lanin.planner.cost.PlannerSettings> settings;
    private org.lanin.planner.cost.PlannerSettings plannedWith;

    PreparedSqlImpl(String sql, LaninDatabase db, boolean normalise, LiteralTemplates templates,
                    java.util.function.Supplier<org.lanin.planner.cost.PlannerSettings> settings) {
        this.sql = sql;
        this.db = db;
        this.settings = settings;
        this.normalised = templates.normalise(sql);
        this.normalise = normalise;
        this.relativeTime = RelativeTimeLiterals.present(sql);
        refresh();
    }

    /** The plan valid for the current catalog, the session's planner settings and its tables' sizes. */
    Plan plan() {
        if (version != db.catalog().current().version() || plannedWith != settings.get() || lookup.plan().stale()
                || relativeTime) {
            refresh();
        }
        return lookup.plan();
    }

    /** The plan found by the last successful look-up, without looking again (it may be stale). */
    Plan lastPlan() {
        PlanCache.Lookup l = lookup;
        return l == null ? null : l.plan();
    }

    /** The catalog version current when {@link #plan()} last looked the plan up (the plan is for it or newer). */
    long planVersion() {
        return version;
    }

    private void refresh() {
        long v = db.catalog().current().version();
        plannedWith = settings.get();
        lookup = db.lookup(sql, normalised, normalise, plannedWith);
        version = v;
        lookupReported = false;
    }

    /** The values for the plan's parameters; 08P01-style count errors name the user's count. */
    Object[] arguments(Object[] user) {
        int expected = parameterCount();
        if (user.length != expected) {
            throw LaninException.of(PlannerMsg.WRONG_PARAM_COUNT, user.length, expected);
        }
        return lookup.normalised() ? normalised.arguments(user) : user;
    }

    /** Whether this execution found its plan ready (a cache hit, or a plan kept since an earlier execution). */
    boolean takePlanCacheHit() {
        boolean hit = lookupReported || lookup.hit();
        lookupReported = true;
        return hit;
    }

    /** pg_stat_statements: one successful execution, its time and rows (returned, else affected). */
    void recordExecution(long nanos, Outcome out) {
        long rows = out.rows() != null ? out.rows().size() : Math.max(0, out.count());
        recordExecution(takePlanCacheHit(), nanos, rows);
    }

    /** As above, for a portal's rows once they are read. */
    void recordExecution(boolean planCacheHit, long nanos, long rows) {
        db.statementStatistics().record(normalised.text(), normalised.queryId(), nanos, rows, planCacheHit);
    }

    /** Text pg_stat_statements groups this statement under. */
    NormalisedSql normalised() {
        return normalised;
    }

    @Override
    public String sql() {
        return sql;
    }

    @Override
    public int parameterCount() {
        PlanCache.Lookup l = lookup;
        return l.normalised() ? normalised.userParamCount() : l.plan().parameterTypes().size();
    }

    @Override
    public List<DataType> parameterTypes() {
        PlanCache.Lookup l = lookup;
        List<DataType> planTypes = l.plan().parameterTypes();
        if (!l.normalised()) {
            return planTypes;
        }
        List<DataType> out = new ArrayList<>(normalised.userParamCount());
        for (int u = 0; u < normalised.userParamCount(); u++) {
            int m = normalised.markerOf(u);
            out.add(m < 0 || m >= planTypes.size() ? DataType.UNKNOWN : planTypes.get(m));
        }
        return out;
    }

    @Override
    public boolean returnsRows() {
        return lookup.plan().returnsRows();
    }

    @Override
    public List<ColumnInfo> resultColumns() {
        return lookup.plan().columns();
    }
}
