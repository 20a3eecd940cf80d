package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.expr.BoundExpr;

/**
 * The arguments of the jsonpath functions as PostgreSQL declares them: {@code (target jsonb, path
 * jsonpath [, vars jsonb [, silent boolean]])}. Lanin has no jsonpath type: the path is text, parsed
 * when the call runs. Anything else is 42883 naming the call's argument types.
 */
public final class JsonPathArgs {
    private static final List<DataType> TYPES = List.of(DataType.JSONB, DataType.TEXT, DataType.JSONB, DataType.BOOLEAN);

    private JsonPathArgs() {
    }

    public static boolean isPathFunction(String name) {
        return name.startsWith("jsonb_path_") && !name.equals("jsonb_path_ops");
    }

    /** The arguments coerced to their declared types; 42883 for a wrong count or a non-jsonb target. */
    public static List<BoundExpr> typed(ExprBinder b, String name, List<BoundExpr> args) {
        TypeKind target = args.isEmpty() ? null : args.get(0).type().kind();
        if (args.size() < 2 || args.size() > 4 || target != TypeKind.JSONB && target != TypeKind.UNKNOWN) {
            StringBuilder sig = new StringBuilder();
            for (BoundExpr a : args) {
                sig.append(sig.length() == 0 ? "" : ", ").append(a.type().sqlName());
            }
            throw LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, sig.toString());
        }
        List<BoundExpr> typed = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            typed.add(b.coerce(args.get(i), TYPES.get(i)));
        }
        return typed;
    }
}
