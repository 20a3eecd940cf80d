package org.lanin.planner.expr;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * A subquery inside an expression (PostgreSQL's SubPlan): builds a fresh operator tree per
 * execution. An uncorrelated one runs once per statement (an InitPlan, or a hashed SubPlan for
 * IN); a correlated one once per outer row, with that row pushed on the execution context's
 * outer-row stack.
 */
public record SubqueryPlan(PlanRoot root, boolean correlated, boolean hashed) {
    public Operator create(ExecContext ctx) {
        return root.create(ctx);
    }

    public static SubqueryPlan of(PlanRoot root, boolean correlated) {
        return new SubqueryPlan(root, correlated, false);
    }

    /** An uncorrelated IN subquery, run once into a hash table (PostgreSQL's hashed SubPlan). */
    public static SubqueryPlan hashed(PlanRoot root) {
        return new SubqueryPlan(root, false, true);
    }

    /** PostgreSQL's kind of subplan: a SubPlan runs per row or is hashed, an InitPlan runs once. */
    public boolean initPlan() {
        return !correlated && !hashed;
    }
}
