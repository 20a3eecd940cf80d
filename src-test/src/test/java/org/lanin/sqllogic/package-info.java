/**
 * A sqllogictest runner over JDBC (format: shared/suites/sqllogictest/about.wiki) plus Lanin's
 * extensions: {@code statement error <SQLSTATE>} checks {@code SQLException.getSQLState()}, the engine
 * name {@code lanin} answers {@code skipif/onlyif} and so does {@code postgresql} (Lanin is PostgreSQL's
 * dialect), and expected results may be written one value per line (the original) or one row per line
 * with values separated by single spaces (easier to read and to write by hand). Scripts are found by
 * walking {@code src/test/resources/sql}; {@code -Dgolden.update=true} rewrites expected output in place.
 * Invariant: the runner never reorders results itself unless the record says rowsort/valuesort.
 */
package org.lanin.sqllogic;
