package org.lanin.engine.exec;

/**
 * A table scan whose rows carry their heap version in one extra last column, so UPDATE ... FROM
 * and DELETE ... USING can still address the target's version after it was joined with other tables.
 */
public final class TupleSlotOperator implements Operator {
    private final TupleSource scan;

    public TupleSlotOperator(TupleSource scan) {
        this.scan = scan;
    }

    @Override
    public void open(ExecContext ctx) {
        scan.open(ctx);
    }

    @Override
    public Object[] next() {
        Object[] row = scan.next();
        if (row == null) {
            return null;
        }
        Object[] out = new Object[row.length + 1];
        System.arraycopy(row, 0, out, 0, row.length);
        out[row.length] = scan.currentTuple();
        return out;
    }

    @Override
    public void close() {
        scan.close();
    }

    @Override
    public int width() {
        return scan.width() + 1;
    }
}
