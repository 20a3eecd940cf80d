/**
 * Lanin's JDBC driver: thin adapters from {@code java.sql} onto the planner's
 * {@link org.lanin.planner.session.Session}. {@link org.lanin.jdbc.Driver} parses
 * {@code jdbc:lanin:} URLs ({@link org.lanin.jdbc.LaninUrl}) and opens sessions; connections,
 * statements and result sets delegate to the session and to {@link org.lanin.jdbc.convert} for
 * every value conversion. Invariants: every {@link org.lanin.engine.error.LaninException} leaving
 * the session is translated in one place ({@link org.lanin.jdbc.SqlExceptions}) into the
 * SQLException subclass of its SQLSTATE class; every method on a closed object throws;
 * anything unsupported throws {@link java.sql.SQLFeatureNotSupportedException} naming the method
 * (nothing silently does nothing). Result sets are forward-only and read-only.
 */
package org.lanin.jdbc;
