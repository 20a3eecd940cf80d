package org.lanin.engine.access;

import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.BiPredicate;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.IndexEntryVersions;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.index.btree.BTreeCursor;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.Visibility;

/**
 * INSERT ... ON CONFLICT. Each row is inserted inside an internal subtransaction; when an
 * arbiter index refuses its key, the subtransaction is rolled back (its heap version and index
 * entries become dead), the live conflicting row is found through that index, and the conflict
 * action runs on it: nothing, or an UPDATE computed from (existing row, proposed row). If the
 * conflicting row vanished meanwhile the insert is retried. This is PostgreSQL's speculative
 * insertion, with a subtransaction in place of the speculative token.
 */
public final class ConflictingInsert {
    private static final String SAVEPOINT = "\u0000lanin_on_conflict";

    private final TableWriter writer;
    private final TableModifier modifier;
    private final ExecContext ctx;
    private final List<IndexDef> arbiters;
    private final BinaryOperator<Object[]> update;
    private final BiPredicate<Object[], Object[]> where;

    /**
     * @param arbiters the unique indexes whose conflicts are handled (empty: every unique index)
     * @param update   (existing, proposed) to the updated row; null for DO NOTHING
     * @param where    DO UPDATE's WHERE over (existing, proposed); null for none
     */
    public ConflictingInsert(TableWriter writer, ExecContext ctx, List<IndexDef> arbiters,
                             BinaryOperator<Object[]> update, BiPredicate<Object[], Object[]> where) {
        this.writer = writer;
        this.modifier = new TableModifier(writer, ctx);
        this.ctx = ctx;
        this.arbiters = arbiters;
        this.update = update;
        this.where = where;
    }

    /** Inserts or resolves the conflict; returns the row written (inserted or updated), or null when nothing was. */
    public Object[] insert(Object[] row) {
        Transaction tx = ctx.transaction();
        while (true) {
            tx.savepoint(SAVEPOINT);
            UniqueViolation conflict;
            try {
                writer.insert(row);
                tx.releaseSavepoint(SAVEPOINT);
                return row;
            } catch (UniqueViolation v) {
                tx.rollbackToSavepoint(SAVEPOINT);
                tx.releaseSavepoint(SAVEPOINT);
                conflict = v;
            }
            if (!isArbiter(conflict.index())) {
                throw conflict;
            }
            HeapTuple existing = findLive(conflict.index(), row);
            if (existing == null) {
                continue;
            }
            if (update == null) {
                return null;
            }
            if (tx.isOwnXid(existing.xmin()) && existing.cmin() == tx.commandId()) {
                throw LaninException.of(EngineMsg.ON_CONFLICT_TWICE);
            }
            Object[] current = Rows.widen(existing, writer.table());
            if (where != null && !where.test(current, row)) {
                return null;
            }
            Object[] updated = modifier.update(existing, null, old -> update.apply(old, row));
            if (updated != null) {
                return updated;
            }
        }
    }

    private boolean isArbiter(IndexDef index) {
        if (arbiters.isEmpty()) {
            return true;
        }
        for (IndexDef a : arbiters) {
            if (a.oid() == index.oid()) {
                return true;
            }
        }
        return false;
    }

    /** The live version holding {@code row}'s key in {@code index}, waiting out running inserters; null if none. */
    private HeapTuple findLive(IndexDef index, Object[] row) {
        Object[] key = IndexKeys.extract(index, row);
        // the conflicting entry has an equal key, whatever its INCLUDE columns hold
        Object[] unique = index.keyCount() == key.length ? key : java.util.Arrays.copyOf(key, index.keyCount());
        while (true) {
            long waitFor = 0;
            BTreeCursor c = index.tree().scan(unique, true, unique, true);
            IndexEntryVersions versions = new IndexEntryVersions(writer.table(), index, ctx);
            while (c.next()) {
                do { // again when an update linked a successor the load did not reach (see chainGrew)
                    versions.load(c.tid(), c.key());
                    for (int i = 0; i < versions.size(); i++) {
                        HeapTuple t = versions.get(i);
                        long verdict = Visibility.uniqueCheck(t, ctx.transaction(), ctx.transactionManager());
                        if (verdict == Visibility.CONFLICT) {
                            return t;
                        }
                        if (verdict > 0) {
                            waitFor = verdict;
                        }
                    }
                } while (versions.chainGrew());
            }
            if (waitFor == 0) {
                return null;
            }
            ctx.transactionManager().waitFor(ctx.transaction(), waitFor, ctx.lockTimeoutMillis(), ctx::isCanceled);
        }
    }
}
