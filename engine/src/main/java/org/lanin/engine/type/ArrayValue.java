package org.lanin.engine.type;

import java.util.Arrays;
import java.util.List;

/**
 * The value of an array column or expression (PostgreSQL's ArrayType): the elements in row-major
 * order, SQL NULL as Java null, with the length and lower bound of each dimension. Immutable;
 * the constructor copies nothing, so callers hand over arrays they no longer touch.
 *
 * <p>Invariants: {@code dims.length == lowerBounds.length <= MAX_DIMENSIONS}; the product of the
 * lengths is {@code elements.length}; the empty array has no dimensions (PostgreSQL's {@code {}},
 * whose {@code array_ndims} is NULL); an element is exactly its kind's class (never an ArrayValue:
 * a multi-dimensional array is one value, not an array of arrays).
 *
 * <p>{@link #equals}/{@link #hashCode} are SQL equality (array_eq): same dimensions and lower
 * bounds, elements equal by value (numeric 1.0 = 1.00, bytea by content), NULL equal to NULL, so
 * grouping, DISTINCT and hash joins see PostgreSQL's equality.
 */
public final class ArrayValue {
    /** PostgreSQL's MAXDIM. */
    public static final int MAX_DIMENSIONS = 6;
    public static final ArrayValue EMPTY = new ArrayValue(new Object[0], new int[0], new int[0]);

    private final Object[] elements;
    private final int[] dims;
    private final int[] lowerBounds;

    public ArrayValue(Object[] elements, int[] dims, int[] lowerBounds) {
        this.elements = elements;
        this.dims = dims;
        this.lowerBounds = lowerBounds;
    }

    /** A one-dimensional array with lower bound 1 (or the empty array). */
    /**
     * PostgreSQL's ArrayCheckBounds: each dimension's lower bound plus its length must stay an
     * integer (54000 otherwise), so every subscript and the bound after the last fit in one.
     */
    public static void checkBounds(int[] dims, int[] lowerBounds) {
        for (int d = 0; d < dims.length; d++) {
            if ((long) lowerBounds[d] + dims[d] > Integer.MAX_VALUE) {
                throw org.lanin.engine.error.LaninException.of(TypeMsg.ARRAY_LOWER_TOO_LARGE, lowerBounds[d]);
            }
        }
    }

    public static ArrayValue of(Object[] elements) {
        return elements.length == 0 ? EMPTY : new ArrayValue(elements, new int[] {elements.length}, new int[] {1});
    }

    public static ArrayValue of(List<?> elements) {
        return of(elements.toArray());
    }

    public int ndims() {
        return dims.length;
    }

    public boolean isEmpty() {
        return elements.length == 0;
    }

    /** Number of elements over all dimensions (cardinality). */
    public int size() {
        return elements.length;
    }

    /** Element {@code i} in row-major order, 0-based. */
    public Object get(int i) {
        return elements[i];
    }

    /** Length of dimension {@code d} (0-based). */
    public int length(int d) {
        return dims[d];
    }

    /** Lower bound of dimension {@code d} (0-based). */
    public int lower(int d) {
        return lowerBounds[d];
    }

    /** A copy of the elements in row-major order. */
    public Object[] elements() {
        return elements.clone();
    }

    public int[] dims() {
        return dims.clone();
    }

    public int[] lowerBounds() {
        return lowerBounds.clone();
    }

    /** Whether every lower bound is 1 (the output then has no dimension decoration). */
    public boolean defaultBounds() {
        for (int lb : lowerBounds) {
            if (lb != 1) {
                return false;
            }
        }
        return true;
    }

    /** The same elements and shape with every element mapped (casts to another element type). */
    public ArrayValue map(java.util.function.UnaryOperator<Object> f) {
        Object[] out = new Object[elements.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = elements[i] == null ? null : f.apply(elements[i]);
        }
        return new ArrayValue(out, dims, lowerBounds);
    }

    /** Whether some element is NULL. */
    public boolean containsNull() {
        for (Object e : elements) {
            if (e == null) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ArrayValue a) || !Arrays.equals(dims, a.dims) || !Arrays.equals(lowerBounds, a.lowerBounds)) {
            return false;
        }
        for (int i = 0; i < elements.length; i++) {
            if (!sameElement(elements[i], a.elements[i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = Arrays.hashCode(dims) * 31 + Arrays.hashCode(lowerBounds);
        for (Object e : elements) {
            h = 31 * h + elementHash(e);
        }
        return h;
    }

    /** Element equality as array_eq sees it: NULL equals NULL, numbers by value, -0 = 0, bytea by content. */
    static boolean sameElement(Object a, Object b) {
        if (a != null && b != null && a.getClass() != b.getClass()) {
            return ValueComparators.compare(a, b) == 0;
        }
        return ValueEquality.same(a, b);
    }

    private static int elementHash(Object e) {
        return ValueEquality.hash(e);
    }

    /** PostgreSQL's text form ({@link ArrayFormat}). */
    @Override
    public String toString() {
        return ArrayFormat.format(this);
    }
}
