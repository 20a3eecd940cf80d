package org.lanin.engine.access;

import java.util.Iterator;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.btree.InsertPath;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Visibility;
import org.lanin.engine.txn.XidStatus;

/**
 * CREATE INDEX ... USING gin on a populated table (gininsert.c's ginbuild): the entries of every
 * heap version not known dead are inserted into the empty entry tree, each under its HOT chain's
 * root TID, with the same version filter as {@link IndexBuild}. PostgreSQL accumulates entries in
 * memory and writes each key's posting list at once; here they go through the tree's ordinary
 * insert (the rightmost-leaf fastpath does not apply, keys arrive in heap order). Members of a HOT
 * chain that differ in the column add their own keys under the root: the scan above rechecks every
 * visible version, so a key of another member only costs a heap visit.
 */
final class GinBuild {
    private GinBuild() {
    }

    static void fill(TableDef table, IndexDef index, ExecContext ctx) {
        var tm = ctx.transactionManager();
        long horizon = tm.recentXminHorizon();
        BTree tree = index.tree();
        InsertPath path = ctx.settings().btreeInsertPath();
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
            if (!IndexKeys.covers(index, row, ctx)) {
                continue;
            }
            for (Object[] entry : index.entryKeys(row, ctx)) {
                if (!inChain || !tree.contains(entry, t.rootTid())) {
                    tree.insert(entry, t.rootTid(), path);
                }
            }
        }
    }
}
