package org.lanin.engine.exec;

import org.lanin.engine.index.gin.GinScan;

/**
 * What every Bitmap Index Scan returns (PostgreSQL's amgetbitmap): at open, each condition's value
 * is computed (a constant or parameter) and the index asked for the TIDs it matches; the sets of
 * several conditions on one index are ANDed (intersected). The TIDs come out sorted and distinct as
 * one-column rows ({@code Long}) for the {@link BitmapHeapScanOperator} above. Subclasses say how
 * one condition is looked up in their kind of index.
 */
abstract class BitmapIndexScan implements Operator {
    private final RowExpr[] values;
    private final Object[] row = new Object[1];
    private long[] tids;
    private int next;

    BitmapIndexScan(RowExpr[] values) {
        this.values = values;
    }

    /** The sorted, distinct TIDs condition {@code i} matches for {@code value} (null: the operators are strict). */
    abstract long[] matches(int i, Object value);

    @Override
    public final void open(ExecContext ctx) {
        long[] acc = null;
        for (int i = 0; i < values.length && (acc == null || acc.length > 0); i++) {
            long[] t = matches(i, values[i].eval(null, ctx));
            acc = acc == null ? t : GinScan.intersect(acc, t);
        }
        tids = acc;
        next = 0;
    }

    @Override
    public final Object[] next() {
        if (tids == null || next >= tids.length) {
            return null;
        }
        row[0] = tids[next++];
        return row;
    }

    @Override
    public final void close() {
        tids = null;
    }

    @Override
    public final int width() {
        return 1;
    }
}
