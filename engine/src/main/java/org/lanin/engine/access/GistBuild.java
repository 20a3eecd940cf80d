package org.lanin.engine.access;

import java.util.Arrays;
import java.util.Iterator;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.index.gist.GistTree;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Visibility;
import org.lanin.engine.txn.XidStatus;

/**
 * CREATE INDEX ... USING gist on a populated table (gistbuild.c in its insert-each-tuple mode,
 * not the sorted or buffered builds): every heap version not known dead is inserted into the empty
 * tree under its HOT chain's root TID, with {@link IndexBuild}'s version filter, as {@link GinBuild}
 * does. Members of a HOT chain that differ in the column (updated before the index existed) each
 * enter their value under the root: the Bitmap Heap Scan rechecks every visible version.
 * {@link #validate} is CREATE INDEX CONCURRENTLY's pass (validate_index) for GiST.
 */
final class GistBuild {
    private GistBuild() {
    }

    static void fill(TableDef table, IndexDef index, ExecContext ctx) {
        var tm = ctx.transactionManager();
        long horizon = tm.recentXminHorizon();
        GistTree tree = index.gist();
        Iterator<HeapTuple> it = table.heap().scan();
        while (it.hasNext()) {
            HeapTuple t = it.next();
            ctx.checkInterrupts();
            if (tm.status(t.xmin()) == XidStatus.ABORTED && !ctx.transaction().isOwnXid(t.xmin())) {
                continue;
            }
            boolean inChain = t.isHeapOnly() || t.isHotUpdated();
            if (inChain && Visibility.isDeadToAll(t, tm, horizon)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (IndexKeys.covers(index, row, ctx)) {
                tree.insert(index.keyOf(row, ctx)[0], t.rootTid());
            }
        }
    }

    /** Inserts every version visible to {@code snapshot} whose root TID the tree lacks; returns how many. */
    static long validate(TableDef table, IndexDef index, Snapshot snapshot, ExecContext ctx) {
        GistTree tree = index.gist();
        long[] present = tree.allTids();
        long added = 0;
        for (Iterator<HeapTuple> it = table.heap().scan(); it.hasNext(); ) {
            HeapTuple t = it.next();
            ctx.checkInterrupts();
            if (!snapshot.isVisible(t)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (IndexKeys.covers(index, row, ctx) && Arrays.binarySearch(present, t.rootTid()) < 0) {
                tree.insert(index.keyOf(row, ctx)[0], t.rootTid());
                added++;
            }
        }
        return added;
    }
}
