package org.lanin.engine.exec;

/** Computes output columns from each input row. */
public final class ProjectOperator implements Operator {
    private final Operator input;
    private final RowExpr[] exprs;
    private ExecContext ctx;

    public ProjectOperator(Operator input, RowExpr[] exprs) {
        this.input = input;
        this.exprs = exprs;
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
        for (int i = 0; i < exprs.length; i++) {
            out[i] = exprs[i].eval(row, ctx);
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
