package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.ArrayConstructor;
import net.sf.jsqlparser.expression.ArrayExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.array.ArrayBuilder;
import org.lanin.engine.func.array.ArraySubscripts;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Literal;

/**
 * Array syntax: {@code ARRAY[...]} constructors (nested ones build multi-dimensional arrays)
 * and subscripts/slices ({@code a[1]}, {@code a[1][2]}, {@code a[2:3]}, {@code (expr)[1]}). The
 * slice forms arrive as marker calls ({@code lanin_slice...}, see cache.ArraySlices). Both bind
 * to {@link BoundExpr.Call}s of {@link ArrayCalls#function}s, so every plan rewrite that walks
 * calls sees their arguments.
 */
final class ArraySyntax {
    static final String SLICE = "lanin_slice";

    private ArraySyntax() {
    }

    /** {@code ARRAY[e1, ...]}; {@code cast} is the target of an enclosing cast (for ARRAY[]), or null. */
    static BoundExpr constructor(ExprBinder b, ArrayConstructor c, DataType cast) {
        List<BoundExpr> items = new ArrayList<>();
        if (c.getExpressions() != null) {
            for (Object o : c.getExpressions()) {
                Expression e = (Expression) o;
                items.add(e instanceof ArrayConstructor inner ? constructor(b, inner, cast) : b.bind(e));
            }
        }
        if (items.isEmpty()) {
            if (cast == null || !cast.isArray()) {
                throw LaninException.withHint(ArrayMsgs.EMPTY_HINT, ArrayMsgs.EMPTY_ARRAY_TYPE);
            }
            return new Literal(ArrayValue.EMPTY, cast);
        }
        boolean nested = false;
        DataType common = DataType.UNKNOWN;
        for (BoundExpr item : items) {
            nested |= item.type().isArray();
        }
        for (BoundExpr item : items) {
            DataType t = nested && item.type().isArray() ? item.type().elementType() : item.type();
            if (nested && !item.type().isArray() && t.kind() != TypeKind.UNKNOWN) {
                throw LaninException.of(ArrayMsgs.ARRAY_NOT_SCALAR, "ARRAY", "integer[]", t.sqlName());
            }
            common = CommonTypes.fold(common, t, "ARRAY");
        }
        if (common.kind() == TypeKind.UNKNOWN && cast != null && cast.isArray()) {
            common = cast.elementType();
        }
        common = CommonTypes.resolve(common);
        DataType arrayType = DataType.arrayOf(common);
        List<BoundExpr> coerced = new ArrayList<>();
        for (BoundExpr item : items) {
            coerced.add(Coercion.to(item, nested ? arrayType : common, b.bc));
        }
        boolean n = nested;
        return ArrayCalls.fold(ArrayCalls.function("array", "ARRAY", coerced, arrayType, false,
                args -> n ? ArrayBuilder.ofArrays(args) : ArrayBuilder.ofElements(args)), coerced);
    }

    /**
     * {@code ARRAY(subquery)}: the subquery's one column collected in row order, the empty array
     * when it returns no rows. Bound as PostgreSQL's own reading of it would be written:
     * {@code COALESCE((SELECT array_agg(c) FROM (subquery) AS lanin_array(c)), '{}')}.
     */
    static BoundExpr subquery(ExprBinder b, net.sf.jsqlparser.statement.select.Select select) {
        net.sf.jsqlparser.statement.select.Select inner =
                select instanceof net.sf.jsqlparser.statement.select.ParenthesedSelect p ? p.getSelect() : select;
        net.sf.jsqlparser.statement.select.PlainSelect folded = foldable(inner);
        net.sf.jsqlparser.statement.select.PlainSelect agg = folded != null ? folded : overDerivedTable(inner);
        net.sf.jsqlparser.statement.select.ParenthesedSelect scalar = new net.sf.jsqlparser.statement.select.ParenthesedSelect();
        scalar.setSelect(agg);
        BoundExpr sub = b.subqueries.scalar(scalar, b.subqueryOuter(), b.bc);
        return new BoundExpr.Coalesce(List.of(sub, new Literal(ArrayValue.EMPTY, sub.type())), sub.type());
    }

