/**
 * Shared test plumbing for the cross-module suites: which databases a test can open
 * ({@link org.lanin.testkit.TestEngine}: Lanin or H2 in PostgreSQL mode, both via plain JDBC).
 * Nothing here skips a test: when Lanin cannot open a connection, every suite that needs it
 * fails (a skip would let CI pass on a broken build). Nothing here imports Lanin classes:
 * suites speak java.sql only.
 */
package org.lanin.testkit;
