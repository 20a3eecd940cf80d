package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.expression.*;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.statement.select.OrderByElement;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.SortKey;
import org.lanin.engine.func.FunctionRegistry;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.cache.VariadicArguments;
import org.lanin.planner.admin.AdminFunctions;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.func.Aggregates;

/**
 * Function calls: SQL's special forms (COALESCE, NULLIF, GREATEST, EXTRACT, TRIM...),
 * sequence and session functions, aggregates, then the scalar function registry.
 */
final class FunctionBinder {
    private static final FunctionRegistry REGISTRY = FunctionRegistry.standard();
    private static final java.util.Set<String> SESSION = java.util.Set.of("current_setting", "version",
            "current_database", "current_schema", "current_user", "session_user", "pg_backend_pid", "current_catalog");

    private FunctionBinder() {
    }

    static BoundExpr bind(ExprBinder b, Expression e) {
        if (e instanceof Function f) {
            return function(b, f);
        }
        if (e instanceof ExtractExpression x) {
            BoundExpr field = new Literal(x.getName().toLowerCase(Locale.ROOT), DataType.TEXT);
            return call(b, "extract", List.of(field, b.bind(x.getExpression()))); // numeric, as PostgreSQL 14+
        }
        if (e instanceof TrimFunction t) {
            return trim(b, t);
        }
        if (e instanceof MySQLGroupConcat g && org.lanin.planner.routine.UserAggregates.isAggregate(b, "group_concat")) {
            // JSqlParser reads group_concat(...) as MySQL's; here it is a user aggregate (Pagila's)
            List<Expression> args = new ArrayList<>();
            for (Object o : g.getExpressionList()) {
                args.add((Expression) o);
            }
            return aggregate(b, g.toString(), "group_concat", args, g.isDistinct(), null, g.getOrderByElements());
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "expression " + e.getClass().getSimpleName() + " (" + e + ")");
    }

