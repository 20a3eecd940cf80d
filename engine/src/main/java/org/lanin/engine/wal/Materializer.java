package org.lanin.engine.wal;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.btree.InsertPath;
import org.lanin.engine.storage.heap.HeapTable;

/**
 * Turns a recovered {@link RecoveryState} into the live catalog: each table's surviving rows go
 * into its heap as frozen versions (all of them are committed) at the TIDs they had, and every
 * index is rebuilt from the heap (indexes are never logged: they are derived data). Keeping the
 * TIDs is what lets an open after a clean shutdown skip the checkpoint: the image and the log
 * this life appends name the same rows by the same TIDs.
 */
final class Materializer {
    private Materializer() {
    }

    /** Installs the state; returns the highest object id used, so new ones come after it. */
    static long install(RecoveryState state, Catalog catalog) {
        long maxOid = 0;
        List<TableDef> tables = new ArrayList<>();
        for (TableDef t : state.tables.values()) {
            long storage = state.codec.storages().idOf(t.heap());
            RecoveredRows rows = state.rows.getOrDefault(storage, new RecoveredRows());
            HeapTable heap = t.heap();
            Object[][] inserted = new Object[rows.size()][];
            long[] tids = new long[rows.size()];
            int[] n = {0};
            rows.forEach((tid, values) -> {
                heap.restoreFrozen(tid, values);
                tids[n[0]] = tid;
                inserted[n[0]++] = values;
            });
            heap.restoreDone();
            List<IndexDef> indexes = new ArrayList<>();
            for (IndexDef i : t.indexes()) {
                maxOid = Math.max(maxOid, i.oid());
                if (i.exprs() != null) { // the planner binds its expressions and fills it (IndexRebind)
                    indexes.add(i.withState(false, false));
                    continue;
                }
                IndexDef rebuilt = org.lanin.engine.access.IndexTrees.withEmptyStorage(i, t, null);
                if (rebuilt.gist() != null) { // GiST: each row's key column value
                    for (int r = 0; r < inserted.length; r++) {
                        rebuilt.gist().insert(rebuilt.keyOf(widen(inserted[r], t), null)[0], tids[r]);
                    }
                    indexes.add(rebuilt);
                    continue;
                }
                BTree tree = rebuilt.tree();
                for (int r = 0; r < inserted.length; r++) {
                    // a GIN index enters each extracted key of the row (the row's one key otherwise)
                    for (Object[] entry : rebuilt.entryKeys(widen(inserted[r], t), null)) {
                        tree.insert(entry, tids[r], InsertPath.DEFAULT);
                    }
                }
                indexes.add(rebuilt);
            }
            maxOid = Math.max(maxOid, t.oid());
            tables.add(new TableDef(t.oid(), t.name(), t.columns(), indexes, t.checks(), heap, t.version(),
                    t.partitioning(), t.foreignKeys(), t.matview(), t.inherits(), t.reloptions(), t.replicaIdentity()));
        }
        catalog.change(edit -> {
            Catalog.Edit e = edit;
            for (TableDef t : tables) {
                e = e.putTable(t);
            }
            for (org.lanin.engine.catalog.Namespace n : state.namespaces.values()) {
                e = e.putNamespace(n);
            }
            for (ViewDef v : state.views.values()) {
                e = e.putView(v);
            }
            for (SequenceDef s : state.sequences.values()) {
                e = e.putSequence(s);
            }
            for (org.lanin.engine.catalog.UserType t : state.types.values()) {
                e = e.putType(t);
            }
            org.lanin.engine.catalog.Comments comments = e.base().comments();
            for (var c : state.comments.entrySet()) {
                comments = comments.with(c.getKey(), c.getValue());
            }
            return e.withComments(comments);
        });
        for (org.lanin.engine.catalog.Namespace n : state.namespaces.values()) {
            maxOid = Math.max(maxOid, n.oid());
        }
        for (org.lanin.engine.catalog.UserType t : state.types.values()) {
            maxOid = Math.max(maxOid, t.oid());
        }
        return maxOid;
    }

    /** Columns added after the row was written read as their missing value. */
    private static Object[] widen(Object[] v, TableDef table) {
        int width = table.physicalWidth();
        if (v.length >= width) {
            return v;
        }
        Object[] out = java.util.Arrays.copyOf(v, width);
        for (int i = v.length; i < width; i++) {
            out[i] = table.columns().get(i).missingValue();
        }
        return out;
    }
}
