package org.lanin.engine.exec;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The aggregate states of one group, shared by the hashed and the sorted aggregation: a
 * primitive {@link AggState} where the function offers one (and the call is neither DISTINCT
 * nor ordered), the collected inputs of a call with its own ORDER BY, else the function's boxed
 * state with, for DISTINCT, the values already seen.
 */
final class AggGroup {
    private final AggregateSpec[] aggregates;
    private final Object[] states;
    private final AggState[] fast;
    private final Set<?>[] distinctSeen;
    private final OrderedAggregateInput[] ordered;
    /** The group's key as its owner holds it (null for the one group of an aggregate without keys). */
    Object[] key;
    /** The carried keys' values, taken from the group's first row (empty when there are none). */
    Object[] carried = NONE;
    private static final Object[] NONE = new Object[0];

    /** Per call, the factory of its primitive state, or null where the boxed path is taken. */
    @SuppressWarnings("unchecked")
    static Supplier<AggState>[] primitiveStates(AggregateSpec[] aggregates) {
        Supplier<AggState>[] out = new Supplier[aggregates.length];
        for (int i = 0; i < aggregates.length; i++) {
            AggregateSpec a = aggregates[i];
            out[i] = a.distinct() || a.ordered() ? null : a.function().primitiveStates(a.argument());
        }
        return out;
    }

    AggGroup(AggregateSpec[] aggregates, Supplier<AggState>[] primitive) {
        this.aggregates = aggregates;
        int n = aggregates.length;
        states = new Object[n];
        fast = new AggState[n];
        distinctSeen = new Set<?>[n];
        ordered = new OrderedAggregateInput[n];
        for (int i = 0; i < n; i++) {
            if (primitive[i] != null) {
                fast[i] = primitive[i].get();
            } else if (aggregates[i].ordered()) {
                ordered[i] = new OrderedAggregateInput(aggregates[i]);
            } else {
                states[i] = aggregates[i].function().newState();
                distinctSeen[i] = aggregates[i].distinct() ? new HashSet<RowKey>() : null;
            }
        }
    }

    @SuppressWarnings("unchecked")
    void add(Object[] row, ExecContext ctx) {
        for (int i = 0; i < aggregates.length; i++) {
            if (fast[i] != null) {
                fast[i].add(row, ctx);
                continue;
            }
            AggregateSpec a = aggregates[i];
            Object v = a.argument() == null ? null : a.argument().eval(row, ctx);
            if (a.argument() != null && v == null && a.function().skipsNulls()) {
                continue;
            }
            if (ordered[i] != null) {
                ordered[i].add(v, row, ctx);
                continue;
            }
            if (a.distinct() && !((Set<RowKey>) distinctSeen[i]).add(HashAggregateOperator.distinctKey(v))) {
                continue;
            }
            states[i] = a.function().accumulate(states[i], v);
        }
    }

    Object finish(int i) {
        if (ordered[i] != null) {
            return ordered[i].finish();
        }
        return fast[i] != null ? fast[i].finish() : aggregates[i].function().finish(states[i]);
    }

    /**
     * Evaluates the carried keys over the group's first row: columns that depend on the grouping
     * keys (a primary key's table's other columns), equal in every row of the group.
     */
    void carry(RowExpr[] carriedKeys, Object[] row, ExecContext ctx) {
        if (carriedKeys.length == 0) {
            return;
        }
        carried = new Object[carriedKeys.length];
        for (int i = 0; i < carried.length; i++) {
            carried[i] = carriedKeys[i].eval(row, ctx);
        }
    }

    /** The output row: the key's values, the carried keys', then each call's result. */
    Object[] result() {
        int keys = key.length + carried.length;
        Object[] row = new Object[keys + aggregates.length];
        System.arraycopy(key, 0, row, 0, key.length);
        System.arraycopy(carried, 0, row, key.length, carried.length);
        for (int i = 0; i < aggregates.length; i++) {
            row[keys + i] = finish(i);
        }
        return row;
    }
}
