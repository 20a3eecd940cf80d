package org.lanin.planner.func;

import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.SetFunctionBody;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * A set-returning function call site in an expression ({@code SELECT generate_series(1, 3) + 1}):
 * bound as a {@code BoundExpr.Call} so the binder's type rules apply to it like any call, but it
 * has no scalar value. Planning replaces every such call with a column of a ProjectSet node
 * ({@code plan.ProjectSets}), which runs {@link #body()}; a call left in a context that cannot take
 * a set (a VALUES row of an INSERT) fails when it runs, as PostgreSQL's executor does.
 *
 * <p>Volatile so that constant folding never tries to evaluate it; {@link #returnsSet()} is
 * how planning code recognises it.
 */
public record SetReturningFunction(String name, List<DataType> argTypes, DataType resultType, SetFunctionBody body)
        implements ScalarFunction {

    @Override
    public boolean strict() {
        return false;
    }

    @Override
    public Volatility volatility() {
        return Volatility.VOLATILE;
    }

    /** Always true: the marker the planner looks for. */
    public boolean returnsSet() {
        return true;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        throw LaninException.of(SetFunctionMsg.SET_IN_SCALAR_CONTEXT);
    }
}
