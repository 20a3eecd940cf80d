package org.lanin.planner.func;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;

/**
 * The new value of an array column after {@code SET col[lo:hi] = source} (any dimension a slice
 * makes every dimension one, a plain {@code [i]} standing for {@code [1:i]}): PostgreSQL's
 * array_set_slice. The source's elements are read in row-major order whatever its shape, extras
 * ignored. A NULL source leaves the array as it was (a NULL array becoming the empty one, as
 * PostgreSQL substitutes an empty array for a NULL before assigning); an empty or NULL array takes
 * the slice's shape, all of whose bounds must then be written; a one-dimensional array grows to
 * take the slice, gaps filled with NULLs; a multidimensional one must hold the slice, and
 * dimensions after the written ones cover the whole array. Arguments: the old array, the source,
 * then each dimension's written bounds (lower before upper).
 */
public final class ArraySliceAssign extends ArrayAssignFunction {
    /** PostgreSQL's MaxArraySize: the most elements an array may hold. */
    static final long MAX_ELEMENTS = 134217727L;

    private final boolean[] lowerWritten;
    private final boolean[] upperWritten;

    public ArraySliceAssign(DataType element, boolean[] lowerWritten, boolean[] upperWritten) {
        super(element);
        this.lowerWritten = lowerWritten.clone();
        this.upperWritten = upperWritten.clone();
    }

    @Override
    public String name() {
        return "array slice assignment";
    }

    @Override
    public List<DataType> argTypes() {
        List<DataType> types = new ArrayList<>(List.of(DataType.arrayOf(element), DataType.arrayOf(element)));
        for (int d = 0; d < lowerWritten.length; d++) {
            if (lowerWritten[d]) {
                types.add(DataType.INTEGER);
            }
            if (upperWritten[d]) {
                types.add(DataType.INTEGER);
            }
        }
        return types;
    }

    @Override
    public Object invoke(EvalContext ctx, Object[] args) {
        int n = lowerWritten.length;
        int[] lo = new int[n];
        int[] hi = new int[n];
        int k = 2;
        for (int d = 0; d < n; d++) {
            if (lowerWritten[d]) {
                lo[d] = subscript(args[k++]);
            }
            if (upperWritten[d]) {
                hi[d] = subscript(args[k++]);
            }
        }
        ArrayValue old = args[0] == null ? ArrayValue.EMPTY : (ArrayValue) args[0];
        if (args[1] == null) {
            return old;
        }
        Object[] source = ((ArrayValue) args[1]).elements();
        if (old.ndims() == 0) {
            return fresh(source, lo, hi);
        }
        if (old.ndims() < n) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_SUBSCRIPTS);
        }
        return old.ndims() == 1 ? oneDimension(old, source, lo[0], hi[0]) : inside(old, source, lo, hi);
    }

    private static int subscript(Object v) {
        if (v == null) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_NULL_SUBSCRIPT);
        }
        return ((Number) v).intValue();
    }

    /** An empty array takes the slice's shape and the source's first elements. */
    private ArrayValue fresh(Object[] source, int[] lo, int[] hi) {
        int n = lo.length;
        int[] dims = new int[n];
        long items = 1;
        for (int d = 0; d < n; d++) {
            if (!lowerWritten[d] || !upperWritten[d]) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_SLICE_BOUNDS);
            }
            long length = 1L + hi[d] - lo[d];
            if (length < 0 || length > MAX_ELEMENTS) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_TOO_BIG);
            }
            dims[d] = (int) length;
            items *= length;
            if (items > MAX_ELEMENTS) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_TOO_BIG);
            }
        }
        if (source.length < items) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_SOURCE_TOO_SMALL);
        }
        if (items == 0) {
            return ArrayValue.EMPTY;
        }
        ArrayValue.checkBounds(dims, lo);
        Object[] out = new Object[(int) items];
        System.arraycopy(source, 0, out, 0, out.length);
        return new ArrayValue(out, dims, lo.clone());
    }

    /** A one-dimensional array, grown with NULLs to take the slice where it reaches past either end. */
    private ArrayValue oneDimension(ArrayValue old, Object[] source, int lo, int hi) {
        int oldLower = old.lower(0);
        int oldUpper = oldLower + old.length(0) - 1;
        if (!lowerWritten[0]) {
            lo = oldLower;
        }
        if (!upperWritten[0]) {
            hi = oldUpper;
        }
        if (lo > hi) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_BOUNDS);
        }
        int lower = Math.min(oldLower, lo);
        long length = (long) Math.max(oldUpper, hi) - lower + 1;
        if (length > MAX_ELEMENTS) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_TOO_BIG);
        }
        ArrayValue.checkBounds(new int[] {(int) length}, new int[] {lower});
        int items = hi - lo + 1;
        if (source.length < items) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_SOURCE_TOO_SMALL);
        }
        Object[] out = new Object[(int) length];
        System.arraycopy(old.elements(), 0, out, oldLower - lower, old.length(0));
        System.arraycopy(source, 0, out, lo - lower, items);
        return new ArrayValue(out, new int[] {out.length}, new int[] {lower});
    }

    /** A multidimensional array, which must already hold the slice: PostgreSQL does not grow one. */
    private ArrayValue inside(ArrayValue old, Object[] source, int[] written, int[] writtenHi) {
        int ndims = old.ndims();
        int[] lo = new int[ndims];
        int[] hi = new int[ndims];
        long items = 1;
        for (int d = 0; d < ndims; d++) {
            int lower = old.lower(d);
            int upper = lower + old.length(d) - 1;
            boolean given = d < written.length;
            lo[d] = given && lowerWritten[d] ? written[d] : lower;
            hi[d] = given && upperWritten[d] ? writtenHi[d] : upper;
            if (lo[d] > hi[d]) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_BOUNDS);
            }
            if (given && (lo[d] < lower || hi[d] > upper)) {
                throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_OUT_OF_RANGE);
            }
            items *= hi[d] - lo[d] + 1;
        }
        if (source.length < items) {
            throw LaninException.of(PlannerMsg.ARRAY_ASSIGN_SOURCE_TOO_SMALL);
        }
        Object[] out = old.elements();
        int[] at = lo.clone();
        for (int i = 0; i < items; i++) {
            int offset = 0;
            for (int d = 0; d < ndims; d++) {
                offset = offset * old.length(d) + at[d] - old.lower(d);
            }
            out[offset] = source[i];
            for (int d = ndims - 1; d >= 0 && ++at[d] > hi[d]; d--) {
                at[d] = lo[d];
            }
        }
        return new ArrayValue(out, old.dims(), old.lowerBounds());
    }
}
