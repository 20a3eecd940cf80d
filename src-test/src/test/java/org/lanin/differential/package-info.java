/**
 * Differential testing: the same SQL script runs on Lanin and on H2 (PostgreSQL mode) and every
 * query's result sets are compared after normalisation (numbers by value, strings exactly, NULLs,
 * order exact only when the query has a top-level ORDER BY, otherwise as multisets). Where H2 is
 * known to differ from PostgreSQL, a {@code <script>.deviations} file records PostgreSQL's answer
 * and Lanin is compared with that instead. Scripts are found by walking
 * {@code src/test/resources/differential}.
 */
package org.lanin.differential;
