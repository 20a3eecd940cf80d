package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.expression.*;
import net.sf.jsqlparser.expression.operators.arithmetic.*;
import net.sf.jsqlparser.expression.operators.relational.*;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.ArithOp;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/**
 * Binds one JSqlParser expression tree against a {@link Scope}: resolves names, types every
 * node and inserts implicit casts. In a grouped query ({@code agg != null}) column references
 * must be group keys and aggregate calls become references to the aggregation's output.
 */
public final class ExprBinder {
    final BindContext bc;
    final Scope scope;
    final AggregateCollector agg;
    final String clause;
    final SubqueryBinder subqueries;
    /** The clause name of an aggregate's argument. */
    static final String AGGREGATE_ARGUMENT = "aggregate function calls";
    /** Where window calls go; null where they are not allowed. */
    WindowCollector windows;
    /** Without {@link #windows}: the clause named when a window call is found; null for a nested call. */
    String windowClause;

    /**
     * @param clause where the expression stands ("WHERE", "JOIN conditions", ...) for error
     *               messages; null where aggregates are allowed
     */
    public ExprBinder(BindContext bc, Scope scope, AggregateCollector agg, String clause, SubqueryBinder subqueries) {
        this.bc = bc;
        this.scope = scope;
        this.agg = agg;
        this.clause = clause;
        this.subqueries = subqueries;
        this.windowClause = clause != null ? clause : "this context";
    }

    public BindContext context() {
        return bc;
    }

    /** A binder for an inlined SQL function's body: no columns of the calling query in scope. */
    public ExprBinder forInlinedBody() {
        return new ExprBinder(bc, Scope.empty(null), null, clause == null ? "SELECT" : clause, subqueries);
    }

    /** This binder, accepting window function calls into {@code w} (a SELECT's select list and ORDER BY). */
    public ExprBinder withWindows(WindowCollector w) {
        this.windows = w;
        return this;
    }

    /** This binder, rejecting window function calls as being in {@code clause} (e.g. "HAVING"). */
    public ExprBinder withoutWindows(String clause) {
        this.windows = null;
        this.windowClause = clause;
        return this;
    }

    /** A binder for the arguments and window of a window call: the same row, no nested window calls. */
    ExprBinder forWindowArgument() {
        ExprBinder b = new ExprBinder(bc, scope, agg, null, subqueries);
        b.windowClause = null;
        return b;
    }

    /** Thrown when an aggregate appears where the binder was not grouping: the query must be re-bound as grouped. */
    public static final class NeedsGrouping extends RuntimeException {
        NeedsGrouping() {
            super(null, null, false, false);
        }
    }

    public List<BoundExpr> bindAll(List<? extends Expression> exprs) {
        List<BoundExpr> out = new ArrayList<>(exprs.size());
        for (Expression e : exprs) {
            out.add(bind(e));
        }
        return out;
    }

    /** Binds a predicate: its type must be boolean (or an untyped literal that can be one). */
    public BoundExpr bindCondition(Expression e) {
        BoundExpr b = bind(e);
        if (b.type().kind() == TypeKind.UNKNOWN) {
            return Coercion.to(b, DataType.BOOLEAN, bc);
        }
        if (b.type().kind() != TypeKind.BOOLEAN) {
            throw LaninException.of(PlannerMsg.ARGUMENT_TYPE, clause == null ? "WHERE" : clause, "boolean",
                    b.type().sqlName());
        }
        return b;
    }

