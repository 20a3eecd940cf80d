/**
 * Lanin's JDBC driver: thin adapters from {@code java.sql} onto the planner's
 * {@link org.lanin.planner.session.Session}. {@link org.lanin.jdbc.Driver} parses
 * {@code jdbc:lanin:} URLs ({@link org.lanin.jdbc.LaninUrl}) and opens sessions; connections,
 * statements and result sets delegate to the session and to {@link org.lanin.jdbc.convert} for
 * every value conversion. Invariants: no throwable but SQLException leaves a driver method (an
 * OutOfMemoryError or other VirtualMachineError excepted): every failure met where the driver
 * calls the session or converts a value is translated in one place
 * ({@link org.lanin.jdbc.SqlExceptions}): engine errors into the SQLException subclass of their
 * SQLSTATE class, anything else into XX000 (54001 for a stack overflow); every method on a closed
 * object throws;
 * anything unsupported throws {@link java.sql.SQLFeatureNotSupportedException} naming the method
 * (nothing silently does nothing). Result sets are forward-only and read-only.
 */
package org.lanin.jdbc;
