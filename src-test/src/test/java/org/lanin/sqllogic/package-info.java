/**
 * A sqllogictest runner over JDBC (format: shared/suites/sqllogictest/about.wiki) plus Lanin's
 * extensions: {@code statement error <SQLSTATE>} checks {@code SQLException.getSQLState()}, the engine
 * name {@code lanin} answers {@code skipif/onlyif} and so does {@code postgresql} (Lanin is PostgreSQL's
 * dialect), and expected results may be written one value per line (the original) or one row per line
 * with values separated by single spaces (easier to read and to write by hand). Scripts are found by
 * walking {@code src/test/resources/sql}; {@code -Dgolden.update=true} rewrites expected output in place.
 * {@link org.lanin.sqllogic.SqlLogicCorpusTest} runs SQLite's corpus from the {@code sql-logic-test} jar
 * as engine {@code postgresql}: a fixed selection in the default suite (every record must pass, bar
 * skip-list entries that PostgreSQL 15 fails too), all of it with {@code -Pslow}, and on a real
 * PostgreSQL with {@code -Dsqllogic.corpus.url} to check skip-list entries
 * ({@code src-test/scripts/sqllogic-skips.py} proposes them).
 * Invariant: the runner never reorders results itself unless the record says rowsort/valuesort.
 */
package org.lanin.sqllogic;
