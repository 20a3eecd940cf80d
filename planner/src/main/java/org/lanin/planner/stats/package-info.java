/**
 * Statement statistics behind {@code pg_stat_statements}: one {@link org.lanin.planner.stats.StatementCounters}
 * per normalised statement text and database, updated by every successful execution with
 * striped adders and accumulators (no lock is taken, readers see each counter eventually
 * consistent with the others). At most {@link org.lanin.planner.stats.StatementStatistics#MAX_ENTRIES}
 * statements are kept; beyond that the least-called ones are dropped, as PostgreSQL does.
 */
package org.lanin.planner.stats;
