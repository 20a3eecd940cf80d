package org.lanin.engine.access;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.IndexEntryVersions;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.index.btree.BTreeCursor;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.Tid;

/**
 * The referencing side of a FOREIGN KEY (PostgreSQL's RI_FKey_check): the referenced row must
 * exist, found through the referenced table's unique index, and is locked FOR KEY SHARE
 * ({@link KeyShare}) so that a concurrent DELETE or key update of it waits for us and then sees
 * our referencing row, instead of leaving an orphan. Key shares never wait for each other, nor
 * for an update that keeps the keys.
 */
final class ReferencedRowLock {
    private ReferencedRowLock() {
    }

    /** As {@link #lock(ForeignKeyDef, TableDef, Object[], ExecContext)}, in the leaf that would hold the key when {@code refTable} is partitioned. */
    static boolean lock(PartitionedReferences refs, ForeignKeyDef fk, TableDef refTable, Object[] key, ExecContext ctx) {
        if (!refTable.isPartitioned()) {
            return lock(fk, refTable, key, ctx);
        }
        PartitionedReferences.Target t = refs.target(fk, refTable, key, ctx);
        return t != null && lock(t.fk(), t.table(), key, ctx);
    }

    /** As {@link #exists(ForeignKeyDef, TableDef, Object[], ExecContext)}, in the leaf that would hold the key when {@code refTable} is partitioned. */
    static boolean exists(PartitionedReferences refs, ForeignKeyDef fk, TableDef refTable, Object[] key, ExecContext ctx) {
        if (!refTable.isPartitioned()) {
            return exists(fk, refTable, key, ctx);
        }
        PartitionedReferences.Target t = refs.target(fk, refTable, key, ctx);
        return t != null && exists(t.fk(), t.table(), key, ctx);
    }

    /** True when a row with {@code key} (in the FK's column order) exists and is now locked by us. */
    static boolean lock(ForeignKeyDef fk, TableDef refTable, Object[] key, ExecContext ctx) {
        IndexDef index = uniqueIndex(fk, refTable);
        Object[] indexKey = indexOrder(fk, index, RiKeys.asColumns(key, refTable, fk.refAttnums()));
        RowExpr sameKey = (row, c) -> RiKeys.rowMatches(row, fk.refAttnums(), key);
        for (HeapTuple t : candidates(index, refTable, indexKey, ctx)) {
            if (lockVersion(t, refTable, fk.refAttnums(), sameKey, ctx)) {
                return true;
            }
        }
        return false;
    }

    /** True when a row with {@code key} exists now (no lock taken): NO ACTION's re-check. */
    static boolean exists(ForeignKeyDef fk, TableDef refTable, Object[] key, ExecContext ctx) {
        IndexDef index = uniqueIndex(fk, refTable);
        Object[] indexKey = indexOrder(fk, index, RiKeys.asColumns(key, refTable, fk.refAttnums()));
        for (HeapTuple t : candidates(index, refTable, indexKey, ctx)) {
            if (RiVisibility.of(t, ctx) == RiVisibility.State.LIVE && !RiVisibility.newerThanSnapshot(t, ctx)) {
                return true;
            }
        }
        return false;
    }

    private static List<HeapTuple> candidates(IndexDef index, TableDef refTable, Object[] indexKey, ExecContext ctx) {
        List<HeapTuple> out = new ArrayList<>(2);
        BTreeCursor c = index.tree().scan(indexKey, true, indexKey, true);
        IndexEntryVersions versions = new IndexEntryVersions(refTable, index, ctx);
        while (c.next()) {
            versions.load(c.tid(), c.key());
            for (int i = 0; i < versions.size(); i++) {
                out.add(versions.get(i));
            }
        }
        return out;
    }

    /** Locks this version or the successor a committed update made of it, while it keeps the key. */
    private static boolean lockVersion(HeapTuple found, TableDef refTable, int[] keyColumns, RowExpr sameKey,
            ExecContext ctx) {
        HeapTuple t = found;
        while (t != null) {
            RiVisibility.State s = RiVisibility.of(t, ctx);
            if (s == RiVisibility.State.DEAD && ctx.transaction().isolation().usesTransactionSnapshot()
                    && !ctx.transaction().isOwnXid(t.xmax()) && ctx.snapshot().isVisible(t)) {
                throw LaninException.of(EngineMsg.SERIALIZATION_FAILURE); // deleted after our snapshot
            }
            if (s == RiVisibility.State.DEAD && !ctx.transaction().isolation().usesTransactionSnapshot()
                    && !t.xmaxIsLockOnly() && t.nextTid() != Tid.NONE) {
                // a committed update: its newer version may have got its index entry after our scan
                t = UpdateChain.successor(t, refTable, sameKey, ctx);
                continue;
            }
            if (s == RiVisibility.State.DEAD || s == RiVisibility.State.INSERT_IN_PROGRESS
                    || RiVisibility.newerThanSnapshot(t, ctx)) {
                return false;
            }
            if (ctx.transaction().isOwnXid(t.xmin())) {
                return true; // ours and not deleted by us: no one else can see it, let alone delete it
            }
            switch (KeyShare.lock(t, refTable, keyColumns, ctx)) {
                case OK:
                    return true;
                case SELF_MODIFIED:
                case INVISIBLE:
                    return false;
                case BEING_MODIFIED:
                    ctx.transactionManager().waitFor(ctx.transaction(), t.xmax(), ctx.lockTimeoutMillis(), ctx::isCanceled);
                    if (refTable.heap().fetch(t.tid()) != t) { // pruned meanwhile: its updater committed
                        t = UpdateChain.successor(t, refTable, sameKey, ctx);
                    }
                    continue;
                case UPDATED:
                    t = UpdateChain.successor(t, refTable, sameKey, ctx);
                    continue;
                default:
                    throw new EngineBug("lock result");
            }
        }
        return false;
    }

    /** The unique index the constraint depends on. */
    static IndexDef uniqueIndex(ForeignKeyDef fk, TableDef refTable) {
        for (IndexDef i : refTable.indexes()) {
            if (i.name().equals(fk.refIndex())) {
                return i;
            }
        }
        throw new EngineBug("foreign key " + fk.name() + " lost its index " + fk.refIndex());
    }

    /** {@code key} (FK column order) rearranged into the index's key column order (INCLUDE columns: no bound). */
    private static Object[] indexOrder(ForeignKeyDef fk, IndexDef index, Object[] key) {
        Object[] out = new Object[index.keyCount()];
        for (int i = 0; i < out.length; i++) {
            int pos = position(fk.refAttnums(), index.attnums()[i]);
            if (pos < 0) {
                throw new EngineBug("index " + index.name() + " does not match foreign key " + fk.name());
            }
            out[i] = key[pos];
        }
        return out;
    }

    static int position(int[] attnums, int attnum) {
        for (int i = 0; i < attnums.length; i++) {
            if (attnums[i] == attnum) {
                return i;
            }
        }
        return -1;
    }
}
