package org.lanin.engine.exec;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * PostgreSQL's Bitmap Heap Scan: reads TIDs (HOT chain roots, ascending) from its input, the
 * Bitmap Index Scan, and returns the version of each chain the snapshot sees when it passes the
 * index condition again ({@code recheck}: the index may return TIDs that do not match, a GIN
 * lookup being lossy) and the other conditions ({@code filter}). A TID VACUUM removed meanwhile
 * finds no version. Every member of the chain is looked at, so a chain whose members differ in the
 * indexed column (HOT updates made before the index) is answered right for any snapshot.
 */
public final class BitmapHeapScanOperator implements TupleSource {
    private final TableDef table;
    private final Operator tids;
    private final RowExpr recheck;
    private final RowExpr filter;
    private ExecContext ctx;
    private Snapshot snapshot;
    private IndexEntryVersions versions;
    private HeapTuple current;

    public BitmapHeapScanOperator(TableDef table, Operator tids, RowExpr recheck, RowExpr filter) {
        this.table = table;
        this.tids = tids;
        this.recheck = recheck;
        this.filter = filter;
    }

    @Override
    public void open(ExecContext context) {
        this.ctx = context;
        this.snapshot = context.snapshot();
        this.versions = new IndexEntryVersions(table, null, context);
        tids.open(context);
    }

    @Override
    public Object[] next() {
        Object[] t;
        while ((t = tids.next()) != null) {
            ctx.checkInterrupts();
            HeapTuple visible = visibleVersion((Long) t[0]);
            if (visible == null) {
                continue;
            }
            Object[] row = Rows.widen(visible, table);
            if (Rows.isTrue(recheck.eval(row, ctx)) && (filter == null || Rows.isTrue(filter.eval(row, ctx)))) {
                current = visible;
                return row;
            }
        }
        current = null;
        return null;
    }

    private HeapTuple visibleVersion(long root) {
        versions.load(root, null);
        for (int i = 0; i < versions.size(); i++) {
            if (snapshot.isVisible(versions.get(i))) {
                return versions.get(i);
            }
        }
        return null;
    }

    @Override
    public HeapTuple currentTuple() {
        return current;
    }

    @Override
    public void close() {
        tids.close();
        current = null;
    }

    @Override
    public int width() {
        return table.physicalWidth();
    }
}
