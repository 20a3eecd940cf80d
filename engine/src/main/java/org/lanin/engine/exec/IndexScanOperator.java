package org.lanin.engine.exec;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTreeCursor;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * Rows found through a B-tree range: bounds are evaluated at open (they may use parameters),
 * each entry's heap version is fetched and checked against the snapshot. A NULL bound value
 * matches nothing (comparison with NULL is never true).
 */
public final class IndexScanOperator implements TupleSource {
    private final TableDef table;
    private final IndexDef index;
    private final RowExpr[] low;
    private final boolean lowInclusive;
    private final RowExpr[] high;
    private final boolean highInclusive;
    private final RowExpr filter;
    private final boolean backward;
    private ExecContext ctx;
    private Snapshot snapshot;
    private BTreeCursor cursor;
    private HeapTuple current;

    public IndexScanOperator(TableDef table, IndexDef index, RowExpr[] low, boolean lowInclusive,
                             RowExpr[] high, boolean highInclusive, RowExpr filter) {
        this(table, index, low, lowInclusive, high, highInclusive, filter, false);
    }

    /** With {@code backward}, entries come in descending key order (ORDER BY ... DESC). */
    public IndexScanOperator(TableDef table, IndexDef index, RowExpr[] low, boolean lowInclusive,
                             RowExpr[] high, boolean highInclusive, RowExpr filter, boolean backward) {
        this.backward = backward;
        this.table = table;
        this.index = index;
        this.low = low;
        this.lowInclusive = lowInclusive;
        this.high = high;
        this.highInclusive = highInclusive;
        this.filter = filter;
    }

    @Override
    public void open(ExecContext context) {
        this.ctx = context;
        this.snapshot = context.snapshot();
        Object[] lowKey = evalBound(low);
        Object[] highKey = evalBound(high);
        if (lowKey == NO_MATCH || highKey == NO_MATCH) {
            cursor = null;
            return;
        }
        cursor = backward ? index.tree().scanBackward(lowKey, lowInclusive, highKey, highInclusive)
                : index.tree().scan(lowKey, lowInclusive, highKey, highInclusive);
    }

    private static final Object[] NO_MATCH = new Object[0];

    private Object[] evalBound(RowExpr[] exprs) {
        if (exprs == null) {
            return null;
        }
        Object[] key = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            key[i] = exprs[i].eval(null, ctx);
            if (key[i] == null) {
                return NO_MATCH;
            }
        }
        return key;
    }

    @Override
    public Object[] next() {
        if (cursor == null) {
            return null;
        }
        while (cursor.next()) {
            ctx.checkInterrupts();
            HeapTuple t = table.heap().fetch(cursor.tid());
            if (t == null || !snapshot.isVisible(t)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (filter == null || Rows.isTrue(filter.eval(row, ctx))) {
                current = t;
                return row;
            }
        }
        current = null;
        return null;
    }

    @Override
    public HeapTuple currentTuple() {
        return current;
    }

    @Override
    public void close() {
        cursor = null;
    }

    @Override
    public int width() {
        return table.physicalWidth();
    }
}
