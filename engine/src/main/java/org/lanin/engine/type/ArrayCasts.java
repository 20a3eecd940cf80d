package org.lanin.engine.type;

import org.lanin.engine.error.LaninException;

/**
 * Conversions into an array type: text through {@link ArrayParser} (array_in), another array
 * element by element with the element types' cast or assignment rules (PostgreSQL's
 * array_coerce: {@code '{1.5,2.5}'::numeric[]::int[]} is {@code {2,3}}), keeping the shape.
 */
final class ArrayCasts {
    private ArrayCasts() {
    }

    static Object toArray(Object v, DataType source, DataType target, boolean assignment) {
        DataType element = target.elementType();
        if (v instanceof String s) {
            return ArrayParser.parse(s, element);
        }
        if (!(v instanceof ArrayValue a)) {
            throw LaninException.of(TypeMsg.CANNOT_CAST, source != null ? source.displayName()
                    : ValueComparators.kindOf(v).sqlName(), target.displayName());
        }
        DataType from = source != null && source.isArray() ? source.element() : null;
        if (element.kind() == TypeKind.UNKNOWN || element.equals(from)) {
            return a;
        }
        return a.map(e -> assignment ? Casts.assign(e, from, element) : Casts.cast(e, from, element));
    }
}
