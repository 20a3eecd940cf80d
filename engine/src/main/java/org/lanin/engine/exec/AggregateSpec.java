package org.lanin.engine.exec;

import java.util.Comparator;

/**
 * An aggregate call in a grouping plan: the function, its argument (null for count(*)), DISTINCT,
 * and the call's own ORDER BY ({@code string_agg(x, ',' ORDER BY k)}): the keys, evaluated on the
 * input row, and their comparators (both empty when the call has none).
 */
public record AggregateSpec(Aggregate function, RowExpr argument, boolean distinct, RowExpr[] orderKeys,
        Comparator<Object>[] orderComparators) {
    private static final RowExpr[] NO_KEYS = new RowExpr[0];
    @SuppressWarnings("unchecked")
    private static final Comparator<Object>[] NO_COMPARATORS = new Comparator[0];

    public AggregateSpec(Aggregate function, RowExpr argument, boolean distinct) {
        this(function, argument, distinct, NO_KEYS, NO_COMPARATORS);
    }

    /** True when the call has an ORDER BY: its inputs are collected per group and fed in that order. */
    public boolean ordered() {
        return orderKeys.length > 0;
    }
}
