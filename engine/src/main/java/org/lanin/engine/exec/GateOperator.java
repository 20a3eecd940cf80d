package org.lanin.engine.exec;

/**
 * PostgreSQL's gating Result ("One-Time Filter"): a condition that reads no column is evaluated
 * once per open, before the input is opened; unless it is TRUE the input is never opened, so a
 * scan below never runs and never evaluates its own conditions. Over a scan of heap versions it is
 * one too ({@link #of}), so UPDATE and DELETE can modify what it passes.
 */
public class GateOperator implements Operator {
    private final Operator input;
    private final RowExpr condition;
    private boolean open;

    public GateOperator(Operator input, RowExpr condition) {
        this.input = input;
        this.condition = condition;
    }

    /** The gate over {@code input}; a {@link TupleSource} when the input is one. */
    public static GateOperator of(Operator input, RowExpr condition) {
        return input instanceof TupleSource t ? new OverTuples(t, condition) : new GateOperator(input, condition);
    }

    private static final class OverTuples extends GateOperator implements TupleSource {
        private final TupleSource tuples;

        OverTuples(TupleSource input, RowExpr condition) {
            super(input, condition);
            this.tuples = input;
        }

        @Override
        public org.lanin.engine.storage.heap.HeapTuple currentTuple() {
            return tuples.currentTuple();
        }
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
