/**
 * The heap: tuple versions in pages of slots, addressed by TID, with an MVCC header each.
 * Inserts reserve slots with atomics and publish finished tuples with a volatile store (no
 * table-wide lock); xmax is claimed by one CAS. The heap never decides visibility: callers
 * do, with a {@link org.lanin.engine.txn.Snapshot}. See README.md in this directory.
 */
package org.lanin.engine.storage.heap;
