package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.Aggregate;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.Aggregates;

/**
 * CREATE AGGREGATE over SQL state functions: the state function's body is bound once per call site
 * as an expression over the row (state, value), so accumulating costs an expression evaluation,
 * not a statement. State functions that are not a single SQL expression are refused (0A000).
 */
public final class UserAggregates {
    private UserAggregates() {
    }

    public static boolean isAggregate(ExprBinder b, String qualified) {
        Routines reg = Routines.existing(b.context().database());
        if (reg == null) {
            return false;
        }
        String name = qualified.substring(qualified.indexOf('.') + 1);
        for (RoutineDef r : reg.all()) {
            if (r.kind() == RoutineDef.RoutineKind.AGGREGATE && r.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** The aggregate for a call of {@code qualified} on {@code arg}, or null when it is not a user aggregate. */
    public static Aggregates.Resolved resolve(ExprBinder b, String qualified, BoundExpr arg) {
        if (!isAggregate(b, qualified)) {
            return null;
        }
        Routines reg = Routines.existing(b.context().database());
        int dot = qualified.indexOf('.');
        String schema = dot < 0 ? null : qualified.substring(0, dot);
        String name = qualified.substring(dot + 1);
        List<BoundExpr> args = arg == null ? List.of() : List.of(arg);
        RoutineDef agg = UserCalls.resolve(reg, b.context(), schema, name, args, RoutineDef.RoutineKind.AGGREGATE);
        if (agg == null) {
            throw LaninException.of(RoutineMsg.FUNCTION_MISSING, name + "(" + UserCalls.typeList(args) + ")");
        }
        RoutineDef.AggregateInfo info = agg.aggregate();
        RoutineDef sfunc = byKey(reg, info.sfunc(), agg.inputTypes().size() + 1);
        DataType argType = agg.inputTypes().isEmpty() ? null : agg.inputTypes().get(0);
        List<BoundExpr> slots = new ArrayList<>();
        slots.add(new BoundExpr.ColumnRef(0, info.stype(), "state", ""));
        if (argType != null) {
            slots.add(new BoundExpr.ColumnRef(1, argType, "value", ""));
        }
        BoundExpr step = SqlInliner.bindBody(b, sfunc, slots);
        if (step == null) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "an aggregate whose state function is not a single SQL expression");
        }
        RowExpr finalStep = null;
        if (info.finalFunc() != null) {
            RoutineDef ffunc = byKey(reg, info.finalFunc(), 1);
            BoundExpr f = SqlInliner.bindBody(b, ffunc, List.of(new BoundExpr.ColumnRef(0, info.stype(), "state", "")));
            if (f == null) {
                throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "an aggregate whose final function is not a single SQL expression");
            }
            finalStep = org.lanin.planner.compile.ExprCompiler.compile(f);
        }
        Object init = info.initCond() == null ? null : Casts.cast(info.initCond(), DataType.TEXT, info.stype());
        UserAggregate fn = new UserAggregate(org.lanin.planner.compile.ExprCompiler.compile(step), finalStep, init, sfunc.strict());
        return new Aggregates.Resolved(fn, argType, agg.returnType());
    }

    private static RoutineDef byKey(Routines reg, String key, int arity) {
        int dot = key.indexOf('.');
        for (RoutineDef r : reg.named(key.substring(0, dot), key.substring(dot + 1))) {
            if (r.inputs().size() == arity) {
                return r;
            }
        }
        throw LaninException.of(RoutineMsg.FUNCTION_MISSING, key);
    }

    /** The state machine: the state in a one-element box so a NULL state is a state. */
    private record UserAggregate(RowExpr step, RowExpr finalStep, Object init, boolean strict) implements Aggregate {
        /** Pure expressions only read their row; this context stands in for the statement's. */
        private static final ExecContext PURE = new ExecContext(new Object[0], null, null, null, java.time.Instant.EPOCH, 0, 0);

        @Override
        public Object newState() {
            return new Object[] {init, Boolean.FALSE};
        }

        @Override
        public Object accumulate(Object state, Object value) {
            Object[] box = (Object[]) state;
            if (strict && box[0] == null && box[1] == Boolean.FALSE) {
                box[0] = value; // PostgreSQL: a strict state function without INITCOND starts from the first input
                box[1] = Boolean.TRUE;
                return box;
            }
            if (strict && (value == null || box[0] == null)) {
                return box;
            }
            box[0] = step.eval(new Object[] {box[0], value}, PURE);
            box[1] = Boolean.TRUE;
            return box;
        }

        @Override
        public Object finish(Object state) {
            Object s = ((Object[]) state)[0];
            return finalStep == null ? s : finalStep.eval(new Object[] {s}, PURE);
        }

        @Override
        public boolean skipsNulls() {
            return strict;
        }
    }
}
