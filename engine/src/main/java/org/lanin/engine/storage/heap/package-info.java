/**
 * The heap: tuple versions in pages of line pointers, addressed by TID, with an MVCC header each.
 * Inserts reserve slots with atomics and publish finished tuples with a volatile store (no
 * table-wide lock); xmax is claimed by one CAS. The heap never decides visibility: callers
 * do, with a {@link org.lanin.engine.txn.Snapshot}. HOT updates keep a row's versions on one page
 * in a chain that index entries reach through its root line pointer; in-page pruning (under the
 * page's latch, the only latch here) removes versions dead to every snapshot, redirecting roots.
 * Invariants: a version any snapshot can see is never pruned or emptied; index entries never name
 * a heap-only slot. See README.md in this directory.
 */
package org.lanin.engine.storage.heap;
