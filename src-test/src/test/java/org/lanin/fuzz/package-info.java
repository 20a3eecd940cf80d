/**
 * A seeded SQL fuzzer with SQLancer's test oracles (README.md beside this file: design, sources,
 * departures). {@link org.lanin.fuzz.SchemaGenerator} draws a database from a seed,
 * {@link org.lanin.fuzz.QueryGenerator} and {@link org.lanin.fuzz.ExprGenerator} draw queries, each
 * {@link org.lanin.fuzz.Oracle} derives statements whose answers must agree, and
 * {@link org.lanin.fuzz.Minimizer} shrinks a failing case before {@link org.lanin.fuzz.FuzzReport}
 * prints it.
 *
 * <p>Invariants: (1) a case depends only on (schema seed, case number, oracle name), never on what
 * ran before, so every failure replays from the numbers it prints; (2) every generated schema loads
 * without error on Lanin, PostgreSQL and H2, and so does every subset of its rows; (3) a statement
 * that fails with an ordinary SQL error checks nothing (counted as skipped, by SQLSTATE), while an
 * internal error (XX000), an SQLException without SQLSTATE or any other throwable out of the driver
 * is a failure whatever the oracle; (4) results are compared by meaning (numbers by value, NULLs
 * equal), as multisets unless the ORDER BY fixes the order.
 */
package org.lanin.fuzz;
