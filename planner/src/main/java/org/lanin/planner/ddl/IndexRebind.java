package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.btree.InsertPath;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.planner.session.LaninDatabase;

/**
 * After a file database is recovered: the log and the image keep a partial or expression index as
 * SQL text, and recovery installs it neither ready nor valid with no tree. Here each is bound again
 * over its table (as CREATE INDEX did), given a tree filled from the recovered rows (all committed
 * and frozen, so no visibility or uniqueness question arises) and published ready and valid, before
 * any session can use the database.
 */
public final class IndexRebind {
    private IndexRebind() {
    }

    public static void run(LaninDatabase db) {
        // compiled expressions need a context, and a user function that is not inlined runs its SQL in a transaction
        org.lanin.engine.txn.Transaction tx = db.transactions().beginVirtual(org.lanin.engine.txn.IsolationLevel.REPEATABLE_READ);
        try {
            org.lanin.engine.exec.ExecContext ctx = new org.lanin.engine.exec.ExecContext(new Object[0], tx,
                    tx.beginStatement(), db.transactions(), java.time.Instant.now(), 0, 0);
            for (TableDef t : db.catalog().current().tables()) {
                if (t.indexes().stream().noneMatch(i -> i.exprs() != null && !i.exprs().isBound())) {
                    continue;
                }
                List<IndexDef> indexes = new ArrayList<>();
                for (IndexDef i : t.indexes()) {
                    indexes.add(i.exprs() != null && !i.exprs().isBound() ? rebind(t, i, db, ctx) : i);
                }
                db.catalog().change(edit -> edit.putTable(edit.base().table(t.name()).withIndexes(indexes)));
            }
        } finally {
            tx.rollback();
        }
    }

    private static IndexDef rebind(TableDef t, IndexDef i, LaninDatabase db, org.lanin.engine.exec.ExecContext ctx) {
        IndexExprs x = i.exprs();
        int n = i.attnums().length;
        List<String> cols = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            cols.add(i.attnums()[k] == 0 ? "expr" : t.columns().get(i.attnums()[k] - 1).name());
        }
        List<String> keySql = x.keySql() == null ? java.util.Collections.nCopies(n, null) : Arrays.asList(x.keySql());
        var c = new DdlStatement.CreateIndex(i.name(), t.name(), i.unique(), false, cols,
                java.util.Collections.nCopies(n, null), false, keySql, x.predicateSql());
        IndexExprBinder.Bound b = IndexExprBinder.bind(t, c, db);
        IndexDef shape = i.rebound(b.attnums(), b.exprs());
        IndexDef bound = org.lanin.engine.access.IndexTrees.withEmptyStorage(shape, t, b.exprs());
        BTree tree = bound.tree();
        for (Iterator<HeapTuple> it = t.heap().scan(); it.hasNext(); ) {
            HeapTuple h = it.next();
            Object[] row = Rows.widen(h, t);
            if ((b.exprs() == null || b.exprs().covers(row, ctx)) && bound.gist() != null) {
                bound.gist().insert(bound.keyOf(row, ctx)[0], h.rootTid()); // GiST: the key column's value
            } else if (b.exprs() == null || b.exprs().covers(row, ctx)) {
                for (Object[] entry : bound.entryKeys(row, ctx)) { // one key, or a GIN row's keys
                    tree.insert(entry, h.rootTid(), InsertPath.DEFAULT);
                }
            }
        }
        return bound;
    }
}