    /**
     * A plain one-column select without grouping, DISTINCT, limits or aggregates, as
     * {@code SELECT array_agg(item ORDER BY its order) FROM same ... WHERE same} (a new select; the
     * parsed one is left as it is, since a query may be bound twice). Correlated subqueries stay
     * correlated this way, where a derived table could not reference the outer query.
     */
    private static net.sf.jsqlparser.statement.select.PlainSelect foldable(net.sf.jsqlparser.statement.select.Select s) {
        if (!(s instanceof net.sf.jsqlparser.statement.select.PlainSelect p) || p.getSelectItems().size() != 1
                || p.getGroupBy() != null || p.getDistinct() != null || p.getHaving() != null || p.getLimit() != null
                || p.getOffset() != null || p.getFetch() != null || p.getWithItemsList() != null
                || p.getWindowDefinitions() != null || p.getFromItem() == null) {
            return null;
        }
        Expression item = p.getSelectItems().get(0).getExpression();
        String text = item.toString().toLowerCase(java.util.Locale.ROOT);
        if (!(item instanceof Column || item instanceof Function f && !org.lanin.planner.func.Aggregates.isAggregate(
                Names.fold(f.getName())) && !text.contains(" over ")) || text.contains("*")) {
            return null;
        }
        Function agg = new Function("array_agg", item);
        if (p.getOrderByElements() != null) {
            agg.setOrderByElements(p.getOrderByElements());
        }
        net.sf.jsqlparser.statement.select.PlainSelect out = new net.sf.jsqlparser.statement.select.PlainSelect();
        out.addSelectItem(agg);
        out.setFromItem(p.getFromItem());
        out.setJoins(p.getJoins());
        out.setWhere(p.getWhere());
        return out;
    }

    /** {@code SELECT array_agg(c) FROM (subquery) AS lanin_array(c)}. */
    private static net.sf.jsqlparser.statement.select.PlainSelect overDerivedTable(
            net.sf.jsqlparser.statement.select.Select select) {
        net.sf.jsqlparser.statement.select.ParenthesedSelect from = new net.sf.jsqlparser.statement.select.ParenthesedSelect();
        from.setSelect(select);
        net.sf.jsqlparser.expression.Alias alias = new net.sf.jsqlparser.expression.Alias("lanin_array");
        alias.setAliasColumns(List.of(new net.sf.jsqlparser.expression.Alias.AliasColumn("lanin_element")));
        from.setAlias(alias);
        net.sf.jsqlparser.statement.select.PlainSelect agg = new net.sf.jsqlparser.statement.select.PlainSelect();
        agg.addSelectItem(new Function("array_agg", new Column(new net.sf.jsqlparser.schema.Table("lanin_array"),
                "lanin_element")));
        agg.setFromItem(from);
        return agg;
    }

    /** A column with subscripts, as JSqlParser reads {@code a[1]} or {@code t.a[1:2]}. */
    static BoundExpr subscripted(ExprBinder b, Column c) {
        List<Expression> subscripts = new ArrayList<>();
        for (Object o : c.getArrayConstructor().getExpressions()) {
            subscripts.add((Expression) o);
        }
        Column plain = new Column(c.getTable(), c.getColumnName());
        return subscript(b, b.bind(plain), subscripts);
    }

    /** {@code x[i]...} as JSqlParser nests it: ArrayExpression(obj, index) with obj maybe subscripted itself. */
    static BoundExpr subscripted(ExprBinder b, ArrayExpression a) {
        List<Expression> subscripts = new ArrayList<>();
        Expression base = a;
        while (true) {
            if (base instanceof ArrayExpression x) {
                subscripts.add(0, x.getIndexExpression());
                base = x.getObjExpression();
            } else if (base instanceof Column c && c.getArrayConstructor() != null) {
                List<Expression> more = new ArrayList<>();
                for (Object o : c.getArrayConstructor().getExpressions()) {
                    more.add((Expression) o);
                }
                subscripts.addAll(0, more);
                base = new Column(c.getTable(), c.getColumnName());
            } else {
                break;
            }
        }
        return subscript(b, b.bind(base), subscripts);
    }

