package org.lanin.engine.exec;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * GROUP BY by hashing. Output rows are the group key values followed by the aggregate results.
 * With no grouping keys, exactly one row comes out even for empty input (SQL's rule).
 * A call with its own ORDER BY collects its inputs per group ({@link OrderedAggregateInput}).
 * Aggregates that offer {@link Aggregate#primitiveStates} (and are not DISTINCT) keep a
 * primitive {@link AggState} per group; the group lookup probes with one reused key array.
 * So an input row allocates nothing beyond what its key and boxed-path arguments do.
 */
public final class HashAggregateOperator implements Operator {
    private final Operator input;
    private final RowExpr[] groupKeys;
    private final AggregateSpec[] aggregates;
    private final Supplier<AggState>[] primitive;
    private GroupTable<Group> groups;
    private int next;

    @SuppressWarnings("unchecked")
    public HashAggregateOperator(Operator input, RowExpr[] groupKeys, AggregateSpec[] aggregates) {
        this.input = input;
        this.groupKeys = groupKeys;
        this.aggregates = aggregates;
        this.primitive = new Supplier[aggregates.length];
        for (int i = 0; i < aggregates.length; i++) {
            AggregateSpec a = aggregates[i];
            primitive[i] = a.distinct() || a.ordered() ? null : a.function().primitiveStates(a.argument());
        }
    }

    private final class Group {
        final Object[] states = new Object[aggregates.length];
        final AggState[] fast = new AggState[aggregates.length];
        final Set<?>[] distinctSeen = new Set<?>[aggregates.length];
        final OrderedAggregateInput[] ordered = new OrderedAggregateInput[aggregates.length];

        Group() {
            for (int i = 0; i < aggregates.length; i++) {
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
                if (a.distinct() && !((Set<RowKey>) distinctSeen[i]).add(distinctKey(v))) {
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
    }

    /**
     * What DISTINCT compares: the value, or all of a multi-argument call's values (string_agg gets
     * {@code (value, separator)} pairs, which must compare by content, not identity).
     */
    static RowKey distinctKey(Object v) {
        return new RowKey(v instanceof Object[] arr ? arr : new Object[] {v});
    }

    @Override
    public void open(ExecContext ctx) {
        groups = new GroupTable<>();
        next = 0;
        input.open(ctx);
        Object[] probe = new Object[groupKeys.length];
        Group only = groupKeys.length == 0 ? new Group() : null;
        Object[] row;
        while ((row = input.next()) != null) {
            ctx.checkInterrupts();
            if (only != null) {
                only.add(row, ctx);
                continue;
            }
            for (int i = 0; i < probe.length; i++) {
                probe[i] = groupKeys[i].eval(row, ctx);
            }
            Group g = groups.get(probe);
            if (g == null) {
                g = new Group();
                groups.put(probe.clone(), g);
            }
            g.add(row, ctx);
        }
        input.close();
        if (only != null) {
            groups.put(probe, only);
        }
    }

    @Override
    public Object[] next() {
        if (next >= groups.size()) {
            return null;
        }
        Object[] key = groups.key(next);
        Group g = groups.group(next++);
        Object[] row = new Object[key.length + aggregates.length];
        System.arraycopy(key, 0, row, 0, key.length);
        for (int i = 0; i < aggregates.length; i++) {
            row[key.length + i] = g.finish(i);
        }
        return row;
    }

    @Override
    public void close() {
        groups = null;
    }

    @Override
    public int width() {
        return groupKeys.length + aggregates.length;
    }
}
