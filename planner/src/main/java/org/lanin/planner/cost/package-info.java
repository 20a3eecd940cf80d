/**
 * Cost estimation for the planner, in PostgreSQL's units (src/backend/optimizer/path/costsize.c):
 * {@link org.lanin.planner.cost.CostModel} prices scans, joins, sorts and aggregation under the
 * session's {@link org.lanin.planner.cost.PlannerSettings}, {@link org.lanin.planner.cost.ClauseSelectivity}
 * maps bound conditions onto the estimators. The {@code Selectivity*} classes are PostgreSQL's selectivity
 * estimators (src/backend/utils/adt/selfuncs.c, optimizer/path/clausesel.c) over plain values and
 * {@link org.lanin.engine.stats.ColumnStatistics}: the fraction of a table's rows a condition
 * keeps, equi-join selectivity and GROUP BY group counts. They see no expression trees: the
 * planner maps its conditions onto them ({@link org.lanin.planner.cost.SelectivityColumn} per
 * column). Invariants: every estimate is a probability in [0, 1] (group counts at least 1); a
 * column without statistics gets PostgreSQL's defaults ({@link org.lanin.planner.cost.SelectivityDefaults});
 * the estimators are pure functions, safe from any thread.
 */
package org.lanin.planner.cost;
