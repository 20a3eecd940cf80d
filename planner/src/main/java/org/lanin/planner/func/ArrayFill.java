package org.lanin.planner.func;

import java.util.Arrays;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;

/**
 * {@code array_fill(value, dims int[] [, lower_bounds int[]])}: an array of the given dimension
 * lengths (and lower bounds, default 1) with every element {@code value} (NULL allowed). Errors
 * are PostgreSQL's: NULL dimensions (22004), bounds not matching the dimensions (2202E).
 */
public final class ArrayFill implements ScalarFunction {
    private final DataType element;
    private final int arity;

    public ArrayFill(DataType element, int arity) {
        this.element = element;
        this.arity = arity;
    }

    @Override
    public String name() {
        return "array_fill";
    }

    @Override
    public List<DataType> argTypes() {
        DataType ints = DataType.arrayOf(DataType.INTEGER);
        return arity == 2 ? List.of(element, ints) : List.of(element, ints, ints);
    }

    @Override
    public DataType resultType() {
        return DataType.arrayOf(element);
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
        if (args[1] == null || (arity == 3 && args[2] == null)) {
            throw LaninException.of(PlannerMsg.ARRAY_FILL_NULL);
        }
        int[] dims = ints(oneDimensional((ArrayValue) args[1]));
        int[] lower = arity == 3 ? ints(oneDimensional((ArrayValue) args[2])) : null;
        if (dims.length > ArrayValue.MAX_DIMENSIONS) {
            throw LaninException.of(org.lanin.engine.func.array.ArrayMsg.TOO_MANY_DIMENSIONS, dims.length,
                    ArrayValue.MAX_DIMENSIONS);
        }
        if (lower != null && lower.length != dims.length) {
            throw LaninException.of(PlannerMsg.ARRAY_FILL_BOUNDS);
        }
        if (lower == null) {
            lower = new int[dims.length];
            Arrays.fill(lower, 1);
        }
        long n = 1;
        for (int d : dims) {
            n = Math.min(n * Math.max(d, 0), ArraySliceAssign.MAX_ELEMENTS + 1); // no long overflow
        }
        if (dims.length == 0 || n == 0) {
            return ArrayValue.EMPTY;
        }
        if (n > ArraySliceAssign.MAX_ELEMENTS) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_TOO_BIG);
        }
        ArrayValue.checkBounds(dims, lower);
        Object[] elements = new Object[(int) n];
        Arrays.fill(elements, args[0]);
        return new ArrayValue(elements, dims, lower);
    }

    /** PostgreSQL's check on the dimension and lower-bound arrays: a list, not a matrix. */
    private static ArrayValue oneDimensional(ArrayValue a) {
        if (a.ndims() > 1) {
            throw LaninException.of(PlannerMsg.ARRAY_FILL_SHAPE);
        }
        return a;
    }

    private static int[] ints(ArrayValue a) {
        int[] out = new int[a.size()];
        for (int i = 0; i < out.length; i++) {
            Object v = a.get(i);
            if (v == null) {
                throw LaninException.of(PlannerMsg.ARRAY_FILL_NULL_ELEMENT);
            }
            out[i] = (Integer) v;
        }
        return out;
    }
}
