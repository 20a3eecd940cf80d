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
public final class GinBitmapOperator extends BitmapIndexScan {
    private final IndexDef index;
    /** Per condition: the key column it is on (0 but in a multicolumn index) and its operator. */
    private final int[] columns;
    private final String[] ops;

    public GinBitmapOperator(IndexDef index, String op, RowExpr value) {
        this(index, new int[] {0}, new String[] {op}, new RowExpr[] {value});
    }

    /** Several conditions ANDed in one scan (PostgreSQL's scan keys of one index): their TID sets intersected. */
    public GinBitmapOperator(IndexDef index, int[] columns, String[] ops, RowExpr[] values) {
        super(values);
        this.index = index;
        this.columns = columns;
        this.ops = ops;
    }

    @Override
    long[] matches(int i, Object v) {
        GinQuery q = v == null ? GinQuery.NONE : GinExtract.query(index.columnMethod(columns[i]), ops[i], v);
        return GinScan.tids(index.tree(), q == null ? GinQuery.ALL : q, index.multicolumnGin() ? columns[i] : -1);
    }
}
