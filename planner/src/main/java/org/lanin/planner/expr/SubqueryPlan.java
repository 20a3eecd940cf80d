package org.lanin.planner.expr;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * A subquery inside an expression (PostgreSQL's SubPlan): builds a fresh operator tree per
 * execution. An uncorrelated one runs once per statement (an InitPlan, or a hashed SubPlan for
 * IN); a correlated one once per outer row, with that row pushed on the execution context's
 * outer-row stack. A materialized WITH query is one too (PostgreSQL's "CTE name" InitPlan,
 * {@code cteName} set): it runs once, the first time one of its CTE Scans reads it.
 */
public record SubqueryPlan(PlanRoot root, boolean correlated, boolean hashed, java.util.BitSet outerColumns,
                           String cteName) {
    public Operator create(ExecContext ctx) {
        return root.create(ctx);
    }

    public static SubqueryPlan of(PlanRoot root, boolean correlated) {
        return new SubqueryPlan(root, correlated, false, new java.util.BitSet(), null);
    }

    /**
     * A subquery that reads {@code outerColumns} of the enclosing query's row (positions of the
     * scope it was bound in): where a condition holding it may be evaluated depends on them.
     */
    public static SubqueryPlan correlated(PlanRoot root, java.util.BitSet outerColumns) {
        return new SubqueryPlan(root, true, false, outerColumns, null);
    }

    /** An uncorrelated IN subquery, run once into a hash table (PostgreSQL's hashed SubPlan). */
    public static SubqueryPlan hashed(PlanRoot root) {
        return new SubqueryPlan(root, false, true, new java.util.BitSet(), null);
    }

    /** A materialized WITH query named {@code name}: EXPLAIN's "CTE name". */
    public static SubqueryPlan cte(PlanRoot root, String name) {
        return new SubqueryPlan(root, false, false, new java.util.BitSet(), name);
    }

    /** PostgreSQL's kind of subplan: a SubPlan runs per row or is hashed, an InitPlan runs once. */
    public boolean initPlan() {
        return !correlated && !hashed;
    }
}
