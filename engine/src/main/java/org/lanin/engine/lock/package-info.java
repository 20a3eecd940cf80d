/**
 * Table-level ("heavyweight") locks: PostgreSQL's eight relation lock modes and their conflict
 * table, a per-relation shared lock state with a FIFO wait queue, per-session fast-path slots for
 * the three weak modes (used while no strong mode is held or awaited on the relation), release at
 * transaction end or at rollback of the savepoint that took them, and waits that honour NOWAIT,
 * lock_timeout, cancel and statement_timeout and join the one waits-for graph of
 * {@link org.lanin.engine.txn.WaitForGraph}. Invariant: a weak lock is either in its session's
 * fast-path slots or in the shared table, never lost between them; a strong request raises the
 * relation's count before it looks for fast-path holders. Design, sources, departures,
 * invariants and lock order: README.md in this directory.
 */
package org.lanin.engine.lock;
