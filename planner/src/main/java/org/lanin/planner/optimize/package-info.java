/**
 * The optimizer of a query block's FROM and WHERE, after PostgreSQL's (src/backend/optimizer):
 * conditions are split into conjuncts, simplified (constant folding, OR factoring, outer joins
 * that a WHERE makes inner), and placed at the lowest relation or join that has their columns;
 * each base relation gets its access paths (sequential, index, index-only, ordered); joins are
 * searched by dynamic programming over connected subsets (greedily past join_collapse_limit)
 * with nest loop, parameterised index nest loop and hash join, costed in PostgreSQL's units; the
 * cheapest path becomes a physical plan. See README.md in this folder.
 *
 * <p>Invariants: expressions arrive bound over the block's scope space (FROM-order positions);
 * the plan returned produces rows in that layout; outer-join semantics are never changed by
 * reordering (see {@link org.lanin.planner.optimize.JoinRules}); conditions that contain
 * volatile functions are never moved below the joins they were written above.
 */
package org.lanin.planner.optimize;
