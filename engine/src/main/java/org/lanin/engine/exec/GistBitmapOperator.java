package org.lanin.engine.exec;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.index.gin.GinScan;

/**
 * PostgreSQL's Bitmap Index Scan over a GiST index (gistgetbitmap): at open, each condition's value
 * is computed (a constant or parameter) and the tree searched for the entries its operator class
 * finds consistent; the TIDs of several conditions are intersected. They come out sorted and
 * distinct as one-column rows ({@code Long}) for the {@link BitmapHeapScanOperator} above, which
 * rechecks every row (GiST tsvector keys are lossy signatures). A NULL value matches nothing.
 */
public final class GistBitmapOperator implements Operator {
    private final IndexDef index;
    private final String[] ops;
    private final RowExpr[] values;
    private final Object[] row = new Object[1];
    private long[] tids;
    private int next;

    public GistBitmapOperator(IndexDef index, String[] ops, RowExpr[] values) {
        this.index = index;
        this.ops = ops;
        this.values = values;
    }

    @Override
    public void open(ExecContext ctx) {
        long[] acc = null;
        for (int i = 0; i < ops.length && (acc == null || acc.length > 0); i++) {
            Object v = values[i].eval(null, ctx);
            long[] t = v == null ? new long[0] : index.gist().search(ops[i], v);
            acc = acc == null ? t : GinScan.intersect(acc, t);
        }
        tids = acc;
        next = 0;
    }

    @Override
    public Object[] next() {
        if (tids == null || next >= tids.length) {
            return null;
        }
        row[0] = tids[next++];
        return row;
    }

    @Override
    public void close() {
        tids = null;
    }

    @Override
    public int width() {
        return 1;
    }
}
