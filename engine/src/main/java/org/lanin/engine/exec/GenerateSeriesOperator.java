package org.lanin.engine.exec;

import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * generate_series(start, stop[, step]) over integers: one column. The values are
 * Integer or Long as the planner typed the call.
 */
public final class GenerateSeriesOperator implements Operator {
    private final RowExpr start;
    private final RowExpr stop;
    private final RowExpr step;
    private final boolean asLong;
    private ExecContext ctx;
    private long next;
    private long last;
    private long increment;
    private boolean done;

    public GenerateSeriesOperator(RowExpr start, RowExpr stop, RowExpr step, boolean asLong) {
        this.start = start;
        this.stop = stop;
        this.step = step;
        this.asLong = asLong;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        Object a = start.eval(null, ctx);
        Object b = stop.eval(null, ctx);
        Object s = step == null ? Long.valueOf(1) : step.eval(null, ctx);
        done = a == null || b == null || s == null;
        if (done) {
            return;
        }
        next = ((Number) a).longValue();
        last = ((Number) b).longValue();
        increment = ((Number) s).longValue();
        if (increment == 0) {
            throw LaninException.of(EngineMsg.SERIES_STEP_ZERO);
        }
    }

    @Override
    public Object[] next() {
        if (done || (increment > 0 ? next > last : next < last)) {
            return null;
        }
        ctx.checkInterrupts();
        long v = next;
        try {
            next = Math.addExact(next, increment);
        } catch (ArithmeticException overflow) {
            done = true;
        }
        return new Object[] {asLong ? (Object) v : (Object) (int) v};
    }

    @Override
    public void close() {
    }

    @Override
    public int width() {
        return 1;
    }
}
