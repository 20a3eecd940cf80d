package org.lanin.planner.optimize;

import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.cost.PlannerSettings;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.PhysicalNode;

/** What the optimizer needs from the statement being planned. */
public interface PlanContext {
    PlannerSettings settings();

    /** The catalog the statement is planned against (partition leaves, sizes). */
    org.lanin.engine.catalog.CatalogSnapshot catalog();

    /** ANALYZE's statistics of the database's tables. */
    org.lanin.engine.stats.StatisticsStore statistics();

    /** A fresh slot for a value a nest loop passes to its inner side, unique in the statement. */
    int nextExecParam();

    /**
     * The scan of a partitioned table: its leaves that survive pruning by {@code filter} (bound
     * over the root's row), each filtered by it.
     */
    PhysicalNode partitionedScan(TableDef table, String alias, BoundExpr filter, java.util.List<String> columnNames);
}
