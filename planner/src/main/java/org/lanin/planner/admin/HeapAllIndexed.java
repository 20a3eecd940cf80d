package org.lanin.planner.admin;

import java.util.Iterator;
import org.lanin.engine.access.IndexKeys;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.Tid;
import org.lanin.engine.txn.Snapshot;

/**
 * amcheck's heapallindexed: every heap version visible to the statement's snapshot has its
 * (key, TID) entry in the index. Sound beside writers: a version becomes visible only after its
 * transaction committed, and a writer adds its index entries before it commits. Each entry is
 * probed by a shared-latch descent (amcheck fingerprints the index into a Bloom filter instead;
 * a probe is exact and needs no memory). A heap-only version (HOT) is looked up under its chain's
 * root TID, as amcheck does. A GIN index (its entry tree is a B-tree) is checked the same way, every
 * extracted key of the row probed: Lanin's consistency check for GIN, which amcheck lacks in PostgreSQL 15.
 * A GiST index is checked by TID: the leaves' TIDs are read once (after the snapshot) and each
 * visible version's root TID must be among them.
 */
final class HeapAllIndexed {
    private HeapAllIndexed() {
    }

    static void check(TableDef table, IndexDef index, ExecContext ctx) {
        Snapshot snapshot = ctx.snapshot();
        // GiST keys are lossy signatures, not probed by key: every visible version's root TID must be in a leaf
        long[] gistTids = index.gist() == null ? null : index.gist().allTids();
        for (Iterator<HeapTuple> it = table.heap().scan(); it.hasNext(); ) {
            ctx.checkInterrupts();
            HeapTuple t = it.next();
            if (!snapshot.isVisible(t)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (!IndexKeys.covers(index, row, ctx)) {
                continue; // outside a partial index's WHERE: rightly absent
            }
            // a HOT version is indexed by its chain's root; a GIN row by each key its operator class extracts
            if (gistTids != null) {
                if (java.util.Arrays.binarySearch(gistTids, t.rootTid()) < 0) {
                    throw LaninException.of(AdminMsg.HEAP_TUPLE_NOT_INDEXED, Tid.format(t.tid()), table.name(), index.name());
                }
                continue;
            }
            for (Object[] key : index.entryKeys(row, ctx)) {
                if (!index.tree().contains(key, t.rootTid())) {
                    throw LaninException.of(AdminMsg.HEAP_TUPLE_NOT_INDEXED, Tid.format(t.tid()), table.name(), index.name());
                }
            }
        }
    }
}
