/**
 * Planning: statements to immutable {@link org.lanin.planner.plan.Plan}s whose physical node
 * trees build fresh operators per execution. Access paths use a B-tree when WHERE constrains
 * an index's leading columns (equality prefix plus one range); EXPLAIN prints the node tree.
 * A CTE is planned once and either inlined at each reference or, as PostgreSQL 12+ decides
 * ({@link org.lanin.planner.plan.CteMaterialization}), run once per execution and read by CTE
 * Scans of its rows (the execution's memo keeps them); a WITH RECURSIVE item becomes a Recursive Union
 * whose self-reference is a WorkTable Scan (PostgreSQL's rules on where it may appear are
 * checked while its terms are planned, see {@link org.lanin.planner.bind.SelfReference}).
 */
package org.lanin.planner.plan;
