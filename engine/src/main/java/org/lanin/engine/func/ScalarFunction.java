package org.lanin.engine.func;

import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * A resolved SQL scalar function call site: fixed argument types, result type, and the code.
 * {@link #invoke} takes the argument values as the caller typed them (the declared
 * {@link #argTypes()}); the function converts them to its parameter types itself. A strict
 * function returns null when any argument is null, so callers may skip the call.
 */
public interface ScalarFunction {
    String name();

    /** The argument types the call was resolved for. */
    List<DataType> argTypes();

    DataType resultType();

    boolean strict();

    Volatility volatility();

    /** True for stable and volatile functions: the result may not be folded at plan time. */
    default boolean volatile_() {
        return volatility() != Volatility.IMMUTABLE;
    }

    /** Calls the function; {@code args} is not modified. */
    Object invoke(EvalContext ctx, Object[] args);

    /** Calls the function with {@link EvalContext#system()}; fine for immutable functions. */
    default Object invoke(Object[] args) {
        return invoke(EvalContext.system(), args);
    }
}
