/**
 * Query suites: named read queries timed one by one on a loaded TPC-H database (the 22 TPC-H
 * queries, and ORM-shaped key-lookup joins), per-query time per engine, the Lanin/H2 ratio and
 * geometric means, with every engine's answer compared to a reference engine's.
 *
 * <p>A suite declares its schema and load (the TPC-H kit's DDL and generator, through
 * {@link org.lanin.bench.query.EngineSql}'s per-engine writer and dialect), its queries and their
 * parameters in one class ({@link org.lanin.bench.query.TpchSuite},
 * {@link org.lanin.bench.query.KeyLookupSuite}); {@link org.lanin.bench.query.SuiteRunner} runs
 * any suite the same way on every engine through JDBC.
 *
 * <p>Invariants:
 * <ol>
 * <li>Engines run one after another, each loaded into a fresh database that is closed before the
 *     next is opened (at scale factor 1 two loaded engines do not fit one benchmark heap); within
 *     an engine, every round runs every query, so drift hits all queries alike.</li>
 * <li>Parameters come from seeds that depend only on (suite, query, round), so every engine
 *     binds the same keys; the untimed check execution uses its own fixed seed.</li>
 * <li>Every execution reads every column of every row, and has a timeout: a query that times
 *     out is marked and not run again on that engine; it never stalls the run.</li>
 * <li>A wrong answer (against the reference engine: postgres, else duckdb, else h2) is reported
 *     beside the time, never hidden.</li>
 * </ol>
 */
package org.lanin.bench.query;