    private static BoundExpr function(ExprBinder b, Function f) {
        String name = unqualified(Names.fold(f.getName()));
        List<Expression> written = NamedArguments.positional(name, args(f));
        List<Expression> argExprs = variadic(b, name, written);
        boolean variadicGiven = argExprs != written;
        if (name.equals("grouping")) {
            return GroupingCalls.bind(b, argExprs);
        }
        if (Aggregates.isAggregate(name) || org.lanin.planner.routine.UserAggregates.isAggregate(b, name)) {
            return aggregate(b, f, name, argExprs);
        }
        if (name.equals("array") && argExprs.size() == 1
                && argExprs.get(0) instanceof net.sf.jsqlparser.statement.select.Select s) {
            return ArraySyntax.subquery(b, s);
        }
        List<BoundExpr> args = b.bindAll(argExprs);
        if (SetCalls.isSetReturning(name)) {
            return SetCalls.bind(b, name, args);
        }
        if (name.equals("row")) {
            return b.rowValue(args);
        }
        BoundExpr textSearch = TextSearchCalls.bind(b, name, args);
        if (textSearch != null) {
            return textSearch;
        }
        switch (name) {
            case "coalesce":
                SetCalls.checkConditional(args, "COALESCE");
                return new Coalesce(unifyAll(b, args, "COALESCE"), commonOf(args, "COALESCE"));
            case "nullif": {
                BoundExpr[] u = Coercion.unify(args.get(0), args.get(1), "NULLIF", b.bc);
                return new NullIf(u[0], u[1], u[0].type());
            }
            case "greatest":
            case "least":
                return new Extreme(name.equals("greatest"), unifyAll(b, args, name.toUpperCase(Locale.ROOT)),
                        commonOf(args, name));
            case "pg_typeof":
                if (args.size() == 1) {
                    // the argument's type is known once bound: PostgreSQL's regtype output (format_type without typmod)
                    DataType t = args.get(0).type();
                    String shown = t.kind() == TypeKind.UNKNOWN ? "unknown"
                            : t.kind() == TypeKind.ENUM || t.kind() == TypeKind.ARRAY || org.lanin.planner.catalogview.PgTypes.oid(t) == 0 ? t.displayName()
                            : org.lanin.planner.catalogview.PgTypes.format(org.lanin.planner.catalogview.PgTypes.oid(t), null);
                    return new Literal(shown, DataType.TEXT);
                }
                break;
            case "obj_description":
            case "col_description":
                // constant arguments only (a comment changes the catalog version, so the plan is re-made);
                // the pg_catalog functions answer column arguments
                if (args.size() == 2 && args.stream().allMatch(a -> a instanceof Literal)) {
                    Object x = ((Literal) args.get(0)).value();
                    Object y = ((Literal) args.get(1)).value();
                    return new Literal(name.equals("obj_description") ? org.lanin.planner.func.Descriptions.object(b.bc.catalog(), x, y == null ? null
                            : y.toString()) : org.lanin.planner.func.Descriptions.column(b.bc.catalog(), x, y), DataType.TEXT);
                }
                break;
            case "enum_first":
            case "enum_last":
                if (args.size() == 1 && args.get(0).type().kind() == TypeKind.ENUM) {
                    DataType t = args.get(0).type();
                    return new BoundExpr.Call(new org.lanin.planner.func.EnumEndpoint(t, name.equals("enum_last")), args, t);
                }
                break;
            case "enum_range":
                if ((args.size() == 1 || args.size() == 2) && args.stream().anyMatch(a -> a.type().kind() == TypeKind.ENUM)) {
                    DataType t = args.stream().filter(a -> a.type().kind() == TypeKind.ENUM).findFirst().orElseThrow().type();
                    List<BoundExpr> typed = args.size() == 1 ? args : List.of(b.coerce(args.get(0), t), b.coerce(args.get(1), t));
                    return new BoundExpr.Call(new org.lanin.planner.func.EnumRange(t, args.size()), typed, DataType.arrayOf(t));
                }
                break;
            case "array_fill":
                if (args.size() == 2 || args.size() == 3) {
                    DataType t = args.get(0).type();
                    if (t.kind() == TypeKind.UNKNOWN) {
                        throw LaninException.of(PlannerMsg.POLYMORPHIC_UNKNOWN);
                    }
                    List<BoundExpr> typed = new java.util.ArrayList<>(List.of(args.get(0)));
                    for (BoundExpr a : args.subList(1, args.size())) {
                        typed.add(b.coerce(a, DataType.arrayOf(DataType.INTEGER)));
                    }
                    return new BoundExpr.Call(new org.lanin.planner.func.ArrayFill(t, args.size()), typed, DataType.arrayOf(t));
                }
                break;
            case "now":
            case "transaction_timestamp":
            case "statement_timestamp":
                return new Clock(ClockKind.NOW, DataType.TIMESTAMPTZ);
            case "clock_timestamp":
                b.bc.noteVolatileCall();
                return new Clock(ClockKind.CLOCK_TIMESTAMP, DataType.TIMESTAMPTZ);
            case "pg_stat_statements_reset":
                return new SessionCall(name, List.of(), DataType.TIMESTAMPTZ);
            case "txid_current", "pg_current_xact_id":
                if (args.isEmpty()) {
                    b.bc.markLocksRows(); // the statement needs a real transaction id to report
                    b.bc.noteVolatileCall();
                    return new SessionCall(name, List.of(), DataType.BIGINT);
                }
                break;
            case "lastval":
                if (args.isEmpty()) {
                    b.bc.noteVolatileCall();
                    return new SessionCall(name, List.of(), DataType.BIGINT);
                }
                break;
            case "nextval":
                b.bc.noteVolatileCall();
                return new NextVal(sequence(b, args));
            case "currval":
                b.bc.noteVolatileCall();
                return new CurrVal(sequence(b, args).name());
            case "setval":
                b.bc.noteVolatileCall();
                return new SetVal(sequence(b, args), Coercion.to(args.get(1), DataType.BIGINT, b.bc),
                        args.size() > 2 ? Coercion.to(args.get(2), DataType.BOOLEAN, b.bc) : new Literal(true, DataType.BOOLEAN));
            default:
                break;
        }
        if (JsonCalls.isMarker(name)) {
            return JsonCalls.marker(b, name, args);
        }
        BoundExpr json = JsonFunctions.bind(b, name, args);
        if (json != null) {
            return json;
        }
        BoundExpr array = ArrayFunctions.bind(b, name, args);
        if (array != null) {
            return array;
        }
        if (SESSION.contains(name) && !(name.equals("current_setting") && args.size() == 2)) {
            List<BoundExpr> coerced = new ArrayList<>();
            for (BoundExpr a : args) {
                coerced.add(Coercion.to(a, DataType.TEXT, b.bc));
            }
            return new SessionCall(name, coerced, name.equals("pg_backend_pid") ? DataType.INTEGER : DataType.TEXT);
        }
        // pg_catalog.f names the built-in: no user function lives there (an extension's wrapper of f calls it so)
        boolean builtIn = Names.fold(f.getName()).startsWith("pg_catalog.");
        BoundExpr user = builtIn ? null : org.lanin.planner.routine.UserCalls.bind(b, name, args, variadicGiven);
        return user != null ? user : call(b, name, args);
    }

