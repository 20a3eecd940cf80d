package org.lanin.engine.exec;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.index.gin.GinExtract;
import org.lanin.engine.index.gin.GinQuery;
import org.lanin.engine.index.gin.GinScan;

/**
 * PostgreSQL's Bitmap Index Scan over a GIN index: at open, the condition's value is computed (a
 * constant or parameter), the operator class turns it into a lookup, and the matching TIDs are
 * collected sorted and distinct (gingetbitmap). Returns them as one-column rows ({@code Long}) for
 * the {@link BitmapHeapScanOperator} above; a NULL value matches nothing (the operators are strict).
 */
public final class GinBitmapOperator implements Operator {
    private final IndexDef index;
    private final String op;
    private final RowExpr value;
    private final Object[] row = new Object[1];
    private long[] tids;
    private int next;

    public GinBitmapOperator(IndexDef index, String op, RowExpr value) {
        this.index = index;
        this.op = op;
        this.value = value;
    }

    @Override
    public void open(ExecContext ctx) {
        Object v = value.eval(null, ctx);
        GinQuery q = v == null ? GinQuery.NONE : GinExtract.query(index.method(), op, v);
        tids = GinScan.tids(index.tree(), q == null ? GinQuery.ALL : q);
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
