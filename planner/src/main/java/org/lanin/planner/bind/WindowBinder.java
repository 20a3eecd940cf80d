package org.lanin.planner.bind;

import java.util.Set;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.AnalyticType;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.AllColumns;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RankingFunctions;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.ValueFunctions;
import org.lanin.engine.exec.WindowAggregate;
import org.lanin.engine.exec.WindowFrame;
import org.lanin.engine.exec.WindowFunction;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.Aggregates;
import org.lanin.planner.func.StatisticalAggregates;

/**
 * A window function call ({@code f(...) OVER (...)}): checks that the clause allows it, binds
 * its arguments and window over the row it is computed on, registers it with the query's
 * {@link WindowCollector} and stands for it as a reference to its output column. Result types
 * are PostgreSQL's: bigint for row_number/rank/dense_rank, double precision for
 * percent_rank/cume_dist, integer for ntile, the common type of the value and the default for
 * lag/lead, the argument's type for first_value/
 * last_value/nth_value, and the aggregate's result type for aggregates.
 */
final class WindowBinder {
    private static final Set<String> NO_ARGS = Set.of("row_number", "rank", "dense_rank", "percent_rank", "cume_dist");

    private WindowBinder() {
    }

    static BoundExpr bind(ExprBinder b, AnalyticExpression a) {
        if (b.windows == null) {
            if (b.windowClause == null) {
                throw LaninException.of(WindowBindMsg.NESTED);
            }
            throw b.windowClause.equals(ExprBinder.AGGREGATE_ARGUMENT) ? LaninException.of(WindowBindMsg.IN_AGGREGATE)
                    : LaninException.of(WindowBindMsg.NOT_ALLOWED, b.windowClause);
        }
        String name = Names.fold(a.getName());
        if (a.getType() != AnalyticType.OVER || a.getKeep() != null) {
            throw LaninException.of(WindowBindMsg.NOT_SUPPORTED, "WITHIN GROUP and KEEP with window functions");
        }
        if (a.getFilterExpression() != null && !Aggregates.isAggregate(name)) {
            throw LaninException.of(WindowBindMsg.NOT_SUPPORTED, "FILTER for non-aggregate window functions");
        }
        if (a.isDistinct() || a.isUnique()) {
            throw LaninException.of(WindowBindMsg.NOT_SUPPORTED, "DISTINCT in window functions");
        }
        if (a.getFuncOrderBy() != null && !a.getFuncOrderBy().isEmpty()) {
            throw LaninException.of(WindowBindMsg.ORDERED_WINDOW_AGGREGATE);
        }
        if (a.isIgnoreNulls() || a.isIgnoreNullsOutside()) {
            throw LaninException.of(WindowBindMsg.NOT_SUPPORTED, "IGNORE NULLS");
        }
        ExprBinder args = b.forWindowArgument();
        WindowSpecBinder spec = WindowSpecBinder.bind(args, a, b.windows);
        Bound fn = function(args, name, a, spec.frame());
        WindowCollector.Call call = new WindowCollector.Call(spec.text(), spec.partition(), spec.partitionCmps(),
                spec.order(), spec.orderCmps(), fn.function());
        int slot = b.windows.add(ExprBinder.normalise(a), call);
        return new BoundExpr.ColumnRef(slot, fn.type(), name, "");
    }

    private record Bound(WindowFunction function, DataType type) {
    }

    private static Bound function(ExprBinder args, String name, AnalyticExpression a, WindowFrame frame) {
        Expression x = a.getExpression();
        Expression second = a.getOffset();
        Expression third = a.getDefaultValue();
        int count = x == null ? 0 : second == null ? 1 : third == null ? 2 : 3;
        if (NO_ARGS.contains(name)) {
            requireArgs(name, count, 0, 0);
            return switch (name) {
                case "row_number" -> new Bound(RankingFunctions.rowNumber(), DataType.BIGINT);
                case "rank" -> new Bound(RankingFunctions.rank(), DataType.BIGINT);
                case "dense_rank" -> new Bound(RankingFunctions.denseRank(), DataType.BIGINT);
                case "percent_rank" -> new Bound(RankingFunctions.percentRank(), DataType.DOUBLE);
                default -> new Bound(RankingFunctions.cumeDist(), DataType.DOUBLE);
            };
        }
        switch (name) {
            case "ntile":
                requireArgs(name, count, 1, 1);
                return new Bound(RankingFunctions.ntile(integer(args, x)), DataType.INTEGER);
            case "lag":
            case "lead": {
                requireArgs(name, count, 1, 3);
                // lag/lead(anycompatible, integer, anycompatible): the value and the default share a type.
                BoundExpr v = args.bind(x);
                BoundExpr d = third == null ? null : args.bind(third);
                DataType type = CommonTypes.resolve(d == null ? v.type() : CommonTypes.fold(v.type(), d.type(), name));
                v = args.coerce(v, type);
                RowExpr fallback = d == null ? null : ExprCompiler.compile(args.coerce(d, type));
                return new Bound(ValueFunctions.shift(name.equals("lag") ? -1 : 1, ExprCompiler.compile(v),
                        second == null ? null : integer(args, second), fallback), type);
            }
            case "first_value":
            case "last_value": {
                requireArgs(name, count, 1, 1);
                BoundExpr v = value(args, x);
                return new Bound(ValueFunctions.framed(frame, ExprCompiler.compile(v), null,
                        name.equals("last_value")), v.type());
            }
            case "nth_value": {
                requireArgs(name, count, 2, 2);
                BoundExpr v = value(args, x);
                return new Bound(ValueFunctions.framed(frame, ExprCompiler.compile(v), integer(args, second), false),
                        v.type());
            }
            default:
                break;
        }
        if (Aggregates.isAggregate(name)) {
            return aggregate(args, name, a, frame);
        }
        throw LaninException.of(WindowBindMsg.NOT_WINDOW_FUNCTION, name);
    }

