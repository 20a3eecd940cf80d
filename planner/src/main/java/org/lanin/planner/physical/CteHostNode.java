package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * Carries a query level's materialized WITH queries to EXPLAIN, which shows each as "CTE name"
 * under the level's top node, as PostgreSQL attaches them to its plan's InitPlans. Not shown
 * itself and adds nothing at run time: the CTE Scans run the queries, the first time one reads.
 */
public final class CteHostNode extends PhysicalNode {
    private final List<SubqueryPlan> ctes;

    public CteHostNode(PhysicalNode input, List<SubqueryPlan> ctes) {
        super(List.of(input));
        this.ctes = List.copyOf(ctes);
    }

    @Override
    public String nodeName() {
        return "Result";
    }

    @Override
    public boolean shownInExplain() {
        return false;
    }

    @Override
    public List<SubqueryPlan> subplans() {
        return ctes;
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return inputs[0];
    }
}
