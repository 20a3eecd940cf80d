package org.lanin.planner.plan;

import java.sql.ResultSetMetaData;
import java.util.List;
import java.util.function.Function;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.UtilityStatement;
import org.lanin.planner.parse.UtilityStatement.*;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.Setting;

/**
 * Plans for transaction control, settings, VACUUM and ANALYZE: they act on the session or on a
 * table's upkeep, not on its rows.
 */
final class UtilityPlans {
    private UtilityPlans() {
    }

    /** A utility plan: the command tag and what it does to the session. */
    private record UtilityPlan(Kind kind, String commandName, List<ColumnInfo> columns,
                               Function<StatementRuntime, Outcome> action) implements Plan {
        @Override
        public List<DataType> parameterTypes() {
            return List.of();
        }

        @Override
        public Outcome execute(StatementRuntime runtime) {
            return action.apply(runtime);
        }
    }

    /**
     * FETCH: it returns rows, under its cursor's columns, which are known only when it runs (the
     * plan is cached by text and a cursor of the name may be declared again with other columns).
     */
    private record FetchPlan(FetchCursor fetch) implements Plan {
        @Override
        public Kind kind() {
            return Plan.Kind.SESSION;
        }

        @Override
        public String commandName() {
            return "FETCH";
        }

        @Override
        public List<ColumnInfo> columns() {
            return List.of();
        }

        @Override
        public boolean returnsRows() {
            return true;
        }

        @Override
        public List<DataType> parameterTypes() {
            return List.of();
        }

        @Override
        public Outcome execute(StatementRuntime runtime) {
            return runtime.session().fetchCursor(fetch);
        }
    }

    private static Plan tx(String tag, java.util.function.Consumer<StatementRuntime> action) {
        return new UtilityPlan(Plan.Kind.TRANSACTION, tag, List.of(), rt -> {
            action.accept(rt);
            return Outcome.command(tag);
        });
    }

    private static Plan session(String tag, java.util.function.Consumer<StatementRuntime> action) {
        return new UtilityPlan(Plan.Kind.SESSION, tag, List.of(), rt -> {
            action.accept(rt);
            return Outcome.command(tag);
        });
    }

    static Plan of(UtilityStatement u) {
        if (u instanceof Begin b) {
            return tx("BEGIN", rt -> {
                rt.session().begin(b.isolation(), b.readOnly());
                if (b.deferrable() != null) {
                    rt.session().setSetting("transaction_deferrable", b.deferrable() ? "on" : "off");
                }
            });
        }
        if (u instanceof Commit c) {
            return new UtilityPlan(Plan.Kind.TRANSACTION, "COMMIT", List.of(), rt -> {
                Chain chain = c.chain() ? Chain.of(rt, "COMMIT") : null;
                boolean committed = rt.session().commitBlock();
                if (chain != null) {
                    chain.begin(rt);
                }
                return Outcome.command(committed ? "COMMIT" : "ROLLBACK");
            });
        }
        if (u instanceof Rollback r) {
            return tx("ROLLBACK", rt -> {
                Chain chain = r.chain() ? Chain.of(rt, "ROLLBACK") : null;
                rt.session().rollback();
                if (chain != null) {
                    chain.begin(rt);
                }
            });
        }
        if (u instanceof Savepoint s) {
            return tx("SAVEPOINT", rt -> rt.session().setSavepoint(s.name()));
        }
        if (u instanceof RollbackTo r) {
            return tx("ROLLBACK", rt -> rt.session().rollbackToSavepoint(r.name()));
        }
        if (u instanceof Release r) {
            return tx("RELEASE", rt -> rt.session().releaseSavepoint(r.name()));
        }
        if (u instanceof SetTransaction s) {
            return tx("SET", rt -> setTransaction(rt, s));
        }
        if (u instanceof Set s) {
            return session("SET", rt -> {
                if (s.local()) {
                    rt.session().setLocalSetting(s.name(), s.value());
                } else {
                    rt.session().setSetting(s.name(), s.value());
                }
            });
        }
        if (u instanceof AlterDefaults a) {
            return session(a.role() ? "ALTER ROLE" : "ALTER DATABASE", rt -> {
                if (a.role() && !a.target().equals(Setting.SESSION_USER)
                        && org.lanin.planner.routine.catalog.Routines.of(rt.database()).role(a.target()) != null) {
                    return; // a role CREATE ROLE made: every session logs in as the session user, so none would read it
                }
                rt.database().sessionDefaults().alter(a, org.lanin.planner.catalogview.SystemView.sqlName(rt.database().name()));
            });
        }
        if (u instanceof Reset r) {
            return session("RESET", rt -> reset(rt, r.name()));
        }
        if (u instanceof Show s) {
            return show(s.name());
        }
        if (u instanceof Vacuum v) {
            return session("VACUUM", rt -> VacuumPlan.run(rt, v));
        }
        if (u instanceof Analyze a) {
            // a QUERY-kind plan: it runs in the session's transaction with a snapshot, as a read-only statement
            return new UtilityPlan(Plan.Kind.QUERY, "ANALYZE", List.of(), rt -> {
                AnalyzePlan.run(rt, a);
                return Outcome.command("ANALYZE");
            });
        }
        if (u instanceof UtilityStatement.Checkpoint) {
            return session("CHECKPOINT", rt -> rt.database().checkpoint());
        }
        if (u instanceof SetConstraints c) {
            // a QUERY-kind plan: IMMEDIATE runs waiting checks with the transaction's snapshot
            return new UtilityPlan(Plan.Kind.QUERY, "SET CONSTRAINTS", List.of(), rt -> {
                SetConstraintsPlan.run(rt, c);
                return Outcome.command("SET CONSTRAINTS");
            });
        }
        if (u instanceof UtilityStatement.Prepare p) {
            return session("PREPARE", rt -> rt.session().namedStatements().prepare(p.sql()));
        }
        if (u instanceof UtilityStatement.Deallocate d) {
            return session(d.name() == null ? "DEALLOCATE ALL" : "DEALLOCATE", rt -> rt.session().namedStatements().deallocate(d.name()));
        }
        if (u instanceof DeclareCursor d) {
            return session("DECLARE CURSOR", rt -> rt.session().declareCursor(d));
        }
        if (u instanceof FetchCursor f) {
            return f.move() ? new UtilityPlan(Plan.Kind.SESSION, "MOVE", List.of(), rt -> rt.session().fetchCursor(f))
                    : new FetchPlan(f);
        }
        if (u instanceof CloseCursor c) {
            return session(c.name() == null ? "CLOSE CURSOR ALL" : "CLOSE CURSOR", rt -> rt.session().closeCursor(c.name()));
        }
        if (u instanceof Discard d) {
            return session("DISCARD " + d.what(), rt -> DiscardPlan.run(rt, d.what()));
        }
        NoOp n = (NoOp) u;
        return session(n.tag(), rt -> { });
    }

