package org.lanin.engine.type;

import java.util.Comparator;

/**
 * PostgreSQL's btree order of arrays (array_cmp): element by element in storage order with the
 * element type's order, a NULL element above every non-null one; when one array is a prefix of
 * the other the shorter sorts first; then fewer dimensions first, then each dimension's length
 * and lower bound. Two arrays compare equal exactly when {@link ArrayValue#equals} holds.
 */
public final class ArrayOrder implements Comparator<Object> {
    /** Elements compared by their runtime class (anyarray, or when only the kind is known). */
    static final ArrayOrder ANY = new ArrayOrder(ValueComparators::compare);

    private final Comparator<Object> elements;

    private ArrayOrder(Comparator<Object> elements) {
        this.elements = elements;
    }

    /** The order of arrays of {@code element} (null or unknown: by runtime class). */
    public static Comparator<Object> of(DataType element) {
        return element == null || element.kind() == TypeKind.UNKNOWN ? ANY
                : new ArrayOrder(ValueComparators.forType(element));
    }

    @Override
    public int compare(Object x, Object y) {
        ArrayValue a = (ArrayValue) x;
        ArrayValue b = (ArrayValue) y;
        int n = Math.min(a.size(), b.size());
        for (int i = 0; i < n; i++) {
            Object p = a.get(i);
            Object q = b.get(i);
            if (p == null || q == null) {
                if (p != q) {
                    return p == null ? 1 : -1;
                }
                continue;
            }
            int c = elements.compare(p, q);
            if (c != 0) {
                return c;
            }
        }
        if (a.size() != b.size()) {
            return a.size() < b.size() ? -1 : 1;
        }
        if (a.ndims() != b.ndims()) {
            return a.ndims() < b.ndims() ? -1 : 1;
        }
        for (int d = 0; d < a.ndims(); d++) {
            if (a.length(d) != b.length(d)) {
                return a.length(d) < b.length(d) ? -1 : 1;
            }
            if (a.lower(d) != b.lower(d)) {
                return a.lower(d) < b.lower(d) ? -1 : 1;
            }
        }
        return 0;
    }
}
