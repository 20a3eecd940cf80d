package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.cost.PlannerSettings;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.PlanContext;
import org.lanin.planner.physical.PhysicalNode;

/** The optimizer's view of the statement being planned: its settings, parameter slots, partition scans. */
final class StatementPlanContext implements PlanContext {
    private final BindContext bc;

    StatementPlanContext(BindContext bc) {
        this.bc = bc;
    }

    @Override
    public PlannerSettings settings() {
        return bc.plannerSettings();
    }

    @Override
    public org.lanin.engine.catalog.CatalogSnapshot catalog() {
        return bc.catalog();
    }

    @Override
    public org.lanin.engine.stats.StatisticsStore statistics() {
        return bc.database().statistics();
    }

    @Override
    public int nextExecParam() {
        return bc.nextExecParam();
    }

    @Override
    public PhysicalNode partitionedScan(TableDef table, String alias, BoundExpr filter, List<String> columnNames) {
        return new PartitionScans(table, filter, bc).node(alias);
    }
}
