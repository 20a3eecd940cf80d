package org.lanin.engine.exec;

/**
 * Passes its input's rows with the values at {@code dropped} positions replaced by NULL, so that
 * an operator that keeps rows (a hash join's table, a sort) holds only what the query reads
 * above it. PostgreSQL gets this from each node's target list; here rows keep their layout and
 * the columns nobody reads are emptied. The input's rows are copied, never changed.
 */
public final class TrimOperator implements Operator {
    private final Operator input;
    private final int[] dropped;

    public TrimOperator(Operator input, int[] dropped) {
        this.input = input;
        this.dropped = dropped.clone();
    }

    @Override
    public void open(ExecContext ctx) {
        input.open(ctx);
    }

    @Override
    public Object[] next() {
        Object[] row = input.next();
        if (row == null) {
            return null;
        }
        Object[] out = row.clone();
        for (int p : dropped) {
            if (p < out.length) {
                out[p] = null;
            }
        }
        return out;
    }

    @Override
    public void close() {
        input.close();
    }

    @Override
    public int width() {
        return input.width();
    }
}
