package org.lanin.planner.func;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.Set;
import java.util.function.Supplier;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.AggState;
import org.lanin.engine.exec.Aggregate;
import org.lanin.engine.exec.DoubleRowExpr;
import org.lanin.engine.exec.LongRowExpr;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.Arithmetic;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.NumericSpecial;
import org.lanin.engine.type.NumericSpecialMath;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.ValueComparators;
import org.lanin.planner.PlannerMsg;

/** The aggregate functions, typed like PostgreSQL's (sum(int) is bigint, avg(int) is numeric...). */
public final class Aggregates {
    private static final Set<String> NAMES = Set.of("count", "sum", "avg", "min", "max", "bool_and", "bool_or",
            "every", "bit_and", "bit_or", "bit_xor", "string_agg", "array_agg", "json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg");

    private Aggregates() {
    }

    /** A resolved aggregate: the implementation, the type its argument is coerced to (null = as is) and its result type. */
    public record Resolved(Aggregate function, DataType argType, DataType resultType) {
    }

    /** True for array_agg, whose argument the binder boxes (see {@link ArrayAgg}). */
    public static boolean keepsNulls(String name) {
        return name.equals("array_agg") || name.equals("json_agg") || name.equals("jsonb_agg");
    }

    public static boolean isAggregate(String name) {
        return NAMES.contains(name) || StatisticalAggregates.VARIANCE.contains(name) || StatisticalAggregates.REGRESSION.contains(name);
    }

