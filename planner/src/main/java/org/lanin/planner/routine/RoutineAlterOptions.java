package org.lanin.planner.routine;

import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.RoutineStatement.AlterRoutineOptions;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.Routines;

/**
 * ALTER FUNCTION | PROCEDURE | ROUTINE with actions (AlterFunction in functioncmds.c): the
 * routine gets a new version with the volatility, strictness and attributes named changed and the
 * rest as they were; plans that inlined or resolved it are made again.
 */
final class RoutineAlterOptions {
    private RoutineAlterOptions() {
    }

    static void alter(StatementRuntime rt, AlterRoutineOptions a) {
        Routines reg = Routines.of(rt.database());
        RoutineDef r = RoutineDdl.find(rt, a.target().name(), RoutineDdl.types(rt, a.target().argTypes()), a.kind(), true);
        RoutineAttributes attrs = RoutineConfig.fromCurrent(rt, a.options().applyTo(r.attrs(), r.setOf()));
        char volatility = a.volatility() != null ? a.volatility() : r.volatility();
        boolean strict = a.strict() != null ? a.strict() : r.strict();
        reg.put(r, r.withOptions(volatility, strict, attrs));
        RoutineDdl.invalidatePlans(rt);
    }
}
