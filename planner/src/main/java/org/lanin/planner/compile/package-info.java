/**
 * Bound expressions to closures, once per plan. Invariant: no type dispatch, name lookup or
 * tree walk happens per row; per-node constants (comparators, casts, LIKE matchers) are
 * resolved at compile time. Integral and double precision expressions also get an unboxed
 * form (PrimitiveCompiler): values stay long/double until they reach an output row, NULL
 * travels in the ExecContext's flag, and closures hold no mutable state (plans are shared
 * across threads).
 */
package org.lanin.planner.compile;
