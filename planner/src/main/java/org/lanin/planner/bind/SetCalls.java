package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.GenerateSeries;
import org.lanin.engine.exec.SetFunctionBody;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.func.SetFunctionMsg;
import org.lanin.planner.func.SetReturningFunction;

/**
 * Set-returning function calls in expressions ({@code SELECT generate_series(1, 3)}): PostgreSQL's
 * placement rules (check_srf_call_placement: the select list, ORDER BY and GROUP BY take them;
 * WHERE, HAVING, JOIN conditions, LIMIT, VALUES, UPDATE, RETURNING... are 0A000; aggregate and
 * window arguments, CASE and COALESCE are 0A000 with PostgreSQL's hint), then the signature
 * ({@link SetFunctionSignatures}). The result is a {@code Call} of a {@link SetReturningFunction},
 * which planning turns into a ProjectSet column.
 */
public final class SetCalls {
    private SetCalls() {
    }

    public static boolean isSetReturning(String name) {
        return SetFunctionSignatures.NAMES.contains(name);
    }

    static BoundExpr bind(ExprBinder b, String name, List<BoundExpr> args) {
        checkPlacement(b);
        return SetFunctionSignatures.resolve(b, name, args);
    }

    /** name(args) typed as a set-returning call, for FROM (where placement is the FROM binder's concern). */
    public static BoundExpr.Call resolve(ExprBinder b, String name, List<BoundExpr> args) {
        return SetFunctionSignatures.resolve(b, name, args);
    }

    /** PostgreSQL's placement rules for a set-returning call (also a user function's, org.lanin.planner.routine.UserCalls). */
    public static void checkPlacement(ExprBinder b) {
        if (b.clause != null) {
            switch (b.clause) {
                case "GROUP BY" -> {
                    return;
                }
                case ExprBinder.AGGREGATE_ARGUMENT ->
                    throw LaninException.withHint(SetFunctionMsg.LATERAL_HINT, SetFunctionMsg.IN_AGGREGATE);
                case "FROM" -> throw LaninException.of(SetFunctionMsg.NOT_TOP_LEVEL_FROM);
                case "INSERT" -> throw LaninException.of(SetFunctionMsg.NOT_SUPPORTED_HERE, "INSERT ... VALUES");
                default -> throw LaninException.of(SetFunctionMsg.NOT_ALLOWED, b.clause);
            }
        }
        if (b.windows == null) {
            if (b.windowClause == null) { // a window call's argument or definition
                throw LaninException.withHint(SetFunctionMsg.LATERAL_HINT, SetFunctionMsg.IN_WINDOW);
            }
            if (b.windowClause.equals("HAVING")) {
                throw LaninException.of(SetFunctionMsg.NOT_ALLOWED, "HAVING");
            }
        }
    }

    /** True when {@code e} holds a set-returning call anywhere (subqueries aside: theirs run there). */
    public static boolean contains(BoundExpr e) {
        if (e == null) {
            return false;
        }
        if (isCall(e)) {
            return true;
        }
        if (BoundExprs.isSubquery(e) || e instanceof BoundExpr.Rebased) {
            return false;
        }
        for (BoundExpr c : BoundExprs.children(e)) {
            if (contains(c)) {
                return true;
            }
        }
        return false;
    }

    public static boolean isCall(BoundExpr e) {
        return e instanceof BoundExpr.Call c && c.function() instanceof SetReturningFunction;
    }

    /** PostgreSQL's check after binding a CASE: a set in a WHEN condition is 42804, in a result 0A000. */
    static void checkCase(List<BoundExpr> whens, List<BoundExpr> results) {
        for (BoundExpr w : whens) {
            if (contains(w)) {
                throw LaninException.of(SetFunctionMsg.CASE_CONDITION);
            }
        }
        for (BoundExpr r : results) {
            if (contains(r)) {
                throw LaninException.withHint(SetFunctionMsg.LATERAL_HINT, SetFunctionMsg.NOT_ALLOWED, "CASE");
            }
        }
    }

    /** COALESCE (and the other conditional forms PostgreSQL names) may not hold a set-returning call. */
    static void checkConditional(List<BoundExpr> args, String form) {
        for (BoundExpr a : args) {
            if (contains(a)) {
                throw LaninException.withHint(SetFunctionMsg.LATERAL_HINT, SetFunctionMsg.NOT_ALLOWED, form);
            }
        }
    }

    static LaninException noFunction(String name, List<BoundExpr> args) {
        return LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, signature(args));
    }

    static LaninException notUnique(String name, List<BoundExpr> args) {
        return LaninException.withHint(SetFunctionMsg.AMBIGUOUS_HINT, SetFunctionMsg.NOT_UNIQUE, name, signature(args));
    }

    private static String signature(List<BoundExpr> args) {
        StringBuilder sb = new StringBuilder();
        for (BoundExpr a : args) {
            sb.append(sb.length() == 0 ? "" : ", ").append(a.type().kind() == TypeKind.UNKNOWN ? "unknown" : a.type().sqlName());
        }
        return sb.toString();
    }

    static BoundExpr.Call call(String name, List<BoundExpr> typed, DataType result, SetFunctionBody body) {
        List<DataType> types = new ArrayList<>();
        for (BoundExpr a : typed) {
            types.add(a.type());
        }
        return new BoundExpr.Call(new SetReturningFunction(name, types, result, body), typed, result);
    }

    static SetFunctionBody series(TypeKind k) {
        return switch (k) {
            case INTEGER -> GenerateSeries.integers(false);
            case BIGINT -> GenerateSeries.integers(true);
            case NUMERIC -> GenerateSeries.numerics();
            default -> GenerateSeries.timestamps();
        };
    }

}
