package org.lanin.engine.access;

import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.index.btree.BTree;
import org.lanin.engine.index.btree.InsertPath;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * Writes new row versions into a table and its indexes, enforcing NOT NULL, CHECK and
 * UNIQUE, and queueing FOREIGN KEY checks ({@link RiStatement}). One instance per statement execution (it caches per-table lookups).
 */
public final class TableWriter {
    private final TableDef table;
    private final RowExpr[] checks;
    private final String[] checkNames;
    private final ExecContext ctx;

    /** {@code checks} are the table's CHECK constraints compiled over the table's physical row. */
    public TableWriter(TableDef table, RowExpr[] checks, String[] checkNames, ExecContext ctx) {
        this.table = table;
        this.checks = checks;
        this.checkNames = checkNames;
        this.ctx = ctx;
    }

    public TableDef table() {
        return table;
    }

    /** Validates and stores a new row (physical layout); returns its TID. */
    public long insert(Object[] row) {
        validate(row);
        return store(row);
    }

    /** Stores a row {@link #validate} passed (a partition's constraint is checked between the two); returns its TID. */
    public long store(Object[] row) {
        long tid = table.heap().insert(row, ctx.transaction(), org.lanin.engine.catalog.StorageOptions.fillFactor(table.reloptions()));
        org.lanin.engine.wal.Wal.logInsert(ctx.transaction(), table.heap(), tid, row);
        insertIndexEntries(row, tid);
        if (ctx.ri() != null && (!table.foreignKeys().isEmpty() || ctx.ri().movingIn())) {
            ctx.ri().rowInserted(table, row, tid);
        }
        return tid;
    }

    /** Validates a row about to be written: NOT NULL then CHECK, PostgreSQL's order. */
    public void validate(Object[] row) {
        List<ColumnDef> cols = table.columns();
        for (int i = 0; i < cols.size(); i++) {
            ColumnDef c = cols.get(i);
            if (c.notNull() && !c.dropped() && !c.generated() && row[i] == null) { // generated: checked once computed
                throw LaninException.of(EngineMsg.NOT_NULL_VIOLATION, c.name(), org.lanin.engine.catalog.Namespace.nameOf(table.name()));
            }
        }
        for (int i = 0; i < checks.length; i++) {
            if (checks[i].eval(row, ctx) == Boolean.FALSE) {
                throw LaninException.of(EngineMsg.CHECK_VIOLATION, org.lanin.engine.catalog.Namespace.nameOf(table.name()), checkNames[i]);
            }
        }
    }

    /** Adds (key, tid) to every index of the table, checking uniqueness where required. */
    public void insertIndexEntries(Object[] row, long tid) {
        InsertPath path = ctx.settings().btreeInsertPath();
        for (IndexDef index : table.indexes()) {
            if (!index.ready()) {
                continue; // CREATE INDEX CONCURRENTLY builds it; its validation adds this row
            }
            if (!IndexKeys.covers(index, row, ctx)) {
                continue; // a partial index holds only the rows its WHERE accepts
            }
            if (index.gist() != null) {
                index.gist().insert(index.keyOf(row, ctx)[0], tid);
                continue;
            }
            BTree tree = index.tree();
            if (index.method().isGin()) {
                for (Object[] entry : index.entryKeys(row, ctx)) {
                    tree.insert(entry, tid, path);
                }
                continue;
            }
            Object[] key = IndexKeys.extract(index, row, ctx);
            if (index.checksUnique(key) && index.deferrable() && ctx.ri() != null) {
                UniqueRecheck.Partial partial = new UniqueRecheck.Partial(new UniqueConflictChecker(table, index, ctx, tid, key));
                tree.insertUnique(key, tid, partial, path, !index.nullsNotDistinctOn(), index.keyCount());
                if (partial.recheckDue()) {
                    ctx.ri().uniqueRecheck(table, index, tid, key);
                }
            } else if (index.checksUnique(key)) {
                UniqueConflictChecker checker = new UniqueConflictChecker(table, index, ctx, tid, key);
                if (!tree.insertUnique(key, tid, checker, path, !index.nullsNotDistinctOn(), index.keyCount())) {
                    throw new UniqueViolation(index, IndexKeys.columnList(table, index), IndexKeys.valueList(index, key));
                }
            } else {
                tree.insert(key, tid, path);
            }
        }
    }

    /** The row as stored for a version (widened to the current width). */
    public Object[] rowOf(HeapTuple t) {
        return org.lanin.engine.exec.Rows.widen(t, table);
    }
}
