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
 * Several conditions on the index are ANDed: their TID sets intersected.
 */
public final class GinBitmapOperator implements Operator {
    private final IndexDef index;
    /** Per condition: the key column it is on (0 but in a multicolumn index), its operator and value. */
    private final int[] columns;
    private final String[] ops;
    private final RowExpr[] values;
    private final Object[] row = new Object[1];
    private long[] tids;
    private int next;

    public GinBitmapOperator(IndexDef index, String op, RowExpr value) {
        this(index, new int[] {0}, new String[] {op}, new RowExpr[] {value});
    }

    /** Several conditions ANDed in one scan (PostgreSQL's scan keys of one index): their TID sets intersected. */
    public GinBitmapOperator(IndexDef index, int[] columns, String[] ops, RowExpr[] values) {
        this.index = index;
        this.columns = columns;
        this.ops = ops;
        this.values = values;
    }

    @Override
    public void open(ExecContext ctx) {
        long[] acc = null;
        for (int i = 0; i < ops.length && (acc == null || acc.length > 0); i++) {
            Object v = values[i].eval(null, ctx);
            GinQuery q = v == null ? GinQuery.NONE : GinExtract.query(index.columnMethod(columns[i]), ops[i], v);
            long[] t = GinScan.tids(index.tree(), q == null ? GinQuery.ALL : q, index.multicolumnGin() ? columns[i] : -1);
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
