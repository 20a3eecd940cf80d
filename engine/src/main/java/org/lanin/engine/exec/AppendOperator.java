package org.lanin.engine.exec;

/** The rows of each input in turn (UNION ALL). */
public final class AppendOperator implements Operator {
    private final Operator[] inputs;
    private ExecContext ctx;
    private int current;

    public AppendOperator(Operator[] inputs) {
        this.inputs = inputs;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        current = 0;
        if (inputs.length > 0) {
            inputs[0].open(ctx);
        }
    }

    @Override
    public Object[] next() {
        while (current < inputs.length) {
            Object[] row = inputs[current].next();
            if (row != null) {
                return row;
            }
            inputs[current].close();
            current++;
            if (current < inputs.length) {
                inputs[current].open(ctx);
            }
        }
        return null;
    }

    @Override
    public void close() {
        if (current < inputs.length) {
            inputs[current].close();
            current = inputs.length;
        }
    }

    @Override
    public int width() {
        return inputs[0].width();
    }
}