    public static Resolved resolve(String name, DataType arg) {
        TypeKind k = arg == null ? null : arg.kind();
        switch (name) {
            case "count":
                return new Resolved(new Count(arg == null), null, DataType.BIGINT);
            case "sum":
                return sum(arg, k);
            case "avg":
                return avg(arg, k);
            case "min":
            case "max":
                if (arg == null) {
                    throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, name + "()");
                }
                if (k == TypeKind.JSON || k == TypeKind.JSONB) { // PostgreSQL has no min/max over json(b)
                    throw LaninException.withHint(org.lanin.engine.type.TypeMsg.FUNCTION_HINT,
                            org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name, arg.sqlName());
                }
                return new Resolved(new MinMax(ValueComparators.forType(arg), name.equals("max")), null, arg);
            case "bool_and":
            case "every":
                return new Resolved(new BoolAgg(true), DataType.BOOLEAN, DataType.BOOLEAN);
            case "bool_or":
                return new Resolved(new BoolAgg(false), DataType.BOOLEAN, DataType.BOOLEAN);
            case "bit_and":
            case "bit_or":
            case "bit_xor":
                if (k != TypeKind.SMALLINT && k != TypeKind.INTEGER && k != TypeKind.BIGINT) {
                    throw LaninException.withHint(org.lanin.engine.type.TypeMsg.FUNCTION_HINT,
                            org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name, arg == null ? "" : arg.sqlName());
                }
                return new Resolved(new BitAgg(name.charAt(4), k), arg, arg);
            case "string_agg":
                return new Resolved(new StringAgg(), DataType.TEXT, DataType.TEXT);
            case "array_agg": {
                if (arg == null) {
                    throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, name + "(*)");
                }
                DataType in = k == TypeKind.UNKNOWN ? DataType.TEXT : arg;
                return new Resolved(new ArrayAgg(in.isArray()), in, in.isArray() ? in : DataType.arrayOf(in));
            }
            case "json_agg":
            case "jsonb_agg":
            case "json_object_agg":
            case "jsonb_object_agg": {
                if (arg == null) {
                    throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, name + "(*)");
                }
                boolean jsonb = name.startsWith("jsonb");
                DataType result = jsonb ? DataType.JSONB : DataType.JSON;
                DataType in = k == TypeKind.UNKNOWN ? DataType.TEXT : null;
                return new Resolved(name.contains("object") ? JsonAggs.objectAgg(jsonb) : JsonAggs.agg(jsonb), in, result);
            }
            default:
                if (StatisticalAggregates.VARIANCE.contains(name)) {
                    return StatisticalAggregates.variance(name, arg);
                }
                if (StatisticalAggregates.REGRESSION.contains(name)) {
                    return StatisticalAggregates.regression(name);
                }
                throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, name);
        }
    }

    /**
     * PostgreSQL's "function f(types) does not exist" for a statistical aggregate called with the
     * wrong number of arguments (one for the variance family, two for the regression family); the
     * others check their own.
     */
    public static void requireArity(String name, DataType first, DataType second, int count) {
        boolean regression = StatisticalAggregates.REGRESSION.contains(name);
        if (regression && count != 2 || StatisticalAggregates.VARIANCE.contains(name) && count != 1) {
            String types = (first == null ? "" : first.displayName()) + (second == null ? "" : ", " + second.displayName());
            throw LaninException.withHint(org.lanin.engine.type.TypeMsg.FUNCTION_HINT,
                    org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name, types);
        }
    }

    /** The (Y, X) pair a regression aggregate takes, or null (the row skipped) when either is NULL. */
    public static RowExpr bothOrNull(RowExpr y, RowExpr x) {
        return (row, ctx) -> {
            Object a = y.eval(row, ctx);
            Object b = a == null ? null : x.eval(row, ctx);
            return b == null ? null : new Object[] {a, b};
        };
    }

    /** The two-argument aggregates whose second argument keeps its type (not a text separator). */
    public static boolean pairsValues(String name) {
        return name.equals("json_object_agg") || name.equals("jsonb_object_agg");
    }

    private static Resolved sum(DataType arg, TypeKind k) {
        if (k == null || !(k.isNumeric() || k == TypeKind.INTERVAL || k == TypeKind.UNKNOWN)) {
            throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, "sum(" + (arg == null ? "*" : arg.displayName()) + ")");
        }
        DataType result = switch (k) {
            case SMALLINT, INTEGER -> DataType.BIGINT;
            case BIGINT, NUMERIC, UNKNOWN -> DataType.NUMERIC;
            case REAL -> DataType.REAL;
            case INTERVAL -> DataType.INTERVAL;
            default -> DataType.DOUBLE;
        };
        DataType in = k == TypeKind.UNKNOWN ? DataType.NUMERIC : arg;
        return new Resolved(new Sum(in, result), in, result);
    }

    private static Resolved avg(DataType arg, TypeKind k) {
        if (k == TypeKind.INTERVAL) {
            return new Resolved(new IntervalAvg(), arg, DataType.INTERVAL);
        }
        if (k == null || !(k.isNumeric() || k == TypeKind.UNKNOWN)) {
            throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, "avg(" + (arg == null ? "*" : arg.displayName()) + ")");
        }
        boolean floating = k == TypeKind.REAL || k == TypeKind.DOUBLE;
        DataType result = floating ? DataType.DOUBLE : DataType.NUMERIC;
        DataType in = k == TypeKind.UNKNOWN ? DataType.NUMERIC : arg;
        return new Resolved(new Avg(in, floating), in, result);
    }

    private static final class Count implements Aggregate {
        private final boolean star;

        Count(boolean star) {
            this.star = star;
        }

        @Override
        public Object newState() {
            return 0L;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            return (Long) state + 1;
        }

        @Override
        public Object finish(Object state) {
            return state;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            return (Long) state + (Long) other;
        }

        @Override
        public boolean skipsNulls() {
            return !star;
        }

        @Override
        public Supplier<AggState> primitiveStates(RowExpr argument) {
            return AggStates.count(argument);
        }
    }

    private static final class Sum implements Aggregate {
        private final java.util.function.BinaryOperator<Object> add;
        /** Two partial sums (both of the result type). */
        private final java.util.function.BinaryOperator<Object> combineAdd;
        private final TypeKind resultKind;

        Sum(DataType in, DataType result) {
            this.add = Arithmetic.operator(org.lanin.engine.type.ArithOp.ADD, result, in);
            this.combineAdd = Arithmetic.operator(org.lanin.engine.type.ArithOp.ADD, result, result);
            this.resultKind = result.kind();
        }

        @Override
        public Supplier<AggState> primitiveStates(RowExpr argument) {
            if (argument instanceof LongRowExpr l && (resultKind == TypeKind.BIGINT || resultKind == TypeKind.NUMERIC)) {
                return AggStates.sumLong(l, resultKind == TypeKind.NUMERIC);
            }
            if (argument instanceof DoubleRowExpr d && resultKind == TypeKind.DOUBLE) {
                return AggStates.sumDouble(d, false);
            }
            return null;
        }

        @Override
        public Object newState() {
            return null;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            return state == null ? add.apply(zeroLike(value), value) : add.apply(state, value);
        }

        private static Object zeroLike(Object v) {
            if (v instanceof Double) {
                return 0.0d;
            }
            if (v instanceof Float) {
                return 0.0f;
            }
            if (v instanceof BigDecimal || v instanceof Long || v instanceof NumericSpecial) {
                return BigDecimal.ZERO;
            }
            if (v instanceof org.lanin.engine.type.Interval) {
                return new org.lanin.engine.type.Interval(0, 0, 0);
            }
            return 0L;
        }

        @Override
        public Object finish(Object state) {
            return state;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            return state == null ? other : other == null ? state : combineAdd.apply(state, other);
        }
    }

    private static final class Avg implements Aggregate {
        private final boolean floating;

        Avg(DataType in, boolean floating) {
            this.floating = floating;
        }

        @Override
        public Supplier<AggState> primitiveStates(RowExpr argument) {
            if (argument instanceof LongRowExpr l && !floating) {
                return AggStates.avgLong(l);
            }
            if (argument instanceof DoubleRowExpr d && floating) {
                return AggStates.sumDouble(d, true);
            }
            return null;
        }

        @Override
        public Object newState() {
            return new Object[] {floating ? (Object) 0.0d : BigDecimal.ZERO, 0L};
        }

        @Override
        public Object accumulate(Object state, Object value) {
            Object[] s = (Object[]) state;
            if (floating) {
                s[0] = (Double) s[0] + ((Number) value).doubleValue();
            } else {
                Number v = value instanceof BigDecimal || value instanceof NumericSpecial ? (Number) value
                        : BigDecimal.valueOf(((Number) value).longValue());
                s[0] = addNumeric((Number) s[0], v);
            }
            s[1] = (Long) s[1] + 1;
            return s;
        }

        @Override
        public Object finish(Object state) {
            Object[] s = (Object[]) state;
            long n = (Long) s[1];
            if (n == 0) {
                return null;
            }
            if (floating) {
                return (Double) s[0] / n;
            }
            if (s[0] instanceof NumericSpecial sum) {
                return sum; // NaN, or an infinity divided by a count
            }
            return Arithmetic.divide((BigDecimal) s[0], BigDecimal.valueOf(n));
        }

        /** numeric +, where NaN absorbs and Infinity + -Infinity is NaN. */
        private static Number addNumeric(Number a, Number b) {
            if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
                return x.add(y);
            }
            return NumericSpecialMath.apply(org.lanin.engine.type.ArithOp.ADD, a, b);
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            Object[] s = (Object[]) state;
            Object[] o = (Object[]) other;
            s[0] = floating ? (Object) ((Double) s[0] + (Double) o[0]) : addNumeric((Number) s[0], (Number) o[0]);
            s[1] = (Long) s[1] + (Long) o[1];
            return s;
        }
    }

    /** avg(interval): the sum divided by the count as interval / float8, as PostgreSQL's interval_avg. */
    private static final class IntervalAvg implements Aggregate {
        @Override
        public Object newState() {
            return new Object[] {new org.lanin.engine.type.Interval(0, 0, 0), 0L};
        }

        @Override
        public Object accumulate(Object state, Object value) {
            Object[] s = (Object[]) state;
            s[0] = org.lanin.engine.type.DateTimes.add((org.lanin.engine.type.Interval) s[0],
                    (org.lanin.engine.type.Interval) value, 1);
            s[1] = (Long) s[1] + 1;
            return s;
        }

        @Override
        public Object finish(Object state) {
            Object[] s = (Object[]) state;
            long n = (Long) s[1];
            return n == 0 ? null : org.lanin.engine.type.DateTimes.multiply((org.lanin.engine.type.Interval) s[0], 1.0 / n);
        }
    }

    private static final class MinMax implements Aggregate {
        private final Comparator<Object> cmp;
        private final boolean max;

        MinMax(Comparator<Object> cmp, boolean max) {
            this.cmp = cmp;
            this.max = max;
        }

        @Override
        public Supplier<AggState> primitiveStates(RowExpr argument) {
            return AggStates.minMax(argument, max);
        }

        @Override
        public Object newState() {
            return null;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            if (state == null) {
                return value;
            }
            int c = cmp.compare(value, state);
            return (max ? c > 0 : c < 0) ? value : state;
        }

        @Override
        public Object finish(Object state) {
            return state;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            return other == null ? state : accumulate(state, other);
        }
    }

    private static final class BoolAgg implements Aggregate {
        private final boolean and;

        BoolAgg(boolean and) {
            this.and = and;
        }

        @Override
        public Object newState() {
            return null;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            boolean v = (Boolean) value;
            if (state == null) {
                return v;
            }
            return and ? (Boolean) state && v : (Boolean) state || v;
        }

        @Override
        public Object finish(Object state) {
            return state;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            return other == null ? state : accumulate(state, other);
        }
    }

    /** bit_and, bit_or, bit_xor ({@code op} 'a', 'o', 'x') over smallint, integer or bigint: the argument's type. */
    private static final class BitAgg implements Aggregate {
        private final char op;
        private final TypeKind kind;

        BitAgg(char op, TypeKind kind) {
            this.op = op;
            this.kind = kind;
        }

        @Override
        public Object newState() {
            return null;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            long v = ((Number) value).longValue();
            if (state == null) {
                return v;
            }
            long s = (Long) state;
            return op == 'a' ? s & v : op == 'o' ? s | v : s ^ v;
        }

        @Override
        public Object finish(Object state) {
            if (state == null) {
                return null;
            }
            long v = (Long) state;
            return kind == TypeKind.SMALLINT ? (Object) (short) v : kind == TypeKind.INTEGER ? (Object) (int) v : (Object) v;
        }

        @Override
        public boolean combinable() {
            return true;
        }

        @Override
        public Object combine(Object state, Object other) {
            return other == null ? state : state == null ? other : accumulate(state, other);
        }
    }

    /** string_agg(value, separator): fed (value, separator) pairs; a NULL separator adds nothing. */
    private static final class StringAgg implements Aggregate {
        @Override
        public Object newState() {
            return null;
        }

        @Override
        public Object accumulate(Object state, Object value) {
            Object[] pair = (Object[]) value;
            if (state == null) {
                return new StringBuilder((String) pair[0]);
            }
            StringBuilder b = (StringBuilder) state;
            if (pair[1] != null) {
                b.append((String) pair[1]);
            }
            return b.append((String) pair[0]);
        }

        @Override
        public Object finish(Object state) {
            return state == null ? null : state.toString();
        }
    }

}