    private static Bound aggregate(ExprBinder args, String name, AnalyticExpression a, WindowFrame frame) {
        Expression x = a.getExpression();
        boolean regression = StatisticalAggregates.isRegression(name);
        if (a.getOffset() != null && !name.equals("string_agg") && !regression || a.getDefaultValue() != null) {
            throw LaninException.of(WindowBindMsg.ARG_COUNT, name + "(too many arguments)");
        }
        if (x == null) {
            throw FunctionBinder.noArguments(name);
        }
        boolean star = x instanceof AllColumns; // agg(ALL x) is also marked "all columns"
        BoundExpr arg = star ? null : args.bind(x);
        BoundExpr second = regression && a.getOffset() != null ? args.bind(a.getOffset()) : null;
        Aggregates.requireArity(name, arg == null ? null : arg.type(), second == null ? null : second.type(),
                a.getOffset() != null ? 2 : 1);
        Expression filter = a.getFilterExpression();
        if (star && filter != null) {
            arg = new BoundExpr.Literal(1, DataType.INTEGER); // count(*) FILTER (WHERE p) = count(CASE WHEN p THEN 1 END)
        }
        Aggregates.Resolved r = Aggregates.resolve(name, arg == null ? null : arg.type());
        if (arg != null && r.argType() != null && arg.type().kind() != r.argType().kind()) {
            arg = args.coerce(arg, r.argType());
        }
        boolean keepsNulls = Aggregates.keepsNulls(name);
        RowExpr filterWhen = null;
        if (filter != null) {
            // Every aggregate skips NULL inputs: FILTER feeds NULL for the rows it drops (see FunctionBinder.filtered).
            BoundExpr when = args.forFilter(args.scope).bindCondition(filter);
            if (keepsNulls) {
                filterWhen = ExprCompiler.compile(when);
            } else {
                arg = new BoundExpr.Case(java.util.List.of(when), java.util.List.of(arg), null, arg.type());
            }
        }
        RowExpr argument = arg == null ? null : ExprCompiler.compile(arg);
        if (keepsNulls && argument != null) {
            argument = FunctionBinder.boxed(argument, filterWhen);
        }
        if (regression) {
            argument = Aggregates.bothOrNull(argument, ExprCompiler.compile(args.coerce(second, DataType.DOUBLE)));
        } else if (a.getOffset() != null) {
            // string_agg(value, separator) takes (value, separator) pairs, as in FunctionBinder.
            RowExpr value = argument;
            RowExpr sep = ExprCompiler.compile(args.coerce(args.bind(a.getOffset()), DataType.TEXT));
            argument = (row, ctx) -> {
                Object v = value.eval(row, ctx);
                return v == null ? null : new Object[] {v, sep.eval(row, ctx)};
            };
        }
        boolean exact = !regression && (arg == null || arg.type().kind() != TypeKind.REAL && arg.type().kind() != TypeKind.DOUBLE)
                && !(r.resultType().kind() == TypeKind.DOUBLE);
        return new Bound(new WindowAggregate(r.function(), argument, frame, exact && !name.equals("string_agg") && !keepsNulls),
                r.resultType());
    }

    private static BoundExpr value(ExprBinder args, Expression x) {
        BoundExpr v = args.bind(x);
        return v.type().kind() == TypeKind.UNKNOWN ? args.coerce(v, DataType.TEXT) : v;
    }

    private static RowExpr integer(ExprBinder args, Expression x) {
        return ExprCompiler.compile(args.coerce(args.bind(x), DataType.BIGINT));
    }

    private static void requireArgs(String name, int count, int min, int max) {
        if (count < min || count > max) {
            throw LaninException.of(WindowBindMsg.ARG_COUNT, name + "(" + count + " arguments)");
        }
    }
}
