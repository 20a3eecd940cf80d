package org.lanin.engine.exec;

import java.util.function.Supplier;

/**
 * An ordinary aggregate used as a window function, over each row's frame. When frames start at
 * the partition's first row (the default frame, and any UNBOUNDED PRECEDING start) the state
 * only grows as the frame end advances, so the partition costs one pass (running totals); a
 * frame equal to the previous row's (peers, whole-partition frames) reuses its value. Frames
 * that end at UNBOUNDED FOLLOWING grow from the partition's end backwards, so an aggregate whose
 * result does not depend on input order (every exact one but string_agg) makes one backward
 * pass. Other moving frames are aggregated afresh per row (O(rows x frame size)), as PostgreSQL
 * does for aggregates without an inverse transition, and so is every frame of a window with an
 * EXCLUDE clause. The bounds of each row's frame come from {@link FrameBounds}.
 */
public final class WindowAggregate implements WindowFunction {
    private final Aggregate function;
    private final RowExpr argument;
    private final WindowFrame frame;
    /** Unboxed per-state evaluation when the function offers it; else null. */
    private final Supplier<AggState> primitive;
    private final boolean orderInsensitive;

    /**
     * @param argument the argument over the input row, null for count(*)
     * @param orderInsensitive the result is the same whatever order the rows are fed in (and
     *                         exactly the same: not for floating-point sums)
     */
    public WindowAggregate(Aggregate function, RowExpr argument, WindowFrame frame, boolean orderInsensitive) {
        this.function = function;
        this.orderInsensitive = orderInsensitive;
        this.argument = argument;
        this.frame = frame;
        this.primitive = function.primitiveStates(argument);
    }

    @Override
    public void evaluate(WindowPartition p, int slot, ExecContext ctx) {
        FrameBounds fb = FrameBounds.of(frame, p, ctx);
        if (frame.excludes()) {
            excluding(p, slot, fb, ctx);
            return;
        }
        if (orderInsensitive && !frame.startsAtPartitionStart() && frame.end() == WindowFrame.Bound.UNBOUNDED_FOLLOWING) {
            backward(p, slot, fb, ctx);
            return;
        }
        State running = frame.startsAtPartitionStart() ? new State() : null;
        int added = 0;
        int lastStart = -1;
        int lastEnd = -1;
        Object last = null;
        for (int i = 0; i < p.size(); i++) {
            int s = fb.start(i);
            int e = fb.end(i);
            if (s != lastStart || e != lastEnd) {
                if (running != null) {
                    for (; added < e; added++) {
                        running.add(p.row(added), ctx);
                    }
                    last = running.finish();
                } else {
                    State st = new State();
                    for (int k = s; k < e; k++) {
                        st.add(p.row(k), ctx);
                    }
                    last = st.finish();
                }
                lastStart = s;
                lastEnd = e;
            }
            p.row(i)[slot] = last;
        }
    }

    /** Frames [start, end of partition): the state grows as the start moves back. */
    private void backward(WindowPartition p, int slot, FrameBounds fb, ExecContext ctx) {
        State st = new State();
        int from = p.size();
        int lastStart = -1;
        Object last = null;
        for (int i = p.size() - 1; i >= 0; i--) {
            int s = fb.start(i);
            if (s != lastStart) {
                while (from > s) {
                    st.add(p.row(--from), ctx);
                }
                last = st.finish();
                lastStart = s;
            }
            p.row(i)[slot] = last;
        }
    }

    /**
     * An EXCLUDE clause: every row's frame aggregated afresh without its excluded rows (the
     * frame differs from row to row even where the bounds do not), as PostgreSQL restarts the
     * aggregate for each row when the frame excludes some.
     */
    private void excluding(WindowPartition p, int slot, FrameBounds fb, ExecContext ctx) {
        for (int i = 0; i < p.size(); i++) {
            State st = new State();
            for (int k = fb.start(i), e = fb.end(i); k < e; k++) {
                if (!fb.excluded(i, k)) {
                    st.add(p.row(k), ctx);
                }
            }
            p.row(i)[slot] = st.finish();
        }
    }

    /** One aggregation state, primitive or boxed. */
    private final class State {
        private final AggState fast = primitive == null ? null : primitive.get();
        private Object boxed = fast == null ? function.newState() : null;

        void add(Object[] row, ExecContext ctx) {
            if (fast != null) {
                fast.add(row, ctx);
                return;
            }
            Object v = argument == null ? null : argument.eval(row, ctx);
            if (argument != null && v == null && function.skipsNulls()) {
                return;
            }
            boxed = function.accumulate(boxed, v);
        }

        Object finish() {
            return fast != null ? fast.finish() : function.finish(boxed);
        }
    }
}
