package org.lanin.planner.func;

import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;

/**
 * The new value of an array column after {@code SET col[i] = v} (or {@code col[i][j] = v}):
 * PostgreSQL's array_set_element. A one-dimensional array grows to take a subscript beyond either
 * end, the gap filled with NULLs and the lower bound moving down when the subscript is below it;
 * a NULL or empty array becomes {@code [i:i]={v}} (one dimension of length 1 per subscript); a
 * multidimensional array takes one subscript per dimension, inside its bounds (PostgreSQL grows only
 * one-dimensional arrays). Arguments: the old array, the element, then the subscripts.
 */
public final class ArrayElementAssign extends ArrayAssignFunction {
    private final int subscripts;

    public ArrayElementAssign(DataType element, int subscripts) {
        super(element);
        this.subscripts = subscripts;
    }

    @Override
    public String name() {
        return "array element assignment";
    }

    @Override
    public List<DataType> argTypes() {
        List<DataType> types = new java.util.ArrayList<>(List.of(DataType.arrayOf(element), element));
        for (int i = 0; i < subscripts; i++) {
            types.add(DataType.INTEGER);
        }
        return types;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        int[] at = new int[subscripts];
        for (int d = 0; d < subscripts; d++) {
            if (args[2 + d] == null) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_NULL_SUBSCRIPT);
            }
            at[d] = ((Number) args[2 + d]).intValue();
        }
        ArrayValue old = (ArrayValue) args[0];
        Object v = args[1];
        if (old == null || old.ndims() == 0) {
            int[] ones = new int[subscripts];
            java.util.Arrays.fill(ones, 1);
            ArrayValue.checkBounds(ones, at);
            return new ArrayValue(new Object[] {v}, ones, at);
        }
        if (old.ndims() != subscripts) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_SUBSCRIPTS);
        }
        return subscripts == 1 ? oneDimension(old, at[0], v) : inside(old, at, v);
    }

    private static ArrayValue oneDimension(ArrayValue old, int i, Object v) {
        int lower = Math.min(old.lower(0), i);
        long length = (long) Math.max(old.lower(0) + old.length(0) - 1, i) - lower + 1;
        if (length > ArraySliceAssign.MAX_ELEMENTS) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_TOO_BIG);
        }
        ArrayValue.checkBounds(new int[] {(int) length}, new int[] {lower});
        Object[] out = new Object[(int) length];
        System.arraycopy(old.elements(), 0, out, old.lower(0) - lower, old.length(0));
        out[i - lower] = v;
        return new ArrayValue(out, new int[] {out.length}, new int[] {lower});
    }

    private static ArrayValue inside(ArrayValue old, int[] at, Object v) {
        int offset = 0;
        for (int d = 0; d < at.length; d++) {
            int k = at[d] - old.lower(d);
            if (k < 0 || k >= old.length(d)) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_OUT_OF_RANGE);
            }
            offset = offset * old.length(d) + k;
        }
        Object[] out = old.elements();
        out[offset] = v;
        return new ArrayValue(out, old.dims(), old.lowerBounds());
    }
}
