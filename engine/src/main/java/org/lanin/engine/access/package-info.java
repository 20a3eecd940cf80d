/**
 * Table and index access for writes: {@link org.lanin.engine.access.TableWriter} stores new
 * versions with their index entries and constraint checks; {@link org.lanin.engine.access.TableModifier}
 * applies UPDATE/DELETE with PostgreSQL's row-lock waits and READ COMMITTED re-checks;
 * both report each change to the statement's {@link org.lanin.engine.access.RiStatement}, which
 * queues FOREIGN KEY checks and referential actions and runs them when the statement's rows are
 * written (PostgreSQL's RI triggers: the referencing side takes a shared key-share lock on the
 * referenced row, {@link org.lanin.engine.access.KeyShare}); the checks of a deferred constraint
 * wait instead in the transaction's {@link org.lanin.engine.access.DeferredConstraints} for COMMIT.
 * A constraint referencing a partitioned table finds its rows in the leaves
 * ({@link org.lanin.engine.access.PartitionedReferences}).
 * Invariant: every version stored gets an entry in every index of its table before the
 * statement returns, and a unique index never holds two live versions with one key once the
 * statement returns (a DEFERRABLE one: once the transaction commits; {@link org.lanin.engine.access.UniqueRecheck}
 * queues its rechecks in the RiStatement like FOREIGN KEY checks); a
 * statement that returns normally leaves no row whose complete FOREIGN KEY finds no referenced row,
 * unless that constraint is deferred, and then a transaction that commits leaves none.
 */
package org.lanin.engine.access;
