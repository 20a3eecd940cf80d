package org.lanin.planner.func;

import java.util.List;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * An array function or operator resolved at one call site: PostgreSQL's polymorphic
 * (anyarray/anyelement) signatures are typed by the binder ({@code bind.ArrayCalls}), which
 * converts the arguments itself, so the body receives values already of the element type.
 * Immutable; {@code strict} ones are skipped on a NULL argument by the compiler. {@code operator}
 * is how EXPLAIN shows the call when it is not a plain call: the comparison of {@code any}/{@code all}
 * ({@code (x = ANY (a))}), an infix operator ({@code (a @> b)}), {@code []} for a subscript or
 * {@code ARRAY} for a constructor.
 */
public record ArrayFunction(String name, List<DataType> argTypes, DataType resultType, boolean strict, Body body,
                            String operator) implements ScalarFunction {

    /** A function shown as a call: {@code array_length(a, 1)}. */
    public ArrayFunction(String name, List<DataType> argTypes, DataType resultType, boolean strict, Body body) {
        this(name, argTypes, resultType, strict, body, null);
    }

    /** The code of the call. */
    @FunctionalInterface
    public interface Body {
        Object apply(Object[] args);
    }

    /** {@code x = ANY (array)}: what an index scan can run once per element. */
    public static boolean isEqualsAny(ScalarFunction f) {
        return f instanceof ArrayFunction a && a.name.equals("any") && "=".equals(a.operator);
    }

    /** The call as EXPLAIN shows it, given its arguments' texts. */
    public String render(List<String> args) {
        if (operator == null) {
            return name + "(" + String.join(", ", args) + ")";
        }
        return switch (operator) {
            case "ARRAY" -> "ARRAY[" + String.join(", ", args) + "]";
            case "[]" -> {
                StringBuilder sb = new StringBuilder("(").append(args.get(0)).append(")");
                for (int i = 1; i < args.size(); i++) {
                    sb.append('[').append(args.get(i)).append(']');
                }
                yield sb.toString();
            }
            default -> name.equals("any") || name.equals("all")
                    ? "(" + args.get(0) + " " + operator + " " + name.toUpperCase(java.util.Locale.ROOT) + " ("
                            + args.get(1) + "))"
                    : "(" + args.get(0) + " " + operator + " " + args.get(1) + ")";
        };
    }

    @Override
    public Volatility volatility() {
        return Volatility.IMMUTABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        return body.apply(args);
    }
}
