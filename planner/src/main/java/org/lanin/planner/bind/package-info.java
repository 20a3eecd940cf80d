/**
 * Binding: JSqlParser expression trees to typed {@link org.lanin.planner.expr.BoundExpr}s.
 * Invariants: identifiers fold to lower case unless quoted; untyped literals and parameters
 * take their type from context (PostgreSQL's "unknown" rule); user errors carry PostgreSQL
 * SQLSTATEs (42703 with a misspelling hint, 42P01, 42803, 42804, 42883).
 */
package org.lanin.planner.bind;
