package org.lanin.planner.func;

import java.util.List;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * {@code ROW(a, b)} / {@code (a, b)} as the left side of {@code [NOT] IN (SELECT x, y ...)}: the
 * values as one Object[] the IN compares with each row of the subquery (PostgreSQL's RowExpr
 * under a multi-column ANY SubLink). Not strict: a row with NULL fields is still a row.
 */
public record RowConstruct(List<DataType> argTypes) implements ScalarFunction {
    /** The argument of a RowConstruct call as the IN sees it. */
    public static boolean isRow(Object v) {
        return v instanceof Object[];
    }

    @Override
    public String name() {
        return "row";
    }

    @Override
    public DataType resultType() {
        return DataType.UNKNOWN;
    }

    @Override
    public boolean strict() {
        return false;
    }

    @Override
    public Volatility volatility() {
        return Volatility.IMMUTABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        return args.clone();
    }
}
