package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.List;
import java.util.function.Consumer;
import org.lanin.engine.type.DataType;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.RoutineStatement.*;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.LaninDatabase;

/** The entry point: a routine statement in SQL text to its {@link Plan}, or null for any other statement. */
public final class RoutinePlans {
    private RoutinePlans() {
    }

    private record RoutinePlan(String commandName, Kind kind, Consumer<StatementRuntime> action) implements Plan {
        @Override
        public List<ColumnInfo> columns() {
            return List.of();
        }

        @Override
        public List<DataType> parameterTypes() {
            return List.of();
        }

        @Override
        public Outcome execute(StatementRuntime runtime) {
            action.accept(runtime);
            return Outcome.command(commandName);
        }
    }

    /** The plan of {@code sql} when it is one of this package's statements; null otherwise. */
    public static Plan plan(String sql, LaninDatabase db) {
        RoutineStatement s = RoutineParser.parse(sql);
        if (s == null) {
            return null;
        }
        if (s instanceof Call c) {
            return new RoutinePlan("CALL", Plan.Kind.DML, rt -> CallExecutor.call(rt, c));
        }
        if (s instanceof Do d) {
            return new RoutinePlan("DO", Plan.Kind.DML, rt -> CallExecutor.anonymous(rt, d));
        }
        String tag = tag(s);
        Consumer<StatementRuntime> action;
        if (s instanceof CreateRoutine c) {
            action = rt -> RoutineDdl.create(rt, c);
        } else if (s instanceof CreateAggregate a) {
            action = rt -> RoutineDdl.createAggregate(rt, a);
        } else if (s instanceof DropRoutine d) {
            action = rt -> RoutineDdl.drop(rt, d);
        } else if (s instanceof AlterRoutine a) {
            action = rt -> RoutineDdl.alter(rt, a);
        } else if (s instanceof CreateTrigger t) {
            action = rt -> TriggerDdl.create(rt, t);
        } else if (s instanceof AlterRoutineOptions a) {
            action = rt -> RoutineAlterOptions.alter(rt, a);
        } else if (s instanceof CommentOnRoutine c) {
            action = rt -> RoutineComments.comment(rt, c);
        } else if (s instanceof CreateRule r) {
            action = rt -> RuleDdl.create(rt, r);
        } else if (s instanceof DropRule d) {
            action = rt -> RuleDdl.drop(rt, d);
        } else if (s instanceof DropTrigger d) {
            action = rt -> TriggerDdl.drop(rt, d);
        } else {
            EnableTrigger e = (EnableTrigger) s;
            action = rt -> TriggerDdl.enable(rt, e);
        }
        return new RoutinePlan(tag, Plan.Kind.DDL, action);
    }

    private static String tag(RoutineStatement s) {
        if (s instanceof CreateRoutine c) {
            return "CREATE " + c.kind();
        }
        if (s instanceof DropRoutine d) {
            return "DROP " + d.kind();
        }
        if (s instanceof AlterRoutine a) {
            return "ALTER " + a.kind();
        }
        if (s instanceof AlterRoutineOptions a) {
            return "ALTER " + a.kind();
        }
        if (s instanceof CommentOnRoutine) {
            return "COMMENT";
        }
        if (s instanceof CreateRule || s instanceof DropRule) {
            return s instanceof CreateRule ? "CREATE RULE" : "DROP RULE";
        }
        return s instanceof CreateAggregate ? "CREATE AGGREGATE" : s instanceof CreateTrigger ? "CREATE TRIGGER"
                : s instanceof DropTrigger ? "DROP TRIGGER" : s instanceof EnableTrigger ? "ALTER TABLE" : "CALL";
    }
}
