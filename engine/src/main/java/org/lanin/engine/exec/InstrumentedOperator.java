package org.lanin.engine.exec;

import org.lanin.engine.storage.heap.HeapTuple;

/**
 * Wraps a plan node's operator while EXPLAIN ANALYZE runs: counts opens (loops) and rows and,
 * with timing, the time spent inside the operator (its inputs included, as PostgreSQL reports).
 * Implements {@link TupleSource} so that scans keep answering which version they returned.
 */
public final class InstrumentedOperator implements TupleSource {
    private final Operator op;
    private final Instrumentation.NodeCounters counters;
    private final boolean timing;
    private boolean firstRowSeen;

    public InstrumentedOperator(Operator op, Instrumentation.NodeCounters counters, boolean timing) {
        this.op = op;
        this.counters = counters;
        this.timing = timing;
    }

    @Override
    public void open(ExecContext ctx) {
        counters.loops++;
        firstRowSeen = false;
        long t = timing ? System.nanoTime() : 0;
        op.open(ctx);
        if (timing) {
            long d = System.nanoTime() - t;
            counters.totalNanos += d;
            counters.startupNanos += d;
        }
    }

    @Override
    public Object[] next() {
        long t = timing ? System.nanoTime() : 0;
        Object[] r = op.next();
        if (timing) {
            long d = System.nanoTime() - t;
            counters.totalNanos += d;
            if (!firstRowSeen) {
                counters.startupNanos += d;
            }
        }
        firstRowSeen = true;
        if (r != null) {
            counters.rows++;
        }
        return r;
    }

    @Override
    public void close() {
        op.close();
    }

    @Override
    public int width() {
        return op.width();
    }

    @Override
    public HeapTuple currentTuple() {
        return op instanceof TupleSource s ? s.currentTuple() : null;
    }
}
