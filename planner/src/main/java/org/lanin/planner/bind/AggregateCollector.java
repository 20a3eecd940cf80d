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
 *
 * <p>The last {@link #carried} keys depend functionally on the others (a primary key's table's
 * columns): output, not grouped on. A column of {@link #withDependent dependent} positions read
 * ungrouped is accepted, as PostgreSQL's check_functional_grouping does: it is noted
 * ({@link #withPendingDependents}) and the query bound again with it as one more carried key.
 */
public final class AggregateCollector {
    private final List<BoundExpr> keys;
    private final List<String> keyTexts;
    private final Scope inputScope;
    private final List<AggregateSpec> aggregates = new ArrayList<>();
    private final List<String> aggregateTexts = new ArrayList<>();
    private final List<BoundExpr> argumentReads = new ArrayList<>();
    private boolean argumentReadsUnknown;
    /** How many of the last keys are functionally dependent on the others. */
    private int carried;
    /** FROM row positions functionally dependent on the keys (read ungrouped, they become carried keys). */
    private java.util.BitSet dependent = new java.util.BitSet();
    /** Dependent columns read ungrouped while binding, in the order met. */
    private final List<BoundExpr.ColumnRef> pendingDependents = new ArrayList<>();

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
        c.carried = carried;
        c.dependent = dependent;
        return c;
    }

    /** The last {@code n} keys are functionally dependent on the others ({@link #carried()}). */
    public AggregateCollector withCarried(int n) {
        this.carried = n;
        return this;
    }

    /** How many of the last keys are carried from each group's first row instead of grouped on. */
    public int carried() {
        return carried;
    }

    /** FROM row positions the keys determine: ungrouped references to them are accepted. */
    public AggregateCollector withDependent(java.util.BitSet positions) {
        this.dependent = (java.util.BitSet) positions.clone();
        return this;
    }

    /** Whether binding read a dependent column that is not a key yet (then bind again with {@link #withPendingDependents}). */
    public boolean hasPendingDependents() {
        return !pendingDependents.isEmpty();
    }

    /** An empty collector whose keys add, as carried keys, the dependent columns read ungrouped. */
    public AggregateCollector withPendingDependents() {
        List<BoundExpr> k = new ArrayList<>(keys);
        List<String> t = new ArrayList<>(keyTexts);
        for (BoundExpr.ColumnRef c : pendingDependents) {
            k.add(c);
            t.add("\u0000dependent " + c.index()); // matched by column, never by text
        }
        AggregateCollector c = new AggregateCollector(k, t, inputScope);
        c.groupingSets = groupingSets;
        c.carried = carried + pendingDependents.size();
        c.dependent = dependent;
        return c;
    }

    /**
     * Notes that the FROM row's column {@code ref} is read ungrouped; false when it is not
     * functionally dependent on the keys (a grouping error).
     */
    boolean noteDependent(BoundExpr.ColumnRef ref) {
        if (groupingSets != null || !dependent.get(ref.index())) {
            return false;
        }
        for (BoundExpr.ColumnRef c : pendingDependents) {
            if (c.index() == ref.index()) {
                return true;
            }
        }
        pendingDependents.add(ref);
        return true;
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
