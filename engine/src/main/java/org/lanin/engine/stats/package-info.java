/**
 * Planner statistics (PostgreSQL's ANALYZE, pg_statistic and pg_class.reltuples/relpages):
 * {@link org.lanin.engine.stats.TableAnalyzer} samples a table's rows and computes per column the
 * NULL fraction, average width, distinct count, most common values, histogram and correlation;
 * {@link org.lanin.engine.stats.StatisticsStore} publishes them per table, immutable, lock-free
 * to read, bumping a per-database epoch. Invariants: a published
 * {@link org.lanin.engine.stats.TableStatistics} never changes; statistics of a dropped column or
 * of a column of another type are never returned; ANALYZE only reads the heap. See README.md.
 */
package org.lanin.engine.stats;
