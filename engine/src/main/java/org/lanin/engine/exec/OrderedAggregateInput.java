package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The inputs of one group of an aggregate call with its own ORDER BY, as PostgreSQL's
 * {@code process_ordered_aggregate_single} handles them: collected with their sort keys, sorted
 * (stably) when the group is finished, then fed to the aggregate in that order, DISTINCT dropping
 * repeats after the sort.
 */
final class OrderedAggregateInput {
    private final AggregateSpec spec;
    private final List<Object[]> entries = new ArrayList<>();

    OrderedAggregateInput(AggregateSpec spec) {
        this.spec = spec;
    }

    /** Keeps the argument value {@code v} of {@code row} with the row's sort keys. */
    void add(Object v, Object[] row, ExecContext ctx) {
        RowExpr[] keys = spec.orderKeys();
        Object[] e = new Object[keys.length + 1];
        for (int k = 0; k < keys.length; k++) {
            e[k] = keys[k].eval(row, ctx);
        }
        e[keys.length] = v;
        entries.add(e);
    }

    Object finish() {
        int n = spec.orderKeys().length;
        entries.sort((a, b) -> {
            for (int k = 0; k < n; k++) {
                int c = spec.orderComparators()[k].compare(a[k], b[k]);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        });
        Set<RowKey> seen = spec.distinct() ? new HashSet<>() : null;
        Object state = spec.function().newState();
        for (Object[] e : entries) {
            Object v = e[n];
            if (seen != null && !seen.add(HashAggregateOperator.distinctKey(v))) {
                continue;
            }
            state = spec.function().accumulate(state, v);
        }
        return spec.function().finish(state);
    }
}
