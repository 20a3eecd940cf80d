package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * GROUP BY by hashing. Output rows are the group key values followed by the aggregate results.
 * With no grouping keys, exactly one row comes out even for empty input (SQL's rule).
 */
public final class HashAggregateOperator implements Operator {
    private final Operator input;
    private final RowExpr[] groupKeys;
    private final AggregateSpec[] aggregates;
    private Iterator<Map.Entry<RowKey, Group>> out;

    public HashAggregateOperator(Operator input, RowExpr[] groupKeys, AggregateSpec[] aggregates) {
        this.input = input;
        this.groupKeys = groupKeys;
        this.aggregates = aggregates;
    }

    private final class Group {
        final Object[] states = new Object[aggregates.length];
        final List<Set<RowKey>> distinctSeen = new ArrayList<>();

        Group() {
            for (int i = 0; i < aggregates.length; i++) {
                states[i] = aggregates[i].function().newState();
                distinctSeen.add(aggregates[i].distinct() ? new HashSet<>() : null);
            }
        }

        void add(Object[] row, ExecContext ctx) {
            for (int i = 0; i < aggregates.length; i++) {
                AggregateSpec a = aggregates[i];
                Object v = a.argument() == null ? null : a.argument().eval(row, ctx);
                if (a.argument() != null && v == null && a.function().skipsNulls()) {
                    continue;
                }
                if (a.distinct() && !distinctSeen.get(i).add(new RowKey(new Object[] {v}))) {
                    continue;
                }
                states[i] = a.function().accumulate(states[i], v);
            }
        }
    }

    @Override
    public void open(ExecContext ctx) {
        Map<RowKey, Group> groups = new LinkedHashMap<>();
        input.open(ctx);
        Object[] row;
        while ((row = input.next()) != null) {
            ctx.checkInterrupts();
            Object[] k = new Object[groupKeys.length];
            for (int i = 0; i < k.length; i++) {
                k[i] = groupKeys[i].eval(row, ctx);
            }
            groups.computeIfAbsent(new RowKey(k), key -> new Group()).add(row, ctx);
        }
        input.close();
        if (groups.isEmpty() && groupKeys.length == 0) {
            groups.put(new RowKey(new Object[0]), new Group());
        }
        out = groups.entrySet().iterator();
    }

    @Override
    public Object[] next() {
        if (!out.hasNext()) {
            return null;
        }
        Map.Entry<RowKey, Group> e = out.next();
        Object[] key = e.getKey().values();
        Object[] row = new Object[key.length + aggregates.length];
        System.arraycopy(key, 0, row, 0, key.length);
        for (int i = 0; i < aggregates.length; i++) {
            row[key.length + i] = aggregates[i].function().finish(e.getValue().states[i]);
        }
        return row;
    }

    @Override
    public void close() {
        out = null;
    }

    @Override
    public int width() {
        return groupKeys.length + aggregates.length;
    }
}
