package org.lanin.planner.expr;

import org.lanin.engine.exec.Operator;

/**
 * A subquery inside an expression: builds a fresh operator tree per execution. An
 * uncorrelated one runs once per statement; a correlated one once per outer row, with that
 * row pushed on the execution context's outer-row stack.
 */
public interface SubqueryPlan {
    Operator create();

    /** True when the subquery reads columns of an enclosing query. */
    default boolean correlated() {
        return false;
    }

    static SubqueryPlan of(java.util.function.Supplier<Operator> factory, boolean correlated) {
        return new SubqueryPlan() {
            @Override
            public Operator create() {
                return factory.get();
            }

            @Override
            public boolean correlated() {
                return correlated;
            }
        };
    }
}
