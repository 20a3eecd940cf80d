package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.RoutineStatement.Call;

/**
 * CALL procedure(args): the argument types found by planning one SELECT of them (a quoted literal
 * stays unknown, as PostgreSQL resolves it), the procedure chosen among overloads, the arguments
 * evaluated, then the body run.
 */
final class CallExecutor {
    private CallExecutor() {
    }

    static void call(StatementRuntime rt, Call c) {
        List<BoundExpr> shapes = new ArrayList<>();
        if (!c.args().isEmpty()) {
            var plan = org.lanin.planner.plan.Planner.plan("SELECT " + String.join(", ", c.args()), rt.database(),
                    rt.session() == null ? org.lanin.planner.cost.PlannerSettings.DEFAULT : rt.session().settings().planner());
            for (int i = 0; i < c.args().size(); i++) {
                boolean literal = RoutineLexer.lex(c.args().get(i)).size() == 1
                        && RoutineLexer.lex(c.args().get(i)).get(0).kind() == RoutineLexer.Kind.STRING;
                shapes.add(new BoundExpr.Literal(null, literal ? DataType.UNKNOWN : plan.columns().get(i).type()));
            }
        }
        BindContext bc = new BindContext(rt.database().catalog().current(), rt.database());
        if (rt.session() != null) {
            bc.setPlannerSettings(rt.session().settings().planner());
        }
        Routines reg = Routines.of(rt.database());
        String schema = c.procedure().schema();
        String signature = c.procedure().name() + "(" + UserCalls.typeList(shapes) + ")";
        RoutineDef p = UserCalls.resolve(reg, bc, schema, c.procedure().name(), shapes, RoutineDef.RoutineKind.FUNCTION);
        if (p == null) {
            throw LaninException.withHint("No procedure matches the given name and argument types. You might need to add explicit type casts.",
                    RoutineMsg.PROCEDURE_MISSING, signature);
        }
        if (p.kind() != RoutineDef.RoutineKind.PROCEDURE) {
            throw LaninException.withHint("To call a function, use SELECT.", RoutineMsg.NOT_PROCEDURE, signature);
        }
        Object[] args = RoutineInvoker.evaluateArgs(rt, c.args(), p);
        RoutineInvoker.invoke(rt.exec(), rt.database(), p, args);
    }

    /** DO: the block as a nameless void function of no arguments, parsed and run once. */
    static void anonymous(StatementRuntime rt, RoutineStatement.Do d) {
        if (!d.language().equals("plpgsql")) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "DO in LANGUAGE " + d.language());
        }
        RoutineDef block = new RoutineDef(0, "pg_temp", "inline_code_block", RoutineDef.RoutineKind.PROCEDURE, List.of(),
                null, null, false, List.of(), "plpgsql", 'v', false, d.body(), null, null, new Object[1], null);
        Boolean outer = org.lanin.planner.routine.pl.PlTransactionControl.enterProcedure(rt.exec());
        try {
            org.lanin.planner.routine.pl.PlRunner.call(rt.exec(), rt.database(), block, new java.util.HashMap<>());
        } finally {
            org.lanin.planner.routine.pl.PlTransactionControl.restore(outer);
        }
    }
}
