package org.lanin.engine.exec;

import java.util.function.Supplier;

/**
 * GROUP BY over input sorted on the group keys (PostgreSQL's GroupAggregate): a group ends
 * where the next row's key differs, so one group's states are held at a time and the first
 * group comes out before the input is read to its end. Key equality is {@link RowKey}'s, as in
 * {@link HashAggregateOperator}; the planner only sorts on key types whose sort order keeps
 * equal keys adjacent under that equality. Needs at least one key. Carried keys
 * ({@link #carrying}) are output after the group keys, taken from each group's first row.
 */
public final class GroupAggregateOperator implements Operator {
    private final Operator input;
    private final RowExpr[] groupKeys;
    private final AggregateSpec[] aggregates;
    private final Supplier<AggState>[] primitive;
    private RowExpr[] carried = new RowExpr[0];
    private ExecContext ctx;
    /** The first row of the next group, read while finishing the current one; null at the end. */
    private Object[] pending;
    private Object[] pendingKey;

    public GroupAggregateOperator(Operator input, RowExpr[] groupKeys, AggregateSpec[] aggregates) {
        if (groupKeys.length == 0) {
            throw new IllegalArgumentException("a sorted aggregation needs group keys");
        }
        this.input = input;
        this.groupKeys = groupKeys;
        this.aggregates = aggregates;
        this.primitive = AggGroup.primitiveStates(aggregates);
    }

    /**
     * Keys that do not decide the group but are output after the group keys, evaluated over each
     * group's first row: columns functionally dependent on the group keys (PostgreSQL's
     * remove_useless_groupby_columns keeps them in the Agg's target list, not in its grouping).
     */
    public GroupAggregateOperator carrying(RowExpr[] carriedKeys) {
        this.carried = carriedKeys.clone();
        return this;
    }

    @Override
    public void open(ExecContext ctx) {
        this.ctx = ctx;
        input.open(ctx);
        pending = input.next();
        pendingKey = pending == null ? null : key(pending);
    }

    private Object[] key(Object[] row) {
        Object[] key = new Object[groupKeys.length];
        for (int i = 0; i < key.length; i++) {
            key[i] = groupKeys[i].eval(row, ctx);
        }
        return key;
    }

    @Override
    public Object[] next() {
        if (pending == null) {
            return null;
        }
        AggGroup g = new AggGroup(aggregates, primitive);
        g.key = pendingKey;
        g.carry(carried, pending, ctx);
        g.add(pending, ctx);
        Object[] probe = new Object[groupKeys.length];
        Object[] row;
        while ((row = input.next()) != null) {
            if (ctx != null) {
                ctx.checkInterrupts();
            }
            boolean same = true;
            for (int i = 0; i < probe.length; i++) {
                probe[i] = groupKeys[i].eval(row, ctx);
                same = same && (probe[i] == g.key[i] || RowKey.same(probe[i], g.key[i]));
            }
            if (!same) {
                pending = row;
                pendingKey = probe;
                return g.result();
            }
            g.add(row, ctx);
        }
        pending = null;
        pendingKey = null;
        return g.result();
    }

    @Override
    public void close() {
        pending = null;
        pendingKey = null;
        input.close();
    }

    @Override
    public int width() {
        return groupKeys.length + carried.length + aggregates.length;
    }
}