    public BoundExpr bind(Expression e) {
        if (agg != null) {
            int key = agg.keyByText(normalise(e));
            if (key >= 0) {
                return new ColumnRef(key, agg.keyType(key), e.toString(), "");
            }
        }
        if (e instanceof Parenthesis p) {
            return bind(p.getExpression());
        }
        if (bc.substitution() != null && (e instanceof JdbcParameter || e instanceof Column)) {
            BindContext.BoundExprRef arg = bc.substitution().apply(e); // an inlined function's parameter
            if (arg != null) {
                return arg.expr();
            }
        }
        if (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
            return bind((Expression) list.get(0));
        }
        if (e instanceof ParenthesedExpressionList<?> list && list.size() > 1) {
            List<BoundExpr> fields = new java.util.ArrayList<>();
            for (Object o : list) {
                fields.add(bind((Expression) o));
            }
            return rowValue(fields); // (a, b) where a value is wanted: ROW(a, b)
        }
        if (e instanceof Column c) {
            return c.getArrayConstructor() != null ? ArraySyntax.subscripted(this, c) : column(c);
        }
        if (e instanceof net.sf.jsqlparser.statement.select.AllTableColumns t && t.getTable() != null) {
            String relation = Names.fold(t.getTable().getName());
            BoundExpr whole = wholeRow(relation);
            if (whole == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_TABLE_REF, relation);
            }
            return whole;
        }
        if (e instanceof ArrayExpression a) {
            return ArraySyntax.subscripted(this, a);
        }
        if (e instanceof ArrayConstructor a) {
            return ArraySyntax.constructor(this, a, null);
        }
        if (e instanceof AnalyticExpression a) {
            if (a.getType() == AnalyticType.WITHIN_GROUP) {
                return OrderedSetCalls.bind(this, a);
            }
            return a.getType() == AnalyticType.FILTER_ONLY ? FunctionBinder.filtered(this, a) : WindowBinder.bind(this, a);
        }
        if (e instanceof JdbcParameter p) {
            int index = p.getIndex() - 1;
            return new Param(index, bc.param(index));
        }
        BoundExpr literal = Literals.bind(e);
        if (literal != null) {
            return literal;
        }
        if (e instanceof CastExpression c) {
            return cast(c);
        }
        if (e instanceof SignedExpression s) {
            return signed(s);
        }
        if (e instanceof net.sf.jsqlparser.expression.TimezoneExpression tz) {
            return bind(atTimeZone(tz.getLeftExpression(), tz.getTimezoneExpressions()));
        }
        if (e instanceof Addition || e instanceof Subtraction || e instanceof Multiplication || e instanceof Division
                || e instanceof IntegerDivision || e instanceof Modulo || e instanceof Concat || e instanceof BitwiseXor) {
            return arith((BinaryExpression) e);
        }
        if (e instanceof BitwiseAnd || e instanceof BitwiseOr || e instanceof BitwiseLeftShift
                || e instanceof BitwiseRightShift) {
            return bitwise((BinaryExpression) e);
        }
        return PredicateBinder.bind(this, e);
    }

    /**
     * x AT TIME ZONE a AT TIME ZONE b as timezone(b, timezone(a, x)). JSqlParser nests the chain
     * in the zone: its zone list holds {@code 'a' AT TIME ZONE 'b'}.
     */
    private static Expression atTimeZone(Expression at, List<Expression> zones) {
        for (Expression zone : zones) {
            if (zone instanceof net.sf.jsqlparser.expression.TimezoneExpression next) {
                at = atTimeZone(new net.sf.jsqlparser.expression.Function("timezone", next.getLeftExpression(), at),
                        next.getTimezoneExpressions());
            } else {
                at = new net.sf.jsqlparser.expression.Function("timezone", zone, at);
            }
        }
        return at;
    }

    /** Text used to match select-list and ORDER BY expressions to GROUP BY keys. */
    static String normalise(Expression e) {
        return e.toString().toLowerCase(Locale.ROOT).replace(" ", "");
    }

    /** Column {@code name} of FROM item {@code relation}, bound as if the query had written it qualified. */
    BoundExpr relationColumn(String relation, String name) {
        return column(new Column(new net.sf.jsqlparser.schema.Table(quoted(relation)), quoted(name)));
    }

    private static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    private BoundExpr column(Column c) {
        String name = Names.fold(c.getColumnName());
        String qualifier = c.getTable() == null || c.getTable().getName() == null ? null : Names.fold(c.getTable().getName());
        if (qualifier == null && agg == null) {
            BoundExpr special = Literals.keywordColumn(name);
            if (special != null && scope.resolve(null, name) == null) {
                return special;
            }
        }
        if (qualifier != null && !scope.hasRelation(qualifier)) {
            BoundExpr outerRef = outerReference(qualifier, name);
            if (outerRef != null) {
                return outerRef;
            }
            if (scope.hides(qualifier)) { // inside a join an alias hides
                throw LaninException.withHint("There is an entry for table \"" + qualifier
                        + "\", but it cannot be referenced from this part of the query.", PlannerMsg.HIDDEN_TABLE_REF, qualifier);
            }
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE_REF, qualifier);
        }
        ColumnRef ref = scope.resolve(qualifier, name);
        if (ref == null) {
            BoundExpr outerRef = outerReference(qualifier, name);
            if (outerRef != null) {
                return outerRef;
            }
            BoundExpr system = SystemColumns.bind(this, scope, qualifier, name);
            if (system != null) {
                return system;
            }
            BoundExpr whole = qualifier == null ? wholeRow(name) : null;
            if (whole != null) {
                return whole;
            }
            String hint = Names.suggest(scope, name);
            if (qualifier != null) {
                throw hint == null ? LaninException.of(PlannerMsg.UNDEFINED_QUALIFIED_COLUMN, qualifier, name)
                        : LaninException.withHint(hint, PlannerMsg.UNDEFINED_QUALIFIED_COLUMN, qualifier, name);
            }
            throw hint == null ? LaninException.of(PlannerMsg.UNDEFINED_COLUMN, name)
                    : LaninException.withHint(hint, PlannerMsg.UNDEFINED_COLUMN, name);
        }
        if (agg != null) {
            int key = agg.keyByColumn(ref.index());
            if (key < 0 && agg.noteDependent(ref)) {
                key = 0; // a placeholder: the query is bound again with the column as a key
            } else if (key < 0) {
                throw LaninException.of(PlannerMsg.GROUPING, (qualifier == null ? ref.table() : qualifier) + "." + name);
            }
            return new ColumnRef(key, ref.type(), ref.name(), ref.table());
        }
        return ref;
    }

    /**
     * A whole-row reference ({@code t} or {@code t.*} where a value is wanted, as in
     * {@code row_to_json(t)} or {@code json_agg(t)}): a row value of the relation's visible columns
     * in order, each bound as {@code t.column} (so grouping rules apply to each); null when this
     * scope has no relation {@code relation}. PostgreSQL's whole-row value of the null-extended side
     * of an outer join is NULL; here the row is built above the join, so it is NULL when every field
     * is and the relation is a table with a NOT NULL column (only a null-extended row can be all
     * NULL then); other relations give a row of NULLs there (departure).
     */
    private BoundExpr wholeRow(String relation) {
        if (!scope.hasRelation(relation)) {
            return null;
        }
        List<String> names = new java.util.ArrayList<>();
        List<BoundExpr> values = new java.util.ArrayList<>();
        boolean nullWhenEmpty = false;
        for (Scope.Column c : scope.columns()) {
            if (relation.equals(c.relation()) && !c.hidden()) {
                names.add(c.name());
                values.add(column(new Column(new net.sf.jsqlparser.schema.Table(quoted(relation)), quoted(c.name()))));
                org.lanin.engine.catalog.TableDef base = c.baseTable() == null || c.baseTable().isEmpty() ? null
                        : bc.catalog().table(c.baseTable());
                org.lanin.engine.catalog.ColumnDef def = base == null ? null : base.column(c.name());
                nullWhenEmpty |= def != null && def.notNull();
            }
        }
        List<String> fields = List.copyOf(names);
        boolean nullExtended = nullWhenEmpty;
        return ArrayCalls.fold(ArrayCalls.function("row", values, DataType.RECORD, false, v -> {
            org.lanin.engine.type.RowValue r = new org.lanin.engine.type.RowValue(fields, v.clone());
            return nullExtended && r.allNull() ? null : r;
        }), values);
    }

    /**
     * {@code ROW(a, b, ...)} as a value: a record whose fields are named f1, f2, ... as PostgreSQL
     * names an anonymous record's (row_to_json(ROW(1, 'x')) is {"f1":1,"f2":"x"}); an untyped literal
     * field is text.
     */
    BoundExpr rowValue(List<BoundExpr> fields) {
        List<String> names = new java.util.ArrayList<>();
        List<BoundExpr> values = new java.util.ArrayList<>();
        for (BoundExpr f : fields) {
            names.add("f" + (names.size() + 1));
            values.add(f.type().kind() == TypeKind.UNKNOWN ? coerce(f, DataType.TEXT) : f);
        }
        List<String> fixed = List.copyOf(names);
        return ArrayCalls.fold(ArrayCalls.function("row", values, DataType.RECORD, false,
                v -> new org.lanin.engine.type.RowValue(fixed, v.clone())), values);
    }

    /** A column of an enclosing query (correlated subquery), searched outward; null if none has it. */
    private BoundExpr outerReference(String qualifier, String name) {
        int depth = 1;
        for (Scope s = scope.outer(); s != null; s = s.outer(), depth++) {
            if (qualifier != null && !s.hasRelation(qualifier)) {
                continue;
            }
            ColumnRef r = s.resolve(qualifier, name);
            if (r != null) {
                bc.countOuterRef(s, r.index());
                // EXPLAIN prints an outer query's column qualified (ruleutils.c's get_parameter forces
                // the prefix: the column is not the scanned relation's)
                String relation = s.columns().get(r.index()).relation();
                String shown = relation == null || relation.isEmpty() ? r.name() : relation + "." + r.name();
                return new BoundExpr.OuterRef(depth, r.index(), r.type(), shown);
            }
            if (qualifier != null) { // the qualifier names this scope's relation: the column must be there
                throw LaninException.of(PlannerMsg.UNDEFINED_QUALIFIED_COLUMN, qualifier, name);
            }
        }
        return null;
    }

    private BoundExpr cast(CastExpression c) {
        DataType target = TypeNames.parse(c.getColDataType().toString(), bc.catalog());
        BoundExpr in = c.getLeftExpression() instanceof ArrayConstructor a ? ArraySyntax.constructor(this, a, target)
                : bind(c.getLeftExpression());
        BoundExpr alias = OidAliasCasts.cast(in, target, bc);
        if (alias != null) {
            return alias;
        }
        org.lanin.engine.catalog.UserType domain = TypeNames.userType(c.getColDataType().toString(), bc.catalog());
        if (domain instanceof org.lanin.engine.catalog.DomainDef d) {
            return DomainCasts.cast(castTo(in, target), d, this);
        }
        return castTo(in, target);
    }

    private BoundExpr castTo(BoundExpr in, DataType target) {
        if (in instanceof Literal l) {
            DataType from = l.type().kind() == TypeKind.UNKNOWN ? DataType.TEXT : l.type();
            return new Literal(l.value() == null ? null : org.lanin.engine.type.Casts.cast(l.value(), from, target), target);
        }
        if (in instanceof Param p && p.type().kind() == TypeKind.UNKNOWN) {
            return Coercion.to(in, target, bc);
        }
        if (in.type().equals(target)) {
            return in;
        }
        return new Cast(in, target);
    }

    private BoundExpr signed(SignedExpression s) {
        BoundExpr in = bind(s.getExpression());
        if (s.getSign() == '+') {
            return in;
        }
        if (in instanceof Literal l && l.value() instanceof Number) {
            return Literals.negate(l, s.getExpression() instanceof net.sf.jsqlparser.expression.LongValue
                    || s.getExpression() instanceof net.sf.jsqlparser.expression.DoubleValue);
        }
        if (in.type().kind() == TypeKind.UNKNOWN) {
            in = Coercion.to(in, DataType.NUMERIC, bc);
        }
        return new Negate(in, in.type());
    }

    private BoundExpr arith(BinaryExpression b) {
        ArithOp op;
        if (b instanceof Addition) {
            op = ArithOp.ADD;
        } else if (b instanceof Subtraction) {
            op = ArithOp.SUBTRACT;
        } else if (b instanceof Multiplication) {
            op = ArithOp.MULTIPLY;
        } else if (b instanceof Division || b instanceof IntegerDivision) {
            op = ArithOp.DIVIDE;
        } else if (b instanceof Modulo) {
            op = ArithOp.MODULO;
        } else if (b instanceof Concat) {
            op = ArithOp.CONCAT;
        } else if (b instanceof BitwiseXor) {
            op = ArithOp.POWER; // PostgreSQL's ^ is exponentiation
        } else {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "operator " + b.getStringExpression());
        }
        BoundExpr l = bind(b.getLeftExpression());
        BoundExpr r = bind(b.getRightExpression());
        if (op == ArithOp.CONCAT && (l.type().isArray() || r.type().isArray())) {
            return ArrayCalls.concat(this, l, r);
        }
        BoundExpr textSearch = op == ArithOp.CONCAT ? TextSearchCalls.concat(this, l, r) : null;
        if (textSearch != null) {
            return textSearch;
        }
        BoundExpr json = op == ArithOp.CONCAT ? JsonCalls.concat(this, l, r)
                : op == ArithOp.SUBTRACT ? JsonCalls.minus(this, l, r) : null;
        if (json != null) {
            return json;
        }
        return Operators.arith(this, op, l, r);
    }

    /** {@code e} implicitly coerced to {@code target} (untyped literals and parameters take it on). */
    /**
     * {@code ARRAY[items]} of element type {@code element}, each item coerced to it (a call's arguments
     * packed into a VARIADIC parameter's array); 42804 when one does not convert.
     */
    public BoundExpr arrayOf(List<BoundExpr> items, DataType element) {
        List<BoundExpr> coerced = new java.util.ArrayList<>();
        for (BoundExpr item : items) {
            coerced.add(item.type().kind() == element.kind() ? item : coerce(item, element));
        }
        return ArrayCalls.fold(ArrayCalls.function("array", "ARRAY", coerced, DataType.arrayOf(element), false,
                org.lanin.engine.func.array.ArrayBuilder::ofElements), coerced);
    }

    public BoundExpr coerce(BoundExpr e, DataType target) {
        return Coercion.to(e, target, bc);
    }

    /** {@code e} prepared for storing into a column of type {@code target} (INSERT/UPDATE). */
    public BoundExpr coerceForAssignment(BoundExpr e, DataType target, String column) {
        return Coercion.forAssignment(e, target, column, bc);
    }

    private BoundExpr bitwise(BinaryExpression b) {
        BoundExpr l = bind(b.getLeftExpression());
        BoundExpr r = bind(b.getRightExpression());
        String symbol = b.getStringExpression();
        boolean shift = symbol.equals("<<") || symbol.equals(">>");
        DataType t = shift ? l.type() : CommonTypes.resolve(CommonTypes.fold(l.type(), r.type(), symbol));
        if (t.kind() == TypeKind.UNKNOWN || t.kind() == TypeKind.TEXT) {
            t = DataType.INTEGER;
        }
        if (!org.lanin.planner.func.BitwiseFunction.accepts(t.kind())) {
            throw LaninException.of(PlannerMsg.OPERATOR_NOT_EXIST, l.type().displayName(), symbol, r.type().displayName());
        }
        org.lanin.planner.func.BitwiseFunction fn = org.lanin.planner.func.BitwiseFunction.of(symbol, t);
        BoundExpr left = Coercion.to(l, t, bc);
        BoundExpr right = Coercion.to(r, shift ? DataType.INTEGER : t, bc);
        if (left instanceof Literal x && right instanceof Literal y && x.value() != null && y.value() != null) {
            return new Literal(fn.invoke(new Object[] {x.value(), y.value()}), t);
        }
        return new Call(fn, java.util.List.of(left, right), t);
    }

    /** A binder for the argument of an aggregate: over the FROM row, no nested aggregates. */
    ExprBinder forAggregateArgument(Scope inputScope) {
        ExprBinder b = new ExprBinder(bc, inputScope, null, AGGREGATE_ARGUMENT, subqueries);
        return b;
    }

    /** A binder for an aggregate's FILTER (WHERE ...) condition: the input row, no aggregates or window calls. */
    ExprBinder forFilter(Scope inputScope) {
        return new ExprBinder(bc, inputScope, null, "FILTER", subqueries);
    }

    BoundExpr subquery(ParenthesedSelect s) {
        return subqueries.scalar(s, subqueryOuter(), bc);
    }

    /** A row subquery's columns, for a comparison with a row constructor ({@link SubqueryBinder#rowFields}). */
    java.util.List<BoundExpr> rowFields(ParenthesedSelect s) {
        return subqueries.rowFields(s, subqueryOuter(), bc);
    }

    /** {@code SET (a, b) = (SELECT x, y ...)}: the subquery run once per row ({@link SubqueryBinder#multiAssignment}). */
    public MultiAssignment multiAssignment(ParenthesedSelect s) {
        return subqueries.multiAssignment(s, subqueryOuter(), bc);
    }

    /**
     * The scope a subquery may correlate with. In a grouped query the row an expression sees is
     * the aggregation's output, not the FROM row, so correlation there is not offered (the
     * subquery sees only enclosing scopes further out).
     */
    Scope subqueryOuter() {
        return agg == null ? scope : scope.outer();
    }

}
