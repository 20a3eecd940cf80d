package org.lanin.planner.expr;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * The root of a planned (sub)query as expressions see it: something that builds a fresh
 * operator tree per execution. The physical plan layer implements it; this interface keeps the
 * expression layer from depending on that layer.
 */
public interface PlanRoot {
    Operator create(ExecContext ctx);
}
