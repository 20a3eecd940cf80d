/**
 * Aggregate functions with PostgreSQL's result types (sum(int) is bigint, avg(int) is numeric);
 * the pg_catalog functions tools call ({@link org.lanin.planner.func.CatalogFunctions}: pg_get_*def,
 * format_type, visibility and privilege checks, descriptions), the oid alias conversions
 * ({@link org.lanin.planner.func.RegCasts}), session functions (set_config, advisory locks) and
 * the regular expression match operators. Invariant: a catalog function reads only the snapshot
 * its statement was planned with, so it agrees with the pg_catalog views in the same statement.
 */
package org.lanin.planner.func;
