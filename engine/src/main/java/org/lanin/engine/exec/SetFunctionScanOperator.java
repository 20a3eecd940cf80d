package org.lanin.engine.exec;

import java.util.Iterator;

/**
 * A one-column set-returning function in FROM ({@code generate_series(...)}): evaluates the
 * arguments once per open (they may read an outer row through the context) and returns the
 * body's values as they are pulled.
 */
public final class SetFunctionScanOperator implements Operator {
    private final RowExpr[] args;
    private final SetFunctionBody body;
    private ExecContext ctx;
    private Iterator<Object> values;

    public SetFunctionScanOperator(RowExpr[] args, SetFunctionBody body) {
        this.args = args;
        this.body = body;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        Object[] a = new Object[args.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = args[i].eval(null, context);
        }
        values = body.start(a, context);
    }

    @Override
    public Object[] next() {
        if (!values.hasNext()) {
            return null;
        }
        ctx.checkInterrupts();
        return new Object[] {values.next()};
    }

    @Override
    public void close() {
        values = null;
    }

    @Override
    public int width() {
        return 1;
    }
}
