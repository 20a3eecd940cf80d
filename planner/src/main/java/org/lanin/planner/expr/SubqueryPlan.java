package org.lanin.planner.expr;

import org.lanin.engine.exec.Operator;

/**
 * An uncorrelated subquery inside an expression: builds a fresh operator tree per
 * execution. (Correlated subqueries are not supported yet: the binder rejects them with 0A000.)
 */
public interface SubqueryPlan {
    Operator create();
}
