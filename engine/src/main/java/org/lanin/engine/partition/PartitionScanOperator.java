package org.lanin.engine.partition;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.exec.TupleSource;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * A partition's scan seen through its root: rows converted to the root's layout with the
 * partition's map, then filtered by the root-layout WHERE clause. Used only when the layouts
 * differ; an identical partition is scanned directly, with its index paths.
 */
public final class PartitionScanOperator implements TupleSource {
    private final TupleSource input;
    private final TupleConversionMap map;
    private final RowExpr filter;
    private final int width;
    private ExecContext ctx;

    public PartitionScanOperator(TupleSource input, TupleConversionMap map, RowExpr filter, int rootWidth) {
        this.input = input;
        this.map = map;
        this.filter = filter;
        this.width = rootWidth;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        input.open(context);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = input.next()) != null) {
            Object[] converted = map.toParent(row);
            if (filter == null || Rows.isTrue(filter.eval(converted, ctx))) {
                return converted;
            }
        }
        return null;
    }

    @Override
    public HeapTuple currentTuple() {
        return input.currentTuple();
    }

    @Override
    public void close() {
        input.close();
    }

    @Override
    public int width() {
        return width;
    }
}
