package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.CastRules;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.expr.BoundExpr;

/**
 * Binds calls of user functions: overloads resolved by argument types (exact, then implicit
 * coercions, then parameter defaults), simple SQL functions inlined ({@link SqlInliner}), the rest
 * called at run time ({@link UserFunction}).
 */
public final class UserCalls {
    private UserCalls() {
    }

    /** The bound call, or null when no user function of that name fits (a built-in is tried next). */
    /**
     * A call of a user function, or null when none of the name takes {@code args}. A function whose
     * last parameter is VARIADIC takes an array there only when the call said VARIADIC
     * ({@code variadicGiven}), else its trailing arguments packed into one (as PostgreSQL matches it).
     */
    public static BoundExpr bind(ExprBinder b, String qualified, List<BoundExpr> args, boolean variadicGiven) {
        BindContext bc = b.context();
        Routines reg = Routines.existing(bc.database());
        if (reg == null) {
            return null;
        }
        int dot = qualified.indexOf('.');
        String schema = dot < 0 ? null : qualified.substring(0, dot);
        String name = dot < 0 ? qualified : qualified.substring(dot + 1);
        if (!reg.hasName(name)) {
            return null;
        }
        RoutineDef def = resolve(reg, bc, schema, name, args, RoutineDef.RoutineKind.FUNCTION);
        if (def != null && !variadicGiven && variadic(def)) { // without VARIADIC, only its expanded form matches
            def = null;
        }
        if (def == null && !variadicGiven) {
            List<BoundExpr> packed = packVariadic(b, reg, schema, name, args);
            if (packed == null) {
                return null;
            }
            args = packed;
            def = resolve(reg, bc, schema, name, args, RoutineDef.RoutineKind.FUNCTION);
        }
        if (def == null) {
            return null;
        }
        if (def.kind() == RoutineDef.RoutineKind.PROCEDURE) {
            throw LaninException.withHint("To call a procedure, use CALL.", RoutineMsg.IS_PROCEDURE, name + "(" + typeList(args) + ")");
        }
        if (def.setOf()) {
            return setCall(b, def, args);
        }
        List<BoundExpr> coerced = coerce(b, def, args);
        BoundExpr inlined = SqlInliner.inline(b, def, coerced);
        if (inlined != null) {
            return inlined;
        }
        if (def.volatility() == 'v') {
            bc.markLocksRows(); // a VOLATILE body may write: the statement needs a real transaction id
            bc.noteVolatileCall();
        }
        return new BoundExpr.Call(new UserFunction(def, bc.database()), coerced, def.returnType());
    }

