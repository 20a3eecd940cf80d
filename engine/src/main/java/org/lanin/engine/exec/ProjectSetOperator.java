package org.lanin.engine.exec;

import java.util.Iterator;

/**
 * PostgreSQL's ProjectSet (nodeProjectSet.c): for each input row, runs every set-returning call
 * of the select list in lockstep and returns one row per step, the first {@code passThrough}
 * input columns followed by one column per call; a call that has run out gives NULL while
 * another still has values, and an input row for which every call is empty gives no row.
 * Values are produced as the consumer pulls rows (nothing is materialised).
 */
public final class ProjectSetOperator implements Operator {
    private final Operator input;
    private final int passThrough;
    private final RowExpr[][] args;
    private final SetFunctionBody[] bodies;
    private final Iterator<Object>[] running;
    private ExecContext ctx;
    private Object[] current;

    @SuppressWarnings("unchecked")
    public ProjectSetOperator(Operator input, int passThrough, RowExpr[][] args, SetFunctionBody[] bodies) {
        this.input = input;
        this.passThrough = passThrough;
        this.args = args;
        this.bodies = bodies;
        this.running = new Iterator[bodies.length];
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        current = null;
        input.open(context);
    }

    @Override
    public Object[] next() {
        while (true) {
            if (current != null) {
                Object[] row = step();
                if (row != null) {
                    return row;
                }
            }
            Object[] in = input.next();
            if (in == null) {
                return null;
            }
            ctx.checkInterrupts();
            current = in;
            for (int i = 0; i < bodies.length; i++) {
                Object[] values = new Object[args[i].length];
                for (int j = 0; j < values.length; j++) {
                    values[j] = args[i][j].eval(in, ctx);
                }
                running[i] = bodies[i].start(values, ctx);
            }
        }
    }

    /** The next lockstep row of the current input row, or null when every call has run out. */
    private Object[] step() {
        Object[] out = new Object[passThrough + bodies.length];
        boolean any = false;
        for (int i = 0; i < bodies.length; i++) {
            if (running[i].hasNext()) {
                out[passThrough + i] = running[i].next();
                any = true;
            }
        }
        if (!any) {
            current = null;
            return null;
        }
        System.arraycopy(current, 0, out, 0, Math.min(passThrough, current.length));
        return out;
    }

    @Override
    public void close() {
        current = null;
        input.close();
    }

    @Override
    public int width() {
        return passThrough + bodies.length;
    }
}
