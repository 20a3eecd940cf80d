package org.lanin.engine.exec;

import org.lanin.engine.catalog.IndexDef;

/**
 * PostgreSQL's Bitmap Index Scan over a GiST index (gistgetbitmap): at open, each condition's value
 * is computed (a constant or parameter) and the tree searched for the entries its operator class
 * finds consistent; the TIDs of several conditions are intersected. They come out sorted and
 * distinct as one-column rows ({@code Long}) for the {@link BitmapHeapScanOperator} above, which
 * rechecks every row (GiST tsvector keys are lossy signatures). A NULL value matches nothing.
 */
public final class GistBitmapOperator extends BitmapIndexScan {
    private final IndexDef index;
    private final String[] ops;

    public GistBitmapOperator(IndexDef index, String[] ops, RowExpr[] values) {
        super(values);
        this.index = index;
        this.ops = ops;
    }

    @Override
    long[] matches(int i, Object v) {
        return v == null ? new long[0] : index.gist().search(ops[i], v);
    }
}
