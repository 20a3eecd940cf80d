/**
 * The JDBC contract Lanin's driver must honour, written against java.sql only: URLs and settings,
 * transactions, metadata, statements, parameters, result sets, cancellation and the mapping of
 * SQLSTATEs to {@code SQLException} subclasses.
 */
package org.lanin.jdbc;
