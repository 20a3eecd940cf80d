package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntPredicate;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.array.ArrayConcat;
import org.lanin.engine.func.array.ArrayQuantifier;
import org.lanin.engine.func.array.ArraySearch;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Call;
import org.lanin.planner.expr.BoundExpr.Literal;
import org.lanin.planner.expr.CompareOp;
import org.lanin.planner.func.ArrayFunction;

/**
 * Typing of the array operators, as PostgreSQL resolves their polymorphic signatures: an untyped
 * literal or parameter next to an array takes the array's type (so {@code id = ANY(?)} makes the
 * parameter {@code integer[]}, and {@code arr || '{3}'} reads the literal as an array); arrays of
 * different element types meet at their elements' common type. Covers {@code op ANY/ALL (array)},
 * {@code @> <@ &&} and {@code ||}; the named functions are in {@link ArrayFunctions}.
 */
final class ArrayCalls {
    private ArrayCalls() {
    }

    static Call function(String name, List<BoundExpr> args, DataType result, boolean strict, ArrayFunction.Body body) {
        return function(name, null, args, result, strict, body);
    }

    /** A call EXPLAIN shows with {@code operator} (see {@link ArrayFunction#render}). */
    static Call function(String name, String operator, List<BoundExpr> args, DataType result, boolean strict,
                         ArrayFunction.Body body) {
        List<DataType> types = new ArrayList<>(args.size());
        for (BoundExpr a : args) {
            types.add(a.type());
        }
        return new Call(new ArrayFunction(name, types, result, strict, body, operator), args, result);
    }

    /** The call folded to a constant when every argument is one. */
    static BoundExpr fold(Call call, List<BoundExpr> args) {
        Object[] values = new Object[args.size()];
        boolean nullIn = false;
        for (int i = 0; i < values.length; i++) {
            if (!(args.get(i) instanceof Literal l)) {
                return call;
            }
            values[i] = l.value();
            nullIn |= values[i] == null;
        }
        if (nullIn && call.function().strict()) {
            return new Literal(null, call.type());
        }
        return new Literal(call.function().invoke(values), call.type());
    }

    /** {@code x op ANY (array)} / {@code x op ALL (array)}. */
    static BoundExpr quantified(ExprBinder b, CompareOp op, BoundExpr x, BoundExpr array, boolean all) {
        if (array.type().kind() == TypeKind.UNKNOWN) {
            DataType element = x.type().kind() == TypeKind.UNKNOWN ? DataType.TEXT : x.type().unmodified();
            array = Coercion.to(array, DataType.arrayOf(element), b.bc);
        }
        if (!array.type().isArray()) {
            throw LaninException.of(ArrayMsgs.QUANTIFIER_NEEDS_ARRAY);
        }
        DataType element = array.type().elementType();
        DataType common;
        try {
            common = CommonTypes.resolve(CommonTypes.fold(element, x.type(), "comparison"));
        } catch (LaninException e) {
            throw LaninException.withHint(TypeMsg.OPERATOR_HINT, PlannerMsg.OPERATOR_NOT_EXIST,
                    x.type().displayName(), op.symbol(), element.displayName());
        }
        x = Coercion.to(x, common, b.bc);
        array = sameElements(array.type(), common) ? array : Coercion.to(array, DataType.arrayOf(common), b.bc);
        Comparator<Object> cmp = ValueComparators.forType(common);
        IntPredicate test = test(op);
        List<BoundExpr> args = List.of(x, array);
        return fold(function(all ? "all" : "any", op.symbol(), args, DataType.BOOLEAN, false,
                v -> ArrayQuantifier.evaluate(v[0], (ArrayValue) v[1], all, cmp, test)), args);
    }

    private static IntPredicate test(CompareOp op) {
        return switch (op) {
            case EQ -> c -> c == 0;
            case NE -> c -> c != 0;
            case LT -> c -> c < 0;
            case LE -> c -> c <= 0;
            case GT -> c -> c > 0;
            case GE -> c -> c >= 0;
        };
    }

    private static boolean sameElements(DataType array, DataType element) {
        DataType e = array.elementType();
        return e.kind() == element.kind() || (e.kind().isText() && element.kind().isText());
    }

    /** {@code a @> b}, {@code a <@ b}, {@code a && b}; null when neither side is an array. */
    static BoundExpr containment(ExprBinder b, String op, BoundExpr l, BoundExpr r) {
        if (!l.type().isArray() && !r.type().isArray()) {
            return null;
        }
        if (l.type().isArray() && r.type().isArray() && !sameElements(l.type(), r.type().elementType())) {
            // anyarray, not anycompatiblearray: no coercion between array types (PostgreSQL: 42883)
            throw LaninException.withHint(TypeMsg.OPERATOR_HINT, PlannerMsg.OPERATOR_NOT_EXIST,
                    l.type().displayName(), op, r.type().displayName());
        }
        BoundExpr[] u = unifyArrays(b, l, r, op);
        List<BoundExpr> args = List.of(u[0], u[1]);
        ArrayFunction.Body body = switch (op) {
            case "@>" -> v -> ArraySearch.contains((ArrayValue) v[0], (ArrayValue) v[1]);
            case "<@" -> v -> ArraySearch.contains((ArrayValue) v[1], (ArrayValue) v[0]);
            default -> v -> ArraySearch.overlaps((ArrayValue) v[0], (ArrayValue) v[1]);
        };
        return fold(function(op, op, args, DataType.BOOLEAN, true, body), args);
    }

