package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.SqlRunner.Value;
import org.lanin.planner.session.LaninDatabase;

/** Calls a routine with argument values: SQL bodies statement by statement, PL/pgSQL through {@link org.lanin.planner.routine.pl.PlRunner}. */
public final class RoutineInvoker {
    private RoutineInvoker() {
    }

    /** The arguments as names ({@code $n} and parameter names) for SQL text. */
    public static Map<String, Value> arguments(RoutineDef r, Object[] args) {
        Map<String, Value> names = new HashMap<>();
        List<RoutineParam> in = r.inputs();
        for (int i = 0; i < in.size(); i++) {
            Value v = new Value(i < args.length ? args[i] : null, in.get(i).type());
            names.put("$" + (i + 1), v);
            if (in.get(i).name() != null) {
                names.put(in.get(i).name(), v);
            }
        }
        return names;
    }

    /**
     * Runs {@code r}: a scalar function's value, a set-returning function's rows (List of Object[]),
     * null for a procedure.
     */
    public static Object invoke(ExecContext ctx, LaninDatabase db, RoutineDef r, Object[] args) {
        if (r.returnsTrigger()) {
            throw LaninException.of(RoutineMsg.TRIGGER_CALLED_DIRECTLY);
        }
        if (r.strict()) {
            for (Object a : args) {
                if (a == null) {
                    return r.setOf() ? List.of() : null;
                }
            }
        }
        if (r.returnType() != null && r.returnType().kind() == TypeKind.UNKNOWN && !r.returnsVoid() && !r.setOf()) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "a function returning " + r.returnTypeName());
        }
        // a procedure with SET or SECURITY DEFINER may not end transactions (2D000), as in PostgreSQL
        boolean transactionControl = r.kind() == RoutineDef.RoutineKind.PROCEDURE && r.attrs().config().isEmpty()
                && !r.attrs().securityDefiner();
        return RoutineConfig.around(ctx, r, () -> {
            Boolean outer = transactionControl ? org.lanin.planner.routine.pl.PlTransactionControl.enterProcedure(ctx)
                    : org.lanin.planner.routine.pl.PlTransactionControl.enterFunction();
            try {
                if (r.language().equals("plpgsql")) {
                    return org.lanin.planner.routine.pl.PlRunner.call(ctx, db, r, arguments(r, args));
                }
                return sqlBody(ctx, db, r, arguments(r, args));
            } finally {
                org.lanin.planner.routine.pl.PlTransactionControl.restore(outer);
            }
        });
    }

    private static Object sqlBody(ExecContext ctx, LaninDatabase db, RoutineDef r, Map<String, Value> names) {
        List<String> statements = SqlBodies.split(r.body());
        SqlRunner.Result last = null;
        for (String s : statements) {
            last = SqlRunner.run(ctx, db, s, SqlRunner.of(names));
        }
        if (r.returnType() == null || r.returnsVoid()) {
            return null;
        }
        if (last == null || last.columns().isEmpty()) {
            throw LaninException.of(RoutineMsg.RETURN_TYPE_MISMATCH, r.returnTypeName());
        }
        if (r.setOf()) {
            List<Object[]> rows = new ArrayList<>();
            for (Object[] row : last.rows()) {
                rows.add(row);
            }
            return rows;
        }
        if (last.rows().isEmpty()) {
            return null;
        }
        Object v = last.rows().get(0)[0];
        DataType from = last.columns().get(0).type();
        return v == null || from.kind() == r.returnType().kind() ? v : Casts.assign(v, from, r.returnType());
    }

    /** CALL's arguments: one SELECT of the argument expressions, cast to the parameter types. */
    static Object[] evaluateArgs(StatementRuntime rt, List<String> args, RoutineDef r) {
        if (args.isEmpty()) {
            return new Object[0];
        }
        StringBuilder b = new StringBuilder("SELECT ");
        List<RoutineParam> in = r.inputs();
        for (int i = 0; i < args.size(); i++) {
            b.append(i == 0 ? "" : ", ").append("CAST((").append(args.get(i)).append(") AS ")
                    .append(i < in.size() ? in.get(i).type().sqlName() : "text").append(')');
        }
        SqlRunner.Result res = SqlRunner.run(rt.exec(), rt.database(), b.toString(), (n, f) -> null);
        return res.rows().get(0);
    }
}
