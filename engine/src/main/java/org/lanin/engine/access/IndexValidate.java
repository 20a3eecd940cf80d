package org.lanin.engine.access;

import java.util.Iterator;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * CREATE INDEX CONCURRENTLY's validation pass (index.c's validate_index): every heap version
 * visible to {@code snapshot} whose (key, TID) the index lacks is inserted, with the unique check
 * of an ordinary insert. Run once every writer knows the index is ready (so later writes maintain
 * it themselves): a version committed before the snapshot was taken either has its entry (its
 * writer added it before committing) or was written by a transaction that did not know the index
 * and is added here; a version of a transaction still running at the snapshot is invisible to it
 * and its writer adds the entry. So no entry is added twice and none is missing. A heap-only
 * version (HOT) is named by its chain's root TID; the build has entered the chain's other keys,
 * if any (see {@link IndexBuild}).
 */
public final class IndexValidate {
    private IndexValidate() {
    }

    /** Returns how many entries it added. */
    public static long run(TableDef table, IndexDef index, Snapshot snapshot, ExecContext ctx) {
        if (index.gist() != null) {
            return GistBuild.validate(table, index, snapshot, ctx);
        }
        BTree tree = index.tree();
        long added = 0;
        for (Iterator<HeapTuple> it = table.heap().scan(); it.hasNext(); ) {
            HeapTuple t = it.next();
            ctx.checkInterrupts();
            if (!snapshot.isVisible(t)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (!IndexKeys.covers(index, row, ctx)) {
                continue;
            }
            long root = t.rootTid(); // a HOT chain's versions share their root's entry
            if (index.method().isGin()) {
                added += addMissing(tree, index.entryKeys(row, ctx), root, ctx);
                continue;
            }
            Object[] key = IndexKeys.extract(index, row, ctx);
            if (tree.contains(key, root)) {
                continue;
            }
            if (index.checksUnique(key)) {
                if (!tree.insertUnique(key, root, new UniqueConflictChecker(table, index, ctx, root, key),
                        ctx.settings().btreeInsertPath(), !index.nullsNotDistinctOn(), index.keyCount())) {
                    throw new UniqueViolation(index, IndexKeys.columnList(table, index), IndexKeys.valueList(index, key));
                }
            } else {
                tree.insert(key, root, ctx.settings().btreeInsertPath());
            }
            added++;
        }
        return added;
    }

    /** A GIN row's entries the index lacks, added; returns how many. */
    private static long addMissing(BTree tree, java.util.List<Object[]> entries, long root, ExecContext ctx) {
        long added = 0;
        for (Object[] entry : entries) {
            if (!tree.contains(entry, root)) {
                tree.insert(entry, root, ctx.settings().btreeInsertPath());
                added++;
            }
        }
        return added;
    }
}
