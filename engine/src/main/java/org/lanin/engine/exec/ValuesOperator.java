package org.lanin.engine.exec;

/** Rows given as expressions (VALUES lists, SELECT without FROM). */
public final class ValuesOperator implements Operator {
    private final RowExpr[][] rows;
    private final int width;
    private ExecContext ctx;
    private int pos;

    public ValuesOperator(RowExpr[][] rows, int width) {
        this.rows = rows;
        this.width = width;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        pos = 0;
    }

    @Override
    public Object[] next() {
        if (pos >= rows.length) {
            return null;
        }
        RowExpr[] exprs = rows[pos++];
        Object[] out = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            out[i] = exprs[i].eval(null, ctx);
        }
        return out;
    }

    @Override
    public void close() {
    }

    @Override
    public int width() {
        return width;
    }
}
