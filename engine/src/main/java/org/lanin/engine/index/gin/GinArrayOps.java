package org.lanin.engine.index.gin;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.ValueComparators;

/**
 * {@code array_ops} (PostgreSQL's array_gin.c: ginarrayextract, ginqueryarrayextract,
 * ginarrayconsistent): the keys of an array are its distinct non-NULL elements, a NULL element
 * adds one NULL_KEY entry, an empty array one EMPTY_ITEM.
 */
final class GinArrayOps {
    private GinArrayOps() {
    }

    static List<Object[]> entries(ArrayValue a) {
        if (a.isEmpty()) {
            return java.util.Collections.singletonList(GinKeys.placeholder(GinKeys.EMPTY_ITEM));
        }
        List<Object[]> out = new ArrayList<>();
        boolean hasNull = false;
        for (Object e : distinct(a)) {
            out.add(GinKeys.norm(e));
        }
        for (int i = 0; i < a.size() && !hasNull; i++) {
            hasNull = a.get(i) == null;
        }
        if (hasNull) {
            out.add(GinKeys.placeholder(GinKeys.NULL_KEY));
        }
        return out;
    }

    /** The distinct non-NULL elements, by the element type's equality (1.0 and 1.00 are one key). */
    private static TreeSet<Object> distinct(ArrayValue a) {
        TreeSet<Object> keys = new TreeSet<>(ValueComparators::compare);
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != null) {
                keys.add(a.get(i));
            }
        }
        return keys;
    }

    /**
     * {@code @>}: rows holding every query element (none: every row); {@code &&}: any of them (none:
     * no row); {@code <@}: any of them, or empty; {@code =}: every one, or empty when the query is.
     * A NULL query element can match nothing under {@code @>} and {@code =}; rechecked anyway.
     */
    static GinQuery query(String op, ArrayValue q) {
        List<GinQuery> keys = new ArrayList<>();
        for (Object e : distinct(q)) {
            keys.add(new GinQuery.Key(e));
        }
        GinQuery empty = new GinQuery.Category(GinKeys.EMPTY_ITEM);
        return switch (op) {
            case "@>" -> GinQuery.and(keys, GinQuery.ALL);
            case "&&" -> GinQuery.or(keys, GinQuery.NONE);
            case "<@" -> {
                keys.add(empty);
                yield GinQuery.or(keys, GinQuery.NONE);
            }
            case "=" -> GinQuery.and(keys, empty);
            default -> null;
        };
    }
}