    /**
     * A call's arguments with its {@code VARIADIC arr} ({@link VariadicArguments}) resolved: a user
     * function takes the array as its VARIADIC parameter as it is; a built-in one (its variadic
     * parameters are {@code "any"}) takes the elements of an {@code ARRAY[...]} as its arguments
     * (another array expression is 0A000: the elements would be known only as the call runs).
     */
    private static List<Expression> variadic(ExprBinder b, String name, List<Expression> args) {
        if (args.isEmpty() || !(args.get(args.size() - 1) instanceof Function v)
                || !VariadicArguments.MARKER.equals(v.getName()) || v.getParameters() == null
                || v.getParameters().size() != 1) {
            return args;
        }
        Expression array = (Expression) v.getParameters().get(0);
        List<Expression> out = new ArrayList<>(args.subList(0, args.size() - 1));
        org.lanin.planner.routine.catalog.Routines reg = org.lanin.planner.routine.catalog.Routines.existing(b.context().database());
        if (reg != null && reg.hasName(name.substring(name.indexOf('.') + 1))) {
            out.add(array);
            return out;
        }
        Expression inner = array instanceof net.sf.jsqlparser.expression.CastExpression c ? c.getLeftExpression() : array;
        if (!(inner instanceof net.sf.jsqlparser.expression.ArrayConstructor ctor)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "VARIADIC with an argument other than ARRAY[...] for built-in function " + name);
        }
        for (Object e : ctor.getExpressions()) {
            out.add((Expression) e);
        }
        return out;
    }

    /** {@code pg_catalog.f} is {@code f}: every built-in function lives in pg_catalog. */
    static String unqualified(String name) {
        return name.startsWith("pg_catalog.") ? name.substring("pg_catalog.".length()) : name;
    }

    private static List<Expression> args(Function f) {
        List<Expression> out = new ArrayList<>();
        if (f.getParameters() == null && f.getNamedParameters() != null) {
            return keywordArgs(f);
        }
        ExpressionList<?> params = f.getParameters();
        if (params != null) {
            for (Object o : params) {
                out.add((Expression) o);
            }
        }
        return out;
    }

    /** SQL's keyword argument forms: substring(s FROM a FOR b), position(a IN s). */
    private static List<Expression> keywordArgs(Function f) {
        List<String> names = f.getNamedParameters().getNames();
        List<Expression> exprs = new ArrayList<>();
        for (Object o : f.getNamedParameters().getExpressions()) {
            exprs.add((Expression) o);
        }
        String name = Names.fold(f.getName());
        if (name.equals("position") && exprs.size() == 2) {
            f.setName("strpos");
            return List.of(exprs.get(1), exprs.get(0));
        }
        if (name.equals("substring") && names.size() == 2 && "for".equalsIgnoreCase(names.get(1))) {
            return List.of(exprs.get(0), new net.sf.jsqlparser.expression.LongValue(1), exprs.get(1));
        }
        return exprs;
    }

    /**
     * {@code substring(s, ?, ?)} / {@code substring(s FROM ? FOR ?)}: a parameter not yet typed is
     * taken as a position, the integer form. PostgreSQL would type it text (the SIMILAR form), but a
     * JDBC driver binds setInt as int4 there, so the integer form is what a prepared call runs in
     * PostgreSQL; here the parameter's type is settled before anything is bound.
     */
    private static void substringPositions(BindContext bc, String name, List<BoundExpr> args, List<DataType> types) {
        if (!name.equals("substring") || args.size() != 3) {
            return;
        }
        for (int i = 1; i < 3; i++) {
            if (args.get(i) instanceof BoundExpr.Param p && !bc.isLiteralParam(p.index())
                    && types.get(i).kind() == TypeKind.UNKNOWN) {
                types.set(i, DataType.INTEGER);
            }
        }
    }

    static BoundExpr call(ExprBinder b, String name, List<BoundExpr> args) {
        List<DataType> types = new ArrayList<>(args.size());
        for (BoundExpr a : args) {
            types.add(a.type());
        }
        substringPositions(b.bc, name, args, types);
        ScalarFunction admin = AdminFunctions.resolve(name, args.size(), b.bc.catalog());
        if (admin == null) {
            admin = org.lanin.planner.func.CatalogFunctions.resolve(name, args.size(), b.bc.catalog(),
                    b.bc.plannerSettings().searchPath());
        }
        ScalarFunction fn = admin != null ? admin : REGISTRY.resolve(name, types);
        List<BoundExpr> coerced = new ArrayList<>(args.size());
        List<DataType> want = fn.argTypes();
        boolean constant = !fn.volatile_();
        for (int i = 0; i < args.size(); i++) {
            DataType w = i < want.size() ? want.get(i) : want.get(want.size() - 1);
            BoundExpr a = args.get(i);
            BoundExpr c = a.type().kind() == w.kind() || w.kind() == TypeKind.UNKNOWN ? a : Coercion.to(a, w, b.bc);
            if (admin == null && (w.kind() == TypeKind.UNKNOWN || w.kind() == TypeKind.OID) && fn.resultType() != null
                    && fn.resultType().kind().isText() && org.lanin.engine.type.OidAlias.of(a.type()) != null) {
                c = Coercion.to(a, DataType.TEXT, b.bc); // format, concat...: an "any" argument's text is its output function's
            }
            coerced.add(c);
            constant &= c instanceof Literal;
        }
        if (constant) {
            Object[] values = new Object[coerced.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = ((Literal) coerced.get(i)).value();
            }
            boolean nullIn = false;
            for (Object v : values) {
                nullIn |= v == null;
            }
            return new Literal(nullIn && fn.strict() ? null : fn.invoke(values), fn.resultType());
        }
        if (fn.volatility() == org.lanin.engine.func.Volatility.VOLATILE) {
            b.bc.noteVolatileCall();
        }
        return new Call(fn, coerced, fn.resultType());
    }

    private static SequenceDef sequence(ExprBinder b, List<BoundExpr> args) {
        BoundExpr first = args.isEmpty() ? null : args.get(0);
        if (first instanceof Call c && c.function().name().equals("regclassin") && c.args().get(0) instanceof Literal) {
            first = c.args().get(0); // nextval('s'::regclass): the name, as PostgreSQL's regclass argument
        }
        if (!(first instanceof Literal l) || l.value() == null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "a sequence name that is not a constant");
        }
        String[] parts = org.lanin.planner.catalogview.PgNames.qualified(l.value().toString());
        var cat = b.bc.catalog();
        String key = SchemaNames.existing(cat, b.bc.plannerSettings().searchPath(), parts[0], parts[1],
                k -> cat.sequence(k) != null);
        SequenceDef s = cat.sequence(key);
        if (s == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, (parts[0] == null ? parts[1] : parts[0] + "." + parts[1]));
        }
        return s;
    }

    private static DataType commonOf(List<BoundExpr> args, String context) {
        DataType t = DataType.UNKNOWN;
        for (BoundExpr a : args) {
            t = CommonTypes.fold(t, a.type(), context);
        }
        return CommonTypes.resolve(t);
    }

    private static List<BoundExpr> unifyAll(ExprBinder b, List<BoundExpr> args, String context) {
        DataType t = commonOf(args, context);
        List<BoundExpr> out = new ArrayList<>();
        for (BoundExpr a : args) {
            out.add(a.type().kind() == t.kind() ? a : Coercion.to(a, t, b.bc));
        }
        return out;
    }

    private static BoundExpr trim(ExprBinder b, TrimFunction t) {
        String fn = "btrim";
        if (t.getTrimSpecification() != null) {
            fn = switch (t.getTrimSpecification()) {
                case LEADING -> "ltrim";
                case TRAILING -> "rtrim";
                default -> "btrim";
            };
        }
        Expression chars = t.isUsingFromKeyword() ? t.getExpression() : null;
        Expression target = t.isUsingFromKeyword() ? t.getFromExpression() : t.getExpression();
        List<BoundExpr> args = new ArrayList<>();
        args.add(b.bind(target));
        if (chars != null) {
            args.add(b.bind(chars));
        }
        return call(b, fn, args);
    }

    private static BoundExpr aggregate(ExprBinder b, Function f, String name, List<Expression> argExprs) {
        return aggregate(b, ExprBinder.normalise(f), name, argExprs, f.isDistinct(), null, f.getOrderByElements());
    }

    /**
     * {@code agg(...) FILTER (WHERE p)} without OVER (JSqlParser reads it as an analytic expression).
     * Every aggregate Lanin has skips NULL inputs, so the filter becomes the argument
     * {@code CASE WHEN p THEN x END} ({@code count(*)}: {@code count(CASE WHEN p THEN 1 END)}), the
     * standard's own definition of FILTER for such aggregates.
     */
    static BoundExpr filtered(ExprBinder b, AnalyticExpression a) {
        String name = Names.fold(a.getName());
        if (!Aggregates.isAggregate(name)) {
            throw LaninException.of(PlannerMsg.FILTER_NOT_AGGREGATE, name);
        }
        List<Expression> args = new ArrayList<>();
        if (a.getExpression() != null) {
            args.add(a.getExpression());
            if (a.getOffset() != null) {
                args.add(a.getOffset());
            }
        }
        return aggregate(b, ExprBinder.normalise(a), name, args, a.isDistinct(), a.getFilterExpression(),
                a.getFuncOrderBy());
    }

    private static BoundExpr aggregate(ExprBinder b, String text, String name, List<Expression> argExprs,
                                       boolean distinct, Expression filter, List<OrderByElement> orderBy) {
        if (b.agg == null) {
            if (b.clause != null) {
                throw LaninException.of(PlannerMsg.AGG_IN_WHERE, b.clause);
            }
            throw new ExprBinder.NeedsGrouping();
        }
        if (argExprs.isEmpty()) {
            throw noArguments(name);
        }
        ExprBinder argBinder = b.forAggregateArgument(b.agg.inputScope());
        // JSqlParser marks both count(*) and agg(ALL x) "all columns"; ALL is the default quantifier, so
        // only the absence of an argument (or a literal *) makes a star call.
        boolean star = argExprs.isEmpty() || argExprs.get(0) instanceof net.sf.jsqlparser.statement.select.AllColumns;
        BoundExpr arg = star ? null : argBinder.bind(argExprs.get(0));
        if (star && filter != null) {
            arg = new Literal(1, DataType.INTEGER);
        }
        BoundExpr separator = argExprs.size() > 1 ? argBinder.bind(argExprs.get(1)) : null;
        boolean regression = org.lanin.planner.func.StatisticalAggregates.isRegression(name);
        Aggregates.requireArity(name, arg == null ? null : arg.type(), separator == null ? null : separator.type(), argExprs.size());
        Aggregates.Resolved r = org.lanin.planner.routine.UserAggregates.resolve(b, name, arg);
        r = r != null ? r : Aggregates.resolve(name, arg == null ? null : arg.type());
        if (arg != null && r.argType() != null && arg.type().kind() != r.argType().kind()) {
            arg = Coercion.to(arg, r.argType(), b.bc);
        }
        boolean keepsNulls = Aggregates.keepsNulls(name);
        org.lanin.engine.exec.RowExpr when = null;
        BoundExpr condition = null;
        if (filter != null) {
            condition = b.forFilter(b.agg.inputScope()).bindCondition(filter);
            if (keepsNulls) {
                when = org.lanin.planner.compile.ExprCompiler.compile(condition);
            } else {
                arg = new Case(List.of(condition), List.of(arg), null, arg.type());
            }
        }
        org.lanin.engine.exec.RowExpr argument = arg == null ? null : org.lanin.planner.compile.ExprCompiler.compile(arg);
        if (keepsNulls && argument != null) {
            argument = boxed(argument, when);
        }
        if (separator != null) {
            // Two-argument aggregates (string_agg) get (value, separator) pairs; the separator may vary per row.
            org.lanin.engine.exec.RowExpr value = argument;
            boolean pairs = Aggregates.pairsValues(name);
            org.lanin.engine.exec.RowExpr sep = org.lanin.planner.compile.ExprCompiler.compile(pairs
                    ? (separator.type().kind() == TypeKind.UNKNOWN ? Coercion.to(separator, DataType.TEXT, b.bc) : separator)
                    : Coercion.to(separator, regression ? DataType.DOUBLE : DataType.TEXT, b.bc));
            argument = regression ? Aggregates.bothOrNull(value, sep) : (row, ctx) -> {
                Object v = value.eval(row, ctx);
                return v == null && !pairs ? null : new Object[] {v, sep.eval(row, ctx)};
            };
        }
        if (distinct && orderBy != null) {
            for (OrderByElement el : orderBy) {
                String key = el.getExpression().toString();
                if (argExprs.stream().noneMatch(x -> x.toString().equalsIgnoreCase(key))) {
                    throw LaninException.of(PlannerMsg.DISTINCT_ORDER_BY_NOT_ARGUMENT);
                }
            }
        }
        List<BoundExpr> reads = null;
        if (orderBy == null || orderBy.isEmpty()) {
            reads = new java.util.ArrayList<>();
            if (arg != null) {
                reads.add(arg);
            }
            if (separator != null) {
                reads.add(separator);
            }
            if (condition != null) {
                reads.add(condition); // a FILTER that is not folded into the argument (array_agg)
            }
        }
        if (distinct && keepsNulls && (orderBy == null || orderBy.isEmpty())) {
            // PostgreSQL sorts a DISTINCT aggregate's input: array_agg(DISTINCT x) comes out in x's order
            OrderByElement byArgument = new OrderByElement();
            byArgument.setExpression(argExprs.get(0));
            orderBy = List.of(byArgument);
        }
        int slot = b.agg.add(text, orderedSpec(argBinder, r.function(), argument, distinct, orderBy),
                r.resultType(), reads);
        return new ColumnRef(slot, r.resultType(), name, "");
    }

    /**
     * The argument of an aggregate that keeps NULL inputs (array_agg), boxed in a one-element
     * array so that a NULL input is not skipped; a row its FILTER rejects gives null (skipped).
     */
    static org.lanin.engine.exec.RowExpr boxed(org.lanin.engine.exec.RowExpr value,
                                                       org.lanin.engine.exec.RowExpr when) {
        return (row, ctx) -> when != null && !Boolean.TRUE.equals(when.eval(row, ctx)) ? null
                : new Object[] {value.eval(row, ctx)};
    }

    /** {@code agg()}: PostgreSQL's errors for an aggregate called without arguments. */
    static LaninException noArguments(String name) {
        return name.equals("count") ? LaninException.of(PlannerMsg.COUNT_STAR_REQUIRED)
                : LaninException.of(org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name, "");
    }

    /**
     * The call's spec with its own ORDER BY keys ({@code agg(x ORDER BY k [ASC|DESC] [NULLS ...])}),
     * bound against the aggregate's input like its argument.
     */
    @SuppressWarnings("unchecked")
    private static AggregateSpec orderedSpec(ExprBinder argBinder, org.lanin.engine.exec.Aggregate function,
                                             org.lanin.engine.exec.RowExpr argument, boolean distinct,
                                             List<OrderByElement> orderBy) {
        if (orderBy == null || orderBy.isEmpty()) {
            return new AggregateSpec(function, argument, distinct);
        }
        org.lanin.engine.exec.RowExpr[] keys = new org.lanin.engine.exec.RowExpr[orderBy.size()];
        Comparator<Object>[] cmps = new Comparator[orderBy.size()];
        for (int k = 0; k < keys.length; k++) {
            OrderByElement el = orderBy.get(k);
            BoundExpr key = argBinder.bind(el.getExpression());
            boolean desc = !el.isAsc();
            boolean nullsFirst = el.getNullOrdering() == null ? desc
                    : el.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST;
            keys[k] = org.lanin.planner.compile.ExprCompiler.compile(key);
            cmps[k] = SortKey.of(key.type().kind(), desc, nullsFirst);
        }
        return new AggregateSpec(function, argument, distinct, keys, cmps);
    }
}
