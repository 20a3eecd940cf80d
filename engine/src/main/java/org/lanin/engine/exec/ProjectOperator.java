package org.lanin.engine.exec;

/**
 * Computes output columns from each input row. Output columns that only copy an input column
 * ({@code columns[i] >= 0}) are copied by position: the projections the planner puts under a
 * join or an aggregate to restore the query's column layout are all copies, and a call through
 * each column's closure cost more than the rest of a small plan's row (K11 of the key-lookup
 * benchmark).
 */
public final class ProjectOperator implements Operator {
    private final Operator input;
    private final RowExpr[] exprs;
    /** Per output column the input position it copies, or -1: computed by its closure. */
    private final int[] columns;
    private ExecContext ctx;

    public ProjectOperator(Operator input, RowExpr[] exprs) {
        this(input, exprs, null);
    }

    /** {@code columns}: per output column the input position it copies, -1 to evaluate; null: evaluate all. */
    public ProjectOperator(Operator input, RowExpr[] exprs, int[] columns) {
        this.input = input;
        this.exprs = exprs;
        this.columns = columns;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        input.open(context);
    }

    @Override
    public Object[] next() {
        Object[] row = input.next();
        if (row == null) {
            return null;
        }
        Object[] out = new Object[exprs.length];
        if (columns == null) {
            for (int i = 0; i < exprs.length; i++) {
                out[i] = exprs[i].eval(row, ctx);
            }
            return out;
        }
        for (int i = 0; i < exprs.length; i++) {
            int c = columns[i];
            out[i] = c >= 0 ? row[c] : exprs[i].eval(row, ctx);
        }
        return out;
    }

    @Override
    public void close() {
        input.close();
    }

    @Override
    public int width() {
        return exprs.length;
    }
}
