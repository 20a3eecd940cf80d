package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.List;

/**
 * A partition's bound (FOR VALUES ...), values already cast to the key columns' types.
 * RANGE bounds are [lower, upper): inclusive below, exclusive above, as in PostgreSQL.
 */
public sealed interface PartitionBound {

    /** FOR VALUES IN (...); a NULL in the list is kept as {@code acceptsNull}, not in {@code values}. */
    record ListBound(List<Object> values, boolean acceptsNull) implements PartitionBound {
        public ListBound {
            values = List.copyOf(values);
        }
    }

    /** FOR VALUES FROM (...) TO (...). */
    record RangeBound(List<RangeDatum> lower, List<RangeDatum> upper) implements PartitionBound {
        public RangeBound {
            lower = List.copyOf(lower);
            upper = List.copyOf(upper);
        }
    }

    /** FOR VALUES WITH (MODULUS m, REMAINDER r). */
    record HashBound(int modulus, int remainder) implements PartitionBound { }

    /** DEFAULT: every row no sibling accepts (never a HASH partition). */
    record DefaultBound() implements PartitionBound { }

    /** One column of a range bound: MINVALUE, a value, or MAXVALUE. */
    record RangeDatum(int kind, Object value) {
        public static final int MINVALUE = -1;
        public static final int VALUE = 0;
        public static final int MAXVALUE = 1;

        public static RangeDatum of(Object value) {
            return new RangeDatum(VALUE, value);
        }

        @Override
        public String toString() {
            return kind == MINVALUE ? "MINVALUE" : kind == MAXVALUE ? "MAXVALUE" : BoundText.literal(value);
        }
    }

    /** PostgreSQL's pg_get_expr text of the bound, e.g. {@code FOR VALUES IN (1, 2)}. */
    default String sql() {
        if (this instanceof ListBound l) {
            List<String> items = new ArrayList<>();
            if (l.acceptsNull()) {
                items.add("NULL");
            }
            l.values().forEach(v -> items.add(BoundText.literal(v)));
            return "FOR VALUES IN (" + String.join(", ", items) + ")";
        }
        if (this instanceof RangeBound r) {
            return "FOR VALUES FROM " + BoundText.datums(r.lower()) + " TO " + BoundText.datums(r.upper());
        }
        if (this instanceof HashBound h) {
            return "FOR VALUES WITH (modulus " + h.modulus() + ", remainder " + h.remainder() + ")";
        }
        return "DEFAULT";
    }
}
