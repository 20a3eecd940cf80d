package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.LaninDatabase;

/** A call of a user function that is not inlined: the body runs per call in the statement's transaction. */
record UserFunction(RoutineDef def, LaninDatabase db) implements ScalarFunction {
    @Override
    public String name() {
        return def.name();
    }

    @Override
    public List<DataType> argTypes() {
        return def.inputTypes();
    }

    @Override
    public DataType resultType() {
        return def.returnType();
    }

    @Override
    public boolean strict() {
        return def.strict();
    }

    @Override
    public Volatility volatility() {
        // never folded at plan time: the body needs the statement's context (transaction, session)
        return Volatility.VOLATILE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        return RoutineInvoker.invoke((ExecContext) ctx, db, def, args);
    }
}
