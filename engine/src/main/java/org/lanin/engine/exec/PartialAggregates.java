package org.lanin.engine.exec;

/**
 * The two halves of a parallel aggregation (PostgreSQL's AGGSPLIT_INITIAL_SERIAL and
 * AGGSPLIT_FINAL_DESERIAL): a partial aggregate folds its participant's rows into the function's
 * state and returns the state itself; a finalizing aggregate combines the participants' states
 * and finishes them. Both use the function's boxed states, never its primitive ones, since only
 * those can be combined.
 */
public final class PartialAggregates {
    private PartialAggregates() {
    }

    /** The call of {@code spec} that returns its group's state instead of its result. */
    public static AggregateSpec partial(AggregateSpec spec) {
        return new AggregateSpec(new Partial(spec.function()), spec.argument(), false);
    }

    /** A call that combines the states in input column {@code column} and finishes them as {@code function}. */
    public static AggregateSpec finalizing(Aggregate function, int column) {
        return new AggregateSpec(new Finalizing(function), (row, ctx) -> row[column], false);
    }

    /** Whether the calls can be split so: each combinable, none DISTINCT or with an ORDER BY of its own. */
    public static boolean splittable(AggregateSpec[] specs) {
        for (AggregateSpec s : specs) {
            if (s.distinct() || s.ordered() || !s.function().combinable()) {
                return false;
            }
        }
        return true;
    }

    private record Partial(Aggregate function) implements Aggregate {
        @Override
        public Object newState() {
            return function.newState();
        }

        @Override
        public Object accumulate(Object state, Object value) {
            return function.accumulate(state, value);
        }

        @Override
        public Object finish(Object state) {
            return state;
        }

        @Override
        public boolean skipsNulls() {
            return function.skipsNulls();
        }
    }

    private record Finalizing(Aggregate function) implements Aggregate {
        @Override
        public Object newState() {
            return function.newState();
        }

        @Override
        public Object accumulate(Object state, Object partialState) {
            return function.combine(state, partialState);
        }

        @Override
        public Object finish(Object state) {
            return function.finish(state);
        }

        /** A partial state is never skipped: a NULL one is the state of no rows, which combine handles. */
        @Override
        public boolean skipsNulls() {
            return false;
        }
    }
}