    private static void setTransaction(StatementRuntime rt, SetTransaction s) {
        if (s.sessionDefault()) {
            if (s.isolation() != null) {
                rt.session().setSetting("default_transaction_isolation", org.lanin.planner.session.IsolationNames.nameOf(s.isolation()));
            }
            if (s.readOnly() != null) {
                rt.session().setSetting("default_transaction_read_only", s.readOnly() ? "on" : "off");
            }
            if (s.deferrable() != null) {
                rt.session().setSetting("default_transaction_deferrable", s.deferrable() ? "on" : "off");
            }
            return;
        }
        if (s.deferrable() != null) {
            rt.session().setSetting("transaction_deferrable", s.deferrable() ? "on" : "off");
        }
        if (s.isolation() != null) {
            rt.session().setTransactionIsolation(s.isolation());
        }
        if (s.readOnly() != null) {
            rt.session().setTransactionReadOnly(s.readOnly());
        }
    }

    /**
     * COMMIT / ROLLBACK AND CHAIN: the ending block's characteristics, for the block that starts
     * right after it (25P01 outside a block, as PostgreSQL).
     */
    private record Chain(String isolation, boolean readOnly, boolean deferrable) {
        static Chain of(StatementRuntime rt, String command) {
            if (!rt.session().inTransactionBlock()) {
                throw LaninException.of(PlannerMsg.NO_TRANSACTION_FOR_SAVEPOINT, command + " AND CHAIN");
            }
            return new Chain(rt.session().getSetting("transaction_isolation"), Setting.isOn(rt.session().getSetting("transaction_read_only")),
                    Setting.isOn(rt.session().getSetting("transaction_deferrable")));
        }

        void begin(StatementRuntime rt) {
            rt.session().begin(org.lanin.planner.session.IsolationNames.isolationOf(isolation), readOnly);
            if (deferrable) {
                rt.session().setSetting("transaction_deferrable", "on");
            }
        }
    }


    private static void reset(StatementRuntime rt, String name) {
        if (name != null) {
            rt.session().resetSetting(name);
        } else {
            resetAll(rt);
        }
    }

    /** RESET ALL: every setting a session may change goes back to its default. */
    static void resetAll(StatementRuntime rt) {
        for (Setting s : Setting.values()) {
            if (!s.connectOnly() && s != Setting.SERVER_VERSION && s != Setting.MAX_IDENTIFIER_LENGTH) {
                rt.session().resetSetting(s.key());
            }
        }
    }

    private static Plan show(String name) {
        String key = name.equals("transaction") ? "transaction_isolation" : name;
        Setting.of(key);
        List<ColumnInfo> cols = List.of(new ColumnInfo(key, key, "", DataType.TEXT, ResultSetMetaData.columnNoNulls));
        return new UtilityPlan(Plan.Kind.SESSION, "SHOW", cols,
                rt -> Outcome.rows(List.<Object[]>of(new Object[] {rt.session().getSetting(key)})));
    }
}
