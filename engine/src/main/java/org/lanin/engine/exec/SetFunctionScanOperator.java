package org.lanin.engine.exec;

import java.util.Iterator;

/**
 * A one-column set-returning function in FROM ({@code generate_series(...)}): evaluates the
 * arguments once per open (they may read an outer row through the context) and returns the
 * body's values as they are pulled, each with its ordinal (from 1, bigint) when WITH ORDINALITY asks.
 */
public final class SetFunctionScanOperator implements Operator {
    private final RowExpr[] args;
    private final SetFunctionBody body;
    private final boolean ordinality;
    private ExecContext ctx;
    private Iterator<Object> values;
    private long ordinal;

    public SetFunctionScanOperator(RowExpr[] args, SetFunctionBody body, boolean ordinality) {
        this.args = args;
        this.body = body;
        this.ordinality = ordinality;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        Object[] a = new Object[args.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = args[i].eval(null, context);
        }
        values = body.start(a, context);
        ordinal = 0;
    }

    @Override
    public Object[] next() {
        if (!values.hasNext()) {
            return null;
        }
        ctx.checkInterrupts();
        Object v = values.next();
        return ordinality ? new Object[] {v, ++ordinal} : new Object[] {v};
    }

    @Override
    public void close() {
        values = null;
    }

    @Override
    public int width() {
        return ordinality ? 2 : 1;
    }
}
