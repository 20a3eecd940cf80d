/**
 * Planning: statements to immutable {@link org.lanin.planner.plan.Plan}s whose physical node
 * trees build fresh operators per execution. Access paths use a B-tree when WHERE constrains
 * an index's leading columns (equality prefix plus one range); EXPLAIN prints the node tree.
 * CTEs are planned inline at each reference; a WITH RECURSIVE item becomes a Recursive Union
 * whose self-reference is a WorkTable Scan (PostgreSQL's rules on where it may appear are
 * checked while its terms are planned, see {@link org.lanin.planner.bind.SelfReference}).
 */
package org.lanin.planner.plan;
