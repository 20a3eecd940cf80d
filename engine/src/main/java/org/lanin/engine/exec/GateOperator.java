package org.lanin.engine.exec;

/**
 * PostgreSQL's gating Result ("One-Time Filter"): a condition that reads no column is evaluated
 * once per open, before the input is opened; unless it is TRUE the input is never opened, so a
 * scan below never runs and never evaluates its own conditions.
 */
public final class GateOperator implements Operator {
    private final Operator input;
    private final RowExpr condition;
    private boolean open;

    public GateOperator(Operator input, RowExpr condition) {
        this.input = input;
        this.condition = condition;
    }

    @Override
    public void open(ExecContext ctx) {
        open = Rows.isTrue(condition.eval(null, ctx));
        if (open) {
            input.open(ctx);
        }
    }

    @Override
    public Object[] next() {
        return open ? input.next() : null;
    }

    @Override
    public void close() {
        if (open) {
            open = false;
            input.close();
        }
    }

    @Override
    public int width() {
        return input.width();
    }
}
