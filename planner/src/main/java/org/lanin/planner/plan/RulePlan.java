package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.DataType;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.session.ColumnInfo;

/**
 * A statement its table's rewrite rules turned into several queries (org.lanin.planner.rewrite):
 * runs them in order in the statement's transaction, each with the next command id over the
 * statement's snapshot so it sees what those before it wrote (PostgreSQL's PortalRunMulti), and
 * reports the row count of the one query that sets the command tag, or 0 when none does.
 */
final class RulePlan implements Plan, Explainable {
    private final List<Plan> queries;
    private final int tagQuery;
    private final String command;
    private final List<DataType> params;

    RulePlan(List<Plan> queries, int tagQuery, String command, List<DataType> params) {
        this.queries = List.copyOf(queries);
        this.tagQuery = tagQuery;
        this.command = command;
        this.params = List.copyOf(params);
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
        return tagQuery < 0 ? List.of() : queries.get(tagQuery).columns();
    }

    @Override
    public List<DataType> parameterTypes() {
        return params;
    }

    @Override
    public Outcome execute(StatementRuntime rt) {
        Outcome tagged = null;
        ExecContext ctx = rt.exec();
        for (int i = 0; i < queries.size(); i++) {
            if (i > 0) {
                ctx = ctx.nextCommand();
            }
            Outcome o = queries.get(i).execute(Runtimes.of(rt, ctx));
            if (i == tagQuery) {
                tagged = o;
            }
        }
        return tagged != null ? tagged : new Outcome(null, 0, command.equals("INSERT") ? "INSERT 0 0" : command + " 0");
    }

    /** Every query's tables: the last was planned in the statement's context after the others, so its list holds all. */
    @Override
    public List<org.lanin.engine.lock.TableLock> locks() {
        return queries.isEmpty() ? List.of() : queries.get(queries.size() - 1).locks();
    }

    @Override
    public boolean stale() {
        return queries.stream().anyMatch(Plan::stale);
    }

    @Override
    public String commandName() {
        return command;
    }

    @Override
    public PhysicalNode explainRoot() {
        if (queries.isEmpty()) {
            return null;
        }
        Plan shown = queries.get(tagQuery < 0 ? 0 : tagQuery);
        return shown instanceof Explainable e ? e.explainRoot() : null;
    }

    /** A runtime that runs a query in {@code ctx}, to completion. */
    private static final class Runtimes {
        static StatementRuntime of(StatementRuntime rt, ExecContext ctx) {
            return new StatementRuntime() {
                @Override
                public ExecContext exec() {
                    return ctx;
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
                    return rt.maxRows();
                }
            };
        }
    }
}
