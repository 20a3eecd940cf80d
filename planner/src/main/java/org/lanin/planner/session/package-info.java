/**
 * The API the JDBC driver uses: {@link org.lanin.planner.session.Lanin} opens
 * {@link org.lanin.planner.session.Session}s on named or private in-memory databases.
 * Invariants: a session is used by one thread at a time (only {@code cancel()} crosses threads);
 * the transaction-block state machine follows PostgreSQL (idle, in block, failed block until
 * ROLLBACK); every plan executed was built for the catalog version current once its table
 * locks are held (they are taken before the statement's snapshot; see SessionLocks).
 */
package org.lanin.planner.session;
