/**
 * The JDBC contract Lanin's driver must honour, written against java.sql only: URLs and settings,
 * transactions, metadata, statements, parameters, result sets, cancellation and the mapping of
 * SQLSTATEs to {@code SQLException} subclasses. Skipped while {@link org.lanin.testkit.LaninAvailable}
 * says the driver is not functional.
 */
package org.lanin.jdbc;
