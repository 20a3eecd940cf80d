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
 * Immutable; {@code strict} ones are skipped on a NULL argument by the compiler.
 */
public record ArrayFunction(String name, List<DataType> argTypes, DataType resultType, boolean strict, Body body)
        implements ScalarFunction {

    /** The code of the call. */
    @FunctionalInterface
    public interface Body {
        Object apply(Object[] args);
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
