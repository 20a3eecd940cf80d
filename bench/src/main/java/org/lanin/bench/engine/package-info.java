/**
 * The engines under comparison: each is a JDBC URL with its own set-up (H2 in PostgreSQL mode,
 * HSQLDB in MVCC mode, SQLite shared-cache memory, DuckDB in memory, PostgreSQL in a fresh schema
 * at a given URL, Lanin with optional settings as a variant) plus the in-process
 * ConcurrentSkipListMap floor. Every database is fresh (in memory; a new schema for PostgreSQL); a
 * holder connection keeps it alive while a workload runs and shuts it down afterwards.
 */
package org.lanin.bench.engine;