    private static BoundExpr subscript(ExprBinder b, BoundExpr array, List<Expression> subscripts) {
        if (array.type().kind() == TypeKind.UNKNOWN) {
            array = Coercion.to(array, DataType.arrayOf(DataType.TEXT), b.bc);
        }
        if (!array.type().isArray()) {
            throw LaninException.of(ArrayMsgs.NOT_SUBSCRIPTABLE, array.type().sqlName());
        }
        if (subscripts.size() > ArrayValue.MAX_DIMENSIONS) {
            throw LaninException.of(org.lanin.engine.func.array.ArrayMsg.TOO_MANY_DIMENSIONS, subscripts.size(),
                    ArrayValue.MAX_DIMENSIONS);
        }
        List<BoundExpr> args = new ArrayList<>();
        args.add(array);
        int n = subscripts.size();
        int[] mode = new int[n]; // 0 plain, 1 lo:hi, 2 :hi, 3 lo:, 4 :
        boolean slice = false;
        for (int d = 0; d < n; d++) {
            Expression e = subscripts.get(d);
            if (e instanceof Function f && Names.fold(f.getName()).startsWith(SLICE)) {
                slice = true;
                String kind = Names.fold(f.getName()).substring(SLICE.length());
                mode[d] = switch (kind) {
                    case "" -> 1;
                    case "_to" -> 2;
                    case "_from" -> 3;
                    default -> 4;
                };
                if (f.getParameters() != null) {
                    for (Object o : f.getParameters()) {
                        args.add(index(b, b.bind((Expression) o)));
                    }
                }
            } else {
                args.add(index(b, b.bind(e)));
            }
        }
        if (!slice) {
            return ArrayCalls.fold(ArrayCalls.function("subscript", "[]", args, array.type().elementType(), true, v -> {
                int[] at = new int[n];
                for (int d = 0; d < n; d++) {
                    at[d] = (Integer) v[d + 1];
                }
                return ArraySubscripts.element((ArrayValue) v[0], at);
            }), args);
        }
        return ArrayCalls.fold(ArrayCalls.function("slice", args, array.type(), true, v -> slice(v, mode)), args);
    }

    private static Object slice(Object[] v, int[] mode) {
        int n = mode.length;
        Integer[] lower = new Integer[n];
        Integer[] upper = new Integer[n];
        boolean[] ranged = new boolean[n];
        int k = 1;
        for (int d = 0; d < n; d++) {
            switch (mode[d]) {
                case 0 -> upper[d] = (Integer) v[k++];
                case 1 -> {
                    lower[d] = (Integer) v[k++];
                    upper[d] = (Integer) v[k++];
                }
                case 2 -> upper[d] = (Integer) v[k++];
                case 3 -> lower[d] = (Integer) v[k++];
                default -> { }
            }
            ranged[d] = mode[d] != 0;
        }
        return ArraySubscripts.slice((ArrayValue) v[0], lower, upper, ranged);
    }

    static BoundExpr index(ExprBinder b, BoundExpr e) {
        TypeKind k = e.type().kind();
        if (k == TypeKind.INTEGER) {
            return e;
        }
        if (k == TypeKind.UNKNOWN || k == TypeKind.SMALLINT || k == TypeKind.BIGINT || k == TypeKind.NUMERIC
                || k == TypeKind.REAL || k == TypeKind.DOUBLE) {
            return Coercion.to(e, DataType.INTEGER, b.bc);
        }
        throw LaninException.of(ArrayMsgs.SUBSCRIPT_TYPE);
    }
}
