package org.lanin.engine.exec;

import org.lanin.engine.type.ArrayValue;

/**
 * unnest(a1, a2, ...) [WITH ORDINALITY] in FROM: the arrays are evaluated when the scan opens;
 * row i holds element i (storage order, every dimension flattened) of each array, NULL where an
 * array is shorter or NULL, then the 1-based row number when {@code ordinality}. As many rows as
 * the longest array.
 */
public final class UnnestOperator implements Operator {
    private final RowExpr[] arrays;
    private final boolean ordinality;
    private ArrayValue[] values;
    private int rows;
    private int next;
    private ExecContext ctx;

    public UnnestOperator(RowExpr[] arrays, boolean ordinality) {
        this.arrays = arrays;
        this.ordinality = ordinality;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        values = new ArrayValue[arrays.length];
        rows = 0;
        next = 0;
        for (int i = 0; i < arrays.length; i++) {
            values[i] = (ArrayValue) arrays[i].eval(null, context);
            if (values[i] != null) {
                rows = Math.max(rows, values[i].size());
            }
        }
    }

    @Override
    public Object[] next() {
        if (next >= rows) {
            return null;
        }
        ctx.checkInterrupts();
        Object[] row = new Object[width()];
        for (int i = 0; i < values.length; i++) {
            ArrayValue a = values[i];
            row[i] = a != null && next < a.size() ? a.get(next) : null;
        }
        next++;
        if (ordinality) {
            row[values.length] = (long) next;
        }
        return row;
    }

    @Override
    public void close() {
    }

    @Override
    public int width() {
        return arrays.length + (ordinality ? 1 : 0);
    }
}
