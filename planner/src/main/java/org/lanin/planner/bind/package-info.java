/**
 * Binding: JSqlParser expression trees to typed {@link org.lanin.planner.expr.BoundExpr}s.
 * Invariants: identifiers fold to lower case unless quoted; untyped literals and parameters
 * take their type from context (PostgreSQL's "unknown" rule); user errors carry PostgreSQL
 * SQLSTATEs (42703 with a misspelling hint, 42P01, 42803, 42804, 42883). Window function calls
 * are bound only in a SELECT's select list and ORDER BY (42P20 elsewhere) and become references
 * to the columns the query's WindowAgg nodes append to the row they are computed over.
 */
package org.lanin.planner.bind;
