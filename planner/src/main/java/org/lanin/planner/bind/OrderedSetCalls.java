package org.lanin.planner.bind;

import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.statement.select.OrderByElement;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.OrderedSetAggregate;
import org.lanin.planner.func.OrderedSetAggregate.Kind;

/**
 * {@code f(direct) WITHIN GROUP (ORDER BY x)}: an ordered-set or hypothetical-set aggregate
 * ({@link OrderedSetAggregate}), registered with the grouping like any aggregate. Types as
 * PostgreSQL's catalog declares them: percentile_cont takes and returns double precision (x cast
 * to it), percentile_disc and mode return x's type, a fraction array gives an array, the
 * hypothetical-set functions return bigint (rank, dense_rank) or double precision.
 */
final class OrderedSetCalls {
    private OrderedSetCalls() {
    }

    static BoundExpr bind(ExprBinder b, AnalyticExpression a) {
        String name = Names.fold(a.getName());
        Kind kind = kind(name);
        if (kind == null) {
            // PostgreSQL looks for a function of the direct and ordering arguments' types together
            ExprBinder ab = b.agg == null ? b : b.forAggregateArgument(b.agg.inputScope());
            String types = a.getExpression() == null ? "" : ab.bind(a.getExpression()).type().sqlName() + ", ";
            throw LaninException.of(org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name,
                    types + ab.bind(a.getOrderByElements().get(0).getExpression()).type().sqlName());
        }
        if (b.agg == null) {
            if (b.clause != null) {
                throw LaninException.of(PlannerMsg.AGG_IN_WHERE, b.clause);
            }
            throw new ExprBinder.NeedsGrouping();
        }
        List<OrderByElement> order = a.getOrderByElements();
        ExprBinder argBinder = b.forAggregateArgument(b.agg.inputScope());
        BoundExpr x = argBinder.bind(order.get(0).getExpression());
        BoundExpr direct = a.getExpression() == null ? null : argBinder.bind(a.getExpression());
        if (order.size() != 1 || (direct == null) != (kind == Kind.MODE)) {
            throw LaninException.of(org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name,
                    (direct == null ? "" : direct.type().sqlName() + ", ") + x.type().sqlName());
        }
        DataType result;
        if (kind == Kind.PERCENTILE_CONT) {
            if (!x.type().kind().isNumeric()) {
                throw LaninException.of(org.lanin.engine.type.TypeMsg.FUNCTION_DOES_NOT_EXIST, name,
                        direct.type().sqlName() + ", " + x.type().sqlName());
            }
            x = Coercion.to(x, DataType.DOUBLE, b.bc);
        }
        if (kind == Kind.PERCENTILE_CONT || kind == Kind.PERCENTILE_DISC) {
            boolean many = direct.type().isArray();
            direct = Coercion.to(direct, many ? DataType.arrayOf(DataType.DOUBLE) : DataType.DOUBLE, b.bc);
            DataType one = kind == Kind.PERCENTILE_CONT ? DataType.DOUBLE : x.type();
            result = many ? DataType.arrayOf(one) : one;
        } else if (kind == Kind.MODE) {
            result = x.type();
        } else {
            BoundExpr[] u = Coercion.unify(direct, x, name, b.bc);
            direct = u[0];
            x = u[1];
            result = kind == Kind.RANK || kind == Kind.DENSE_RANK ? DataType.BIGINT : DataType.DOUBLE;
        }
        OrderByElement el = order.get(0);
        boolean desc = !el.isAsc();
        boolean nullsFirst = el.getNullOrdering() == null ? desc
                : el.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST;
        boolean constant = direct == null || direct instanceof BoundExpr.Literal;
        Object value = direct instanceof BoundExpr.Literal l ? l.value() : null;
        OrderedSetAggregate fn = new OrderedSetAggregate(kind, SortKey.of(x.type().kind(), desc, nullsFirst),
                constant, value);
        RowExpr xs = ExprCompiler.compile(x);
        RowExpr ds = constant ? null : ExprCompiler.compile(direct);
        RowExpr argument = (row, ctx) -> new Object[] {xs.eval(row, ctx), ds == null ? null : ds.eval(row, ctx)};
        List<BoundExpr> reads = direct == null ? List.of(x) : List.of(x, direct);
        int slot = b.agg.add(ExprBinder.normalise(a), new AggregateSpec(fn, argument, false), result, reads);
        return new BoundExpr.ColumnRef(slot, result, name, "");
    }

    private static Kind kind(String name) {
        try {
            return Kind.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
