/**
 * Physical plans as data: one class per PostgreSQL plan node kind (Seq Scan, Index Scan, Nest
 * Loop, Hash Join, Sort, Aggregate, ModifyTable, ...), each holding what it needs to run (the
 * table, index, bound expressions for EXPLAIN and their compiled closures) and the planner's
 * estimate. Plans are immutable once built and shared between sessions and executions;
 * {@link org.lanin.planner.physical.PhysicalNode#create} builds a fresh operator tree each time.
 *
 * <p>Invariants: a node's output row layout is fixed at construction and its expressions are
 * compiled over its inputs' layouts; EXPLAIN prints exactly these nodes (projections excepted,
 * which PostgreSQL also folds into the node below); nothing here parses SQL or binds names.
 */
package org.lanin.planner.physical;
