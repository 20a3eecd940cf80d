package org.lanin.planner.bind;

import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.array.ArrayConcat;
import org.lanin.engine.func.array.ArrayDimensions;
import org.lanin.engine.func.array.ArraySearch;
import org.lanin.engine.func.array.ArrayStrings;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;

/**
 * The named array functions (array_length, cardinality, array_append, array_position,
 * string_to_array, ...), typed as {@link ArrayCalls} types the operators. {@link #bind} returns
 * null for a name that is not one of them.
 */
final class ArrayFunctions {
    private static final Set<String> NAMES = Set.of("array_length", "array_lower", "array_upper", "array_ndims",
            "array_dims", "cardinality", "array_append", "array_prepend", "array_cat", "array_remove",
            "array_replace", "array_position", "array_positions", "string_to_array", "array_to_string", "unnest",
            "generate_subscripts", "trim_array");

    private ArrayFunctions() {
    }

    static BoundExpr bind(ExprBinder b, String name, List<BoundExpr> args) {
        if (!NAMES.contains(name)) {
            return null;
        }
        int n = args.size();
        return switch (name) {
            case "array_length", "array_lower", "array_upper" -> {
                arity(name, args, 2, 2);
                BoundExpr a = array(b, args.get(0), name, args);
                BoundExpr dim = Coercion.to(args.get(1), DataType.INTEGER, b.bc);
                yield call(name, List.of(a, dim), DataType.INTEGER, true, v -> dimension(name, (ArrayValue) v[0], (Integer) v[1]));
            }
            case "trim_array" -> {
                arity(name, args, 2, 2);
                BoundExpr a = array(b, args.get(0), name, args);
                BoundExpr count = Coercion.to(args.get(1), DataType.INTEGER, b.bc);
                yield call(name, List.of(a, count), a.type(), true,
                        v -> ArrayDimensions.trim((ArrayValue) v[0], (Integer) v[1]));
            }
            case "array_ndims" -> unary(b, name, args, DataType.INTEGER, a -> ArrayDimensions.ndims(a));
            case "array_dims" -> unary(b, name, args, DataType.TEXT, a -> ArrayDimensions.dims(a));
            case "cardinality" -> unary(b, name, args, DataType.INTEGER, a -> ArrayDimensions.cardinality(a));
            case "array_append" -> {
                arity(name, args, 2, 2);
                yield ArrayCalls.append(b, args.get(0), args.get(1));
            }
            case "array_prepend" -> {
                arity(name, args, 2, 2);
                yield ArrayCalls.prepend(b, args.get(0), args.get(1));
            }
            case "array_cat" -> {
                arity(name, args, 2, 2);
                BoundExpr[] u = ArrayCalls.unifyArrays(b, args.get(0), args.get(1), name);
                yield call(name, List.of(u[0], u[1]), u[0].type(), false,
                        v -> ArrayConcat.cat((ArrayValue) v[0], (ArrayValue) v[1]));
            }
            case "array_remove" -> {
                arity(name, args, 2, 2);
                BoundExpr[] u = ArrayCalls.arrayAndElement(b, args.get(0), args.get(1), name);
                yield call(name, List.of(u[0], u[1]), u[0].type(), false,
                        v -> v[0] == null ? null : ArraySearch.remove((ArrayValue) v[0], v[1]));
            }
            case "array_replace" -> {
                arity(name, args, 3, 3);
                BoundExpr[] u = ArrayCalls.arrayAndElement(b, args.get(0), args.get(1), name);
                BoundExpr to = Coercion.to(args.get(2), u[0].type().elementType(), b.bc);
                yield call(name, List.of(u[0], u[1], to), u[0].type(), false,
                        v -> v[0] == null ? null : ArraySearch.replace((ArrayValue) v[0], v[1], v[2]));
            }
            case "array_position" -> position(b, name, args, n);
            case "array_positions" -> {
                arity(name, args, 2, 2);
                BoundExpr[] u = ArrayCalls.arrayAndElement(b, args.get(0), args.get(1), name);
                yield call(name, List.of(u[0], u[1]), DataType.arrayOf(DataType.INTEGER), false,
                        v -> v[0] == null ? null : ArraySearch.positions((ArrayValue) v[0], v[1]));
            }
            case "string_to_array" -> {
                arity(name, args, 2, 3);
                List<BoundExpr> t = texts(b, args);
                yield call(name, t, DataType.arrayOf(DataType.TEXT), false, v -> v[0] == null ? null
                        : ArrayStrings.split((String) v[0], (String) v[1], v.length > 2 ? (String) v[2] : null));
            }
            case "array_to_string" -> {
                arity(name, args, 2, 3);
                BoundExpr a = array(b, args.get(0), name, args);
                List<BoundExpr> rest = texts(b, args.subList(1, n));
                List<BoundExpr> all = new java.util.ArrayList<>();
                all.add(a);
                all.addAll(rest);
                yield call(name, all, DataType.TEXT, false, v -> v[0] == null || v[1] == null ? null
                        : ArrayStrings.join((ArrayValue) v[0], (String) v[1], v.length > 2 ? (String) v[2] : null));
            }
            default -> throw LaninException.of(PlannerMsg.NOT_SUPPORTED, name + "() in this position (use it in FROM)");
        };
    }

