/**
 * Transactions and MVCC: xids, the commit log, snapshots, visibility rules, savepoints
 * (subtransactions), row-lock waits and deadlock detection, and the global xmin horizon.
 * Invariant: a transaction's final status is in the commit log before it leaves the running
 * set, and snapshots see the running set as one atomic cut; so any xid a snapshot does not
 * list, below its xmax, has a final status. Design, departures from PostgreSQL, invariants
 * and lock order: README.md in this directory.
 */
package org.lanin.engine.txn;
