package org.lanin.planner.routine;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.RoutineStatement.Call;

/** CALL procedure(args): the arguments evaluated by one SELECT, then the body run. */
final class CallExecutor {
    private CallExecutor() {
    }

    static void call(StatementRuntime rt, Call c) {
        RoutineDef p = RoutineDdl.find(rt, c.procedure(), null, RoutineDef.RoutineKind.PROCEDURE, false);
        if (p == null) {
            throw LaninException.of(RoutineMsg.PROCEDURE_MISSING, c.procedure() + "(" + "?".repeat(0) + ")");
        }
        if (p.kind() != RoutineDef.RoutineKind.PROCEDURE) {
            throw LaninException.of(RoutineMsg.NOT_PROCEDURE, p.signature());
        }
        Object[] args = RoutineInvoker.evaluateArgs(rt, c.args(), p);
        RoutineInvoker.invoke(rt.exec(), rt.database(), p, args);
    }
}
