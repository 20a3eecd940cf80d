package org.lanin.engine.func;

/** The code of a function, called with arguments already converted to its parameter types. */
@FunctionalInterface
public interface FunctionBody {
    Object apply(EvalContext ctx, Object[] args);
}
