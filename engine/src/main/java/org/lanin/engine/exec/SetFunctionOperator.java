package org.lanin.engine.exec;

import java.util.List;
import java.util.function.Function;

/**
 * A set-returning function in FROM whose rows are computed at once when the scan opens
 * (jsonb_each, jsonb_array_elements, ...): the arguments are evaluated, {@code rows} turns them
 * into the rows, which are then handed out in order.
 */
public final class SetFunctionOperator implements Operator {
    private final RowExpr[] args;
    private final Function<Object[], List<Object[]>> rows;
    private final int width;
    private List<Object[]> out;
    private int next;
    private ExecContext ctx;

    public SetFunctionOperator(RowExpr[] args, Function<Object[], List<Object[]>> rows, int width) {
        this.args = args;
        this.rows = rows;
        this.width = width;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        Object[] values = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            values[i] = args[i].eval(null, context);
        }
        out = rows.apply(values);
        next = 0;
    }

    @Override
    public Object[] next() {
        if (out == null || next >= out.size()) {
            return null;
        }
        ctx.checkInterrupts();
        return out.get(next++);
    }

    @Override
    public void close() {
        out = null;
    }

    @Override
    public int width() {
        return width;
    }
}