    /**
     * A set-returning user function in the select list ({@code SELECT f(x) FROM t}): a ProjectSet
     * column like generate_series, whose body runs the function once per input row and hands out its
     * values, each converted to the declared type. Only functions returning one column; one returning
     * rows of several columns (a row type) needs composite values, which Lanin has not (0A000).
     */
    private static BoundExpr setCall(ExprBinder b, RoutineDef def, List<BoundExpr> args) {
        org.lanin.planner.bind.SetCalls.checkPlacement(b);
        DataType type = def.returnType();
        if (def.outColumns().size() > 1 || type == null || type.kind() == org.lanin.engine.type.TypeKind.UNKNOWN) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "a set-returning user function returning rows outside FROM");
        }
        if (def.volatility() == 'v') {
            b.context().markLocksRows();
            b.context().noteVolatileCall();
        }
        List<BoundExpr> coerced = coerce(b, def, args);
        List<DataType> argTypes = new ArrayList<>();
        coerced.forEach(a -> argTypes.add(a.type()));
        var db = b.context().database();
        org.lanin.engine.exec.SetFunctionBody body = (values, ctx) -> {
            Object out = RoutineInvoker.invoke(ctx, db, def, values.clone());
            @SuppressWarnings("unchecked")
            List<Object[]> rows = out == null ? List.of() : (List<Object[]>) out;
            return rows.stream().map(r -> {
                Object v = r.length == 0 ? null : r[0];
                return v == null || org.lanin.engine.type.ValueComparators.kindOf(v) == type.kind() ? v
                        : org.lanin.engine.type.Casts.assign(v, type);
            }).iterator();
        };
        return new BoundExpr.Call(new org.lanin.planner.func.SetReturningFunction(def.name(), argTypes, type, body), coerced, type);
    }

    static List<BoundExpr> coerce(ExprBinder b, RoutineDef def, List<BoundExpr> args) {
        List<RoutineParam> in = def.inputs();
        List<BoundExpr> out = new ArrayList<>();
        for (int i = 0; i < in.size(); i++) {
            DataType want = in.get(i).type();
            if (i < args.size()) {
                BoundExpr a = args.get(i);
                out.add(a.type().kind() == want.kind() ? a : b.coerce(a, want));
            } else {
                BoundExpr d = b.bind(org.lanin.planner.routine.SqlInliner.expression(in.get(i).defaultText()));
                out.add(d.type().kind() == want.kind() ? d : b.coerce(d, want));
            }
        }
        return out;
    }

    /** The best routine for these arguments through search_path; null when none is callable with them. */
    static RoutineDef resolve(Routines reg, BindContext bc, String schema, String name, List<BoundExpr> args,
                              RoutineDef.RoutineKind wanted) {
        CatalogSnapshot c = bc.catalog();
        List<String> schemas = schema != null ? List.of(schema) : bc.plannerSettings().searchPath().withImplicit(c);
        for (String s : schemas) {
            RoutineDef best = null;
            int bestScore = -1;
            int bestUnknowns = -1;
            boolean tie = false;
            for (RoutineDef r : reg.named(s, name)) {
                if ((wanted == RoutineDef.RoutineKind.AGGREGATE) != (r.kind() == RoutineDef.RoutineKind.AGGREGATE)) {
                    continue;
                }
                int score = score(r, args);
                int unknowns = score < 0 ? -1 : unknownsAsStrings(r, args);
                if (score > bestScore || score == bestScore && unknowns > bestUnknowns) {
                    best = r;
                    bestScore = score;
                    bestUnknowns = unknowns;
                    tie = false;
                } else if (score == bestScore && unknowns == bestUnknowns && score >= 0) {
                    tie = true;
                }
            }
            if (tie) {
                throw LaninException.withHint("Could not choose a best candidate function. You might need to add explicit type casts.",
                        RoutineMsg.AMBIGUOUS, name + "(" + typeList(args) + ")");
            }
            if (best != null) {
                return best;
            }
        }
        return null;
    }

    /**
     * {@code f(a, 1, 2, 3)} of a function declared {@code f(x int, VARIADIC xs int[])}: the arguments from
     * the VARIADIC parameter's position on, packed into an array of its element type (at least one, as
     * PostgreSQL requires); null when no function of the name has a VARIADIC parameter they convert to.
     */
    private static List<BoundExpr> packVariadic(ExprBinder b, Routines reg, String schema, String name, List<BoundExpr> args) {
        for (RoutineDef r : schema != null ? reg.named(schema, name) : allNamed(reg, b, name)) {
            List<RoutineParam> in = r.inputs();
            if (in.isEmpty() || in.get(in.size() - 1).mode() != RoutineParam.Mode.VARIADIC || args.size() < in.size()) {
                continue;
            }
            DataType element = in.get(in.size() - 1).type().elementType();
            boolean converts = true;
            for (BoundExpr a : args.subList(in.size() - 1, args.size())) {
                TypeKind from = a.type().kind();
                converts &= from == element.kind() || from == TypeKind.UNKNOWN
                        || !a.type().isArray() && CastRules.canCoerceImplicitly(from, element.kind());
            }
            if (!converts) {
                continue;
            }
            try {
                List<BoundExpr> out = new ArrayList<>(args.subList(0, in.size() - 1));
                out.add(b.arrayOf(args.subList(in.size() - 1, args.size()), element));
                return out;
            } catch (LaninException e) {
                // the trailing arguments do not convert to this function's element type
            }
        }
        return null;
    }

    private static boolean variadic(RoutineDef r) {
        List<RoutineParam> in = r.inputs();
        return !in.isEmpty() && in.get(in.size() - 1).mode() == RoutineParam.Mode.VARIADIC;
    }

    private static List<RoutineDef> allNamed(Routines reg, ExprBinder b, String name) {
        List<RoutineDef> out = new ArrayList<>();
        for (String s : b.context().plannerSettings().searchPath().withImplicit(b.context().catalog())) {
            out.addAll(reg.named(s, name));
        }
        return out;
    }

    static String typeList(List<BoundExpr> args) {
        List<String> t = new ArrayList<>();
        for (BoundExpr a : args) {
            t.add(a.type().kind() == TypeKind.UNKNOWN ? "unknown" : a.type().sqlName());
        }
        return String.join(", ", t);
    }

    /**
     * Among candidates equally good by {@link #score}, PostgreSQL's rule for unknown-type literals
     * (func_select_candidate): where an argument is an unknown literal, a parameter of the string
     * category wins, text (its preferred type) most. So digest('abc', 'sha256') is digest(text, text)
     * beside digest(bytea, text).
     */
    private static int unknownsAsStrings(RoutineDef r, List<BoundExpr> args) {
        List<RoutineParam> in = r.inputs();
        int n = 0;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).type().kind() == TypeKind.UNKNOWN) {
                TypeKind to = in.get(i).type().kind();
                n += to == TypeKind.TEXT ? 3 : to == TypeKind.VARCHAR || to == TypeKind.CHAR ? 2 : 0;
            }
        }
        return n;
    }

    /** -1: not callable; otherwise the number of exactly matching argument types. */
    private static int score(RoutineDef r, List<BoundExpr> args) {
        List<RoutineParam> in = r.inputs();
        if (args.size() > in.size()) {
            return -1;
        }
        for (int i = args.size(); i < in.size(); i++) {
            if (in.get(i).defaultText() == null) {
                return -1;
            }
        }
        int exact = 0;
        for (int i = 0; i < args.size(); i++) {
            TypeKind from = args.get(i).type().kind();
            TypeKind to = in.get(i).type().kind();
            if (from == to) {
                exact++;
            } else if (from != TypeKind.UNKNOWN && to != TypeKind.UNKNOWN && !CastRules.canCoerceImplicitly(from, to)) {
                return -1;
            }
        }
        return exact;
    }
}
