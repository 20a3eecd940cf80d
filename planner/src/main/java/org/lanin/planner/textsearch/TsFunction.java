package org.lanin.planner.textsearch;

import java.util.List;
import java.util.function.Function;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/** A text search function or operator call site: strict and immutable (the configuration is an argument or fixed). */
public record TsFunction(String name, List<DataType> argTypes, DataType resultType, Function<Object[], Object> body)
        implements ScalarFunction {
    @Override
    public boolean strict() {
        return true;
    }

    @Override
    public Volatility volatility() {
        return Volatility.IMMUTABLE;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        for (Object a : args) {
            if (a == null) {
                return null;
            }
        }
        return body.apply(args);
    }

    /**
     * Equal by name and signature: the body is a lambda made per binding (never equal to another),
     * but it is determined by them (TextSearchCalls), and an expression index on
     * {@code to_tsvector('english', body)} is matched to the query's expression by equality.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof TsFunction f && f.name.equals(name) && f.argTypes.equals(argTypes)
                && f.resultType.equals(resultType);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(name, argTypes, resultType);
    }
}