    private static Integer dimension(String name, ArrayValue a, int dim) {
        return switch (name) {
            case "array_length" -> ArrayDimensions.length(a, dim);
            case "array_lower" -> ArrayDimensions.lower(a, dim);
            default -> ArrayDimensions.upper(a, dim);
        };
    }

    private static BoundExpr position(ExprBinder b, String name, List<BoundExpr> args, int n) {
        arity(name, args, 2, 3);
        BoundExpr[] u = ArrayCalls.arrayAndElement(b, args.get(0), args.get(1), name);
        List<BoundExpr> all = n == 3 ? List.of(u[0], u[1], Coercion.to(args.get(2), DataType.INTEGER, b.bc))
                : List.of(u[0], u[1]);
        return call(name, all, DataType.INTEGER, false, v -> v[0] == null ? null
                : ArraySearch.position((ArrayValue) v[0], v[1], v.length > 2 ? (Integer) v[2] : null, v.length > 2));
    }

    private interface Unary {
        Object apply(ArrayValue a);
    }

    private static BoundExpr unary(ExprBinder b, String name, List<BoundExpr> args, DataType result, Unary f) {
        arity(name, args, 1, 1);
        BoundExpr a = array(b, args.get(0), name, args);
        return call(name, List.of(a), result, true, v -> f.apply((ArrayValue) v[0]));
    }

    private static BoundExpr call(String name, List<BoundExpr> args, DataType result, boolean strict,
                                  org.lanin.planner.func.ArrayFunction.Body body) {
        return ArrayCalls.fold(ArrayCalls.function(name, args, result, strict, body), args);
    }

    private static BoundExpr array(ExprBinder b, BoundExpr a, String name, List<BoundExpr> args) {
        if (a.type().kind() == TypeKind.UNKNOWN) {
            return Coercion.to(a, DataType.arrayOf(DataType.TEXT), b.bc);
        }
        if (!a.type().isArray()) {
            throw noSuchFunction(name, args);
        }
        return a;
    }

    private static List<BoundExpr> texts(ExprBinder b, List<BoundExpr> args) {
        List<BoundExpr> out = new java.util.ArrayList<>();
        for (BoundExpr a : args) {
            out.add(a.type().kind().isText() ? a : Coercion.to(a, DataType.TEXT, b.bc));
        }
        return out;
    }

    private static void arity(String name, List<BoundExpr> args, int min, int max) {
        if (args.size() < min || args.size() > max) {
            throw noSuchFunction(name, args);
        }
    }

    private static LaninException noSuchFunction(String name, List<BoundExpr> args) {
        StringBuilder sb = new StringBuilder();
        for (BoundExpr a : args) {
            sb.append(sb.length() == 0 ? "" : ", ").append(a.type().sqlName());
        }
        return LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, sb.toString());
    }
}