    /** Both sides as one array type (an untyped side takes the other's). */
    static BoundExpr[] unifyArrays(ExprBinder b, BoundExpr l, BoundExpr r, String op) {
        DataType lt = l.type();
        DataType rt = r.type();
        if (lt.kind() == TypeKind.UNKNOWN) {
            return new BoundExpr[] {Coercion.to(l, rt, b.bc), r};
        }
        if (rt.kind() == TypeKind.UNKNOWN) {
            return new BoundExpr[] {l, Coercion.to(r, lt, b.bc)};
        }
        if (!lt.isArray() || !rt.isArray()) {
            throw LaninException.withHint(TypeMsg.OPERATOR_HINT, PlannerMsg.OPERATOR_NOT_EXIST,
                    lt.displayName(), op, rt.displayName());
        }
        DataType common;
        try {
            common = DataType.arrayOf(CommonTypes.resolve(CommonTypes.fold(lt.elementType(), rt.elementType(), op)));
        } catch (LaninException e) {
            throw LaninException.withHint(TypeMsg.OPERATOR_HINT, PlannerMsg.OPERATOR_NOT_EXIST,
                    lt.displayName(), op, rt.displayName());
        }
        return new BoundExpr[] {
            sameElements(lt, common.elementType()) ? l : Coercion.to(l, common, b.bc),
            sameElements(rt, common.elementType()) ? r : Coercion.to(r, common, b.bc)};
    }

    /** {@code l || r} with an array on either side: array_cat, array_append or array_prepend. */
    static BoundExpr concat(ExprBinder b, BoundExpr l, BoundExpr r) {
        boolean la = l.type().isArray();
        boolean ra = r.type().isArray();
        if (la && (ra || r.type().kind() == TypeKind.UNKNOWN) || ra && l.type().kind() == TypeKind.UNKNOWN) {
            BoundExpr[] u = unifyArrays(b, l, r, "||");
            List<BoundExpr> args = List.of(u[0], u[1]);
            return fold(function("array_cat", "||", args, u[0].type(), false,
                    v -> ArrayConcat.cat((ArrayValue) v[0], (ArrayValue) v[1])), args);
        }
        if (la) {
            return append(b, l, r);
        }
        return prepend(b, l, r);
    }

    static BoundExpr append(ExprBinder b, BoundExpr array, BoundExpr element) {
        BoundExpr[] u = arrayAndElement(b, array, element, "||");
        List<BoundExpr> args = List.of(u[0], u[1]);
        return fold(function("array_append", "||", args, u[0].type(), false,
                v -> ArrayConcat.append((ArrayValue) v[0], v[1])), args);
    }

    static BoundExpr prepend(ExprBinder b, BoundExpr element, BoundExpr array) {
        BoundExpr[] u = arrayAndElement(b, array, element, "||", true);
        List<BoundExpr> args = List.of(u[1], u[0]);
        return fold(function("array_prepend", "||", args, u[0].type(), false,
                v -> ArrayConcat.prepend(v[0], (ArrayValue) v[1])), args);
    }

    /** PostgreSQL's 42883 for {@code name}: "operator does not exist: a || b" for the operator, "function f(a, b)" else. */
    private static LaninException noMatch(String name, DataType array, DataType element, boolean elementFirst) {
        if (name.equals("||")) {
            DataType l = elementFirst ? element : array;
            DataType r = elementFirst ? array : element;
            return LaninException.withHint(TypeMsg.OPERATOR_HINT, TypeMsg.OPERATOR_DOES_NOT_EXIST, l.displayName(), name, r.displayName());
        }
        return LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name,
                array.displayName() + ", " + element.displayName());
    }

    /** (array, element) typed for an anyarray/anyelement pair; an untyped array takes element[]. */
    static BoundExpr[] arrayAndElement(ExprBinder b, BoundExpr array, BoundExpr element, String name) {
        return arrayAndElement(b, array, element, name, false);
    }

    /** As above; {@code elementFirst}: the operator {@code element || array}, for the message's order. */
    private static BoundExpr[] arrayAndElement(ExprBinder b, BoundExpr array, BoundExpr element, String name, boolean elementFirst) {
        if (array.type().kind() == TypeKind.UNKNOWN) {
            DataType e = element.type().kind() == TypeKind.UNKNOWN ? DataType.TEXT : element.type();
            array = Coercion.to(array, DataType.arrayOf(e.unmodified()), b.bc);
        }
        if (!array.type().isArray()) {
            throw noMatch(name, array.type(), element.type(), elementFirst);
        }
        DataType et = array.type().elementType();
        DataType common;
        try {
            common = CommonTypes.resolve(CommonTypes.fold(et, element.type(), name));
        } catch (LaninException e) {
            throw noMatch(name, array.type(), element.type(), elementFirst);
        }
        if (!sameElements(array.type(), common)) {
            array = Coercion.to(array, DataType.arrayOf(common), b.bc);
        }
        return new BoundExpr[] {array, Coercion.to(element, array.type().elementType(), b.bc)};
    }
}
