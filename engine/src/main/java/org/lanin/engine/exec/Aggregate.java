package org.lanin.engine.exec;

/**
 * One aggregate function over a group: a fresh mutable state per group, fed one input value
 * per row (already evaluated), finished into the result value.
 */
public interface Aggregate {
    Object newState();

    /** Returns the new state (may be the same object). {@code value} is the argument, or null for count(*). */
    Object accumulate(Object state, Object value);

    Object finish(Object state);

    /** True when NULL inputs are skipped (every SQL aggregate except count(*)). */
    default boolean skipsNulls() {
        return true;
    }

    /**
     * Whether {@link #combine} can merge two states (PostgreSQL's aggcombinefn), which parallel
     * aggregation needs: each participant aggregates its rows, the leader combines their states.
     */
    default boolean combinable() {
        return false;
    }

    /**
     * The state of the rows of {@code state} and of {@code other} together (either may be the
     * initial state; both come from {@link #newState} and {@link #accumulate} of this aggregate).
     */
    default Object combine(Object state, Object other) {
        throw new org.lanin.engine.error.EngineBug(getClass().getSimpleName() + " has no combine function");
    }

    /**
     * Per-group states that evaluate {@code argument} (null for count(*)) themselves without
     * boxing, or null when this function has none for it; then {@link #newState} and
     * {@link #accumulate} are used. Called once per plan node, not per group.
     */
    default java.util.function.Supplier<AggState> primitiveStates(RowExpr argument) {
        return null;
    }
}
