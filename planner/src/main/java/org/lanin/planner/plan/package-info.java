/**
 * Planning: statements to immutable {@link org.lanin.planner.plan.Plan}s whose physical node
 * trees build fresh operators per execution. Access paths use a B-tree when WHERE constrains
 * an index's leading columns (equality prefix plus one range); EXPLAIN prints the node tree.
 */
package org.lanin.planner.plan;
