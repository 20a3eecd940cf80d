/**
 * Bound expressions to closures, once per plan. Invariant: no type dispatch, name lookup or
 * tree walk happens per row; per-node constants (comparators, casts, LIKE matchers) are
 * resolved at compile time.
 */
package org.lanin.planner.compile;
