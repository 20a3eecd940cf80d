package org.lanin.planner.func;

import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;

/**
 * What the array assignment functions ({@link ArrayElementAssign}, {@link ArraySliceAssign}) share:
 * the result is the array type of {@code element}, immutable, and not strict (a NULL array, value or
 * source has a meaning of its own).
 */
abstract class ArrayAssignFunction implements ScalarFunction {
    protected final DataType element;

    ArrayAssignFunction(DataType element) {
        this.element = element;
    }

    @Override
    public final DataType resultType() {
        return DataType.arrayOf(element);
    }

    @Override
    public final boolean strict() {
        return false;
    }

    @Override
    public final Volatility volatility() {
        return Volatility.IMMUTABLE;
    }
}
