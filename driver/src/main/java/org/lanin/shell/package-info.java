/**
 * The psql-like command-line shell, {@code java -jar lanin.jar}: reads statements from a
 * terminal (JLine), a pipe, {@code -f} files or {@code -c}, cuts them at top-level semicolons
 * ({@link org.lanin.shell.StatementSplitter}), runs them through plain {@code java.sql}
 * interfaces and prints psql's aligned tables and command tags
 * ({@link org.lanin.shell.ResultPrinter}, {@link org.lanin.shell.CommandTag}); backslash
 * commands live in {@code MetaCommands}. Invariants: the shell depends on no Lanin class, only on
 * a JDBC URL, so it runs over any driver (its tests use H2); results go to stdout and errors to
 * stderr; outside an interactive prompt the first error ends the run with exit status 1.
 */
package org.lanin.shell;
