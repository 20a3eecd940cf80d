package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.exec.AggregateSpec;
import org.lanin.engine.type.DataType;
import org.lanin.planner.expr.BoundExpr;

/**
 * Binding state of a grouped query: the GROUP BY keys (bound over the FROM row, and their
 * text for matching select-list expressions) and the aggregate calls found so far. Bound
 * expressions of the grouped query address the aggregation's output row: keys first, then
 * one slot per aggregate.
 */
public final class AggregateCollector {
    private final List<BoundExpr> keys;
    private final List<String> keyTexts;
    private final Scope inputScope;
    private final List<AggregateSpec> aggregates = new ArrayList<>();
    private final List<String> aggregateTexts = new ArrayList<>();
    private final List<BoundExpr> argumentReads = new ArrayList<>();
    private boolean argumentReadsUnknown;

    public AggregateCollector(List<BoundExpr> keys, List<String> keyTexts, Scope inputScope) {
        this.keys = keys;
        this.keyTexts = keyTexts;
        this.inputScope = inputScope;
    }

    /**
     * GROUPING SETS / ROLLUP / CUBE: each set's key positions, the last key being the number of the
     * set a row belongs to (what {@code grouping()} reads); null for a plain GROUP BY.
     */
    private List<java.util.BitSet> groupingSets;

    /** The same collector grouping by {@code sets} (see {@link #groupingSets()}). */
    public AggregateCollector withGroupingSets(List<java.util.BitSet> sets) {
        this.groupingSets = List.copyOf(sets);
        return this;
    }

    /** Each grouping set's key positions, or null for a plain GROUP BY; the last key is then the set's number. */
    public List<java.util.BitSet> groupingSets() {
        return groupingSets;
    }

    /** A collector with the same keys and no aggregates yet (to bind the query again). */
    public AggregateCollector emptyCopy() {
        AggregateCollector c = new AggregateCollector(keys, keyTexts, inputScope);
        c.groupingSets = groupingSets;
        return c;
    }

    /** Width of the aggregation's output row: keys, then aggregates. */
    public int width() {
        return keys.size() + aggregates.size();
    }

    /** The FROM row's scope, which aggregate arguments are bound against. */
    Scope inputScope() {
        return inputScope;
    }

    public List<BoundExpr> keys() {
        return keys;
    }

    public List<AggregateSpec> aggregates() {
        return aggregates;
    }

    /** Each aggregate call as written (lower case, no spaces), for EXPLAIN. */
    public List<String> aggregateTexts() {
        return aggregateTexts;
    }

    /** The output slot of the group key written as {@code text}, or -1. */
    int keyByText(String text) {
        return keyTexts.indexOf(text);
    }

    /** The output slot of a key that is exactly this input column, or -1. */
    int keyByColumn(int inputIndex) {
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i) instanceof BoundExpr.ColumnRef c && c.index() == inputIndex) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The expressions over the FROM row the aggregates' arguments (and FILTERs, separators) are
     * computed from, so the planner knows which input columns the aggregation reads; null when
     * some aggregate did not say (one with its own ORDER BY).
     */
    public List<BoundExpr> argumentReads() {
        return argumentReadsUnknown ? null : argumentReads;
    }

    /**
     * Registers an aggregate call (reusing an identical earlier one); returns its output slot.
     * {@code reads}: the bound expressions over the FROM row it evaluates; null when unknown.
     */
    int add(String text, AggregateSpec spec, DataType type, List<BoundExpr> reads) {
        int existing = aggregateTexts.indexOf(text);
        if (existing >= 0) {
            return keys.size() + existing;
        }
        if (reads == null) {
            argumentReadsUnknown = true;
        } else {
            argumentReads.addAll(reads);
        }
        aggregates.add(spec);
        aggregateTexts.add(text);
        return keys.size() + aggregates.size() - 1;
    }

    DataType keyType(int slot) {
        return keys.get(slot).type();
    }
}
