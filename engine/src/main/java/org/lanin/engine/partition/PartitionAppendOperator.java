package org.lanin.engine.partition;

import java.util.BitSet;
import java.util.function.Function;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;

/**
 * Append over the partitions that survived plan-time pruning, pruning again when it opens
 * with the statement's parameter values (PostgreSQL's run-time pruning at executor start).
 * {@code leafOf[i]} is input i's leaf index in the tree; {@code prune} may be null.
 */
public final class PartitionAppendOperator implements Operator {
    private final Operator[] inputs;
    private final int[] leafOf;
    private final Function<ExecContext, BitSet> prune;
    private final int width;
    private ExecContext ctx;
    private BitSet keep;
    private int current;

    public PartitionAppendOperator(Operator[] inputs, int[] leafOf, Function<ExecContext, BitSet> prune, int width) {
        this.inputs = inputs;
        this.leafOf = leafOf;
        this.prune = prune;
        this.width = width;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        keep = prune == null ? null : prune.apply(context);
        current = -1;
        advance();
    }

    private void advance() {
        current++;
        while (current < inputs.length && keep != null && !keep.get(leafOf[current])) {
            current++;
        }
        if (current < inputs.length) {
            inputs[current].open(ctx);
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
            advance();
        }
        return null;
    }

    @Override
    public void close() {
        if (current >= 0 && current < inputs.length) {
            inputs[current].close();
            current = inputs.length;
        }
    }

    @Override
    public int width() {
        return width;
    }
}
