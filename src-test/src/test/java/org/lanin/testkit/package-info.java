/**
 * Shared test plumbing for the cross-module suites: which databases a test can open
 * ({@link org.lanin.testkit.TestEngine}: Lanin or H2 in PostgreSQL mode, both via plain JDBC) and
 * the one switch ({@link org.lanin.testkit.LaninAvailable}) that skips Lanin-dependent tests while
 * the driver is not functional yet. Nothing here imports Lanin classes: suites speak java.sql only.
 */
package org.lanin.testkit;
