package org.lanin.engine.exec;

import java.util.Arrays;
import java.util.Comparator;

/**
 * PostgreSQL's WindowAgg: reads its input already ordered by (PARTITION BY keys, ORDER BY keys),
 * collects one partition at a time, lets each window function fill its column of every row,
 * then returns the partition's rows. Output rows are the input row widened to {@code width},
 * this node's functions writing the columns {@code slots}; several nodes over different window
 * specifications are stacked, each filling its own columns of the same row layout.
 * One partition is held in memory at a time.
 */
public final class WindowOperator implements Operator {
    private final Operator input;
    private final int width;
    private final RowExpr[] partitionKeys;
    private final Comparator<Object>[] partitionCmps;
    private final RowExpr[] orderKeys;
    private final Comparator<Object>[] orderCmps;
    private final WindowFunction[] functions;
    private final int[] slots;
    private final WindowPartition partition = new WindowPartition();
    private ExecContext ctx;
    private Object[] pending;
    private Object[] pendingPk;
    private Object[] pendingOk;
    private int pos;

    /**
     * @param width output width: the input's columns plus every window column of the plan
     * @param partitionCmps equality of partition keys (NULLs equal, as in GROUP BY)
     * @param orderCmps equality of ORDER BY keys, which defines peers
     */
    public WindowOperator(Operator input, int width, RowExpr[] partitionKeys, Comparator<Object>[] partitionCmps,
                          RowExpr[] orderKeys, Comparator<Object>[] orderCmps, WindowFunction[] functions, int[] slots) {
        this.input = input;
        this.width = width;
        this.partitionKeys = partitionKeys;
        this.partitionCmps = partitionCmps;
        this.orderKeys = orderKeys;
        this.orderCmps = orderCmps;
        this.functions = functions;
        this.slots = slots;
    }

    @Override
    public void open(ExecContext ctx) {
        this.ctx = ctx;
        input.open(ctx);
        partition.reset();
        pos = 0;
        pending = input.next();
        if (pending != null) {
            pendingPk = eval(partitionKeys, pending);
            pendingOk = eval(orderKeys, pending);
        }
    }

    @Override
    public Object[] next() {
        if (pos == partition.size()) {
            if (pending == null) {
                return null;
            }
            fill();
        }
        return partition.row(pos++);
    }

    /** Reads the next partition, starting with the pending row, and evaluates the functions over it. */
    private void fill() {
        partition.reset();
        pos = 0;
        Object[] pk = pendingPk;
        Object[] ok = pendingOk;
        partition.add(Arrays.copyOf(pending, width), false);
        pending = null;
        Object[] row;
        while ((row = input.next()) != null) {
            ctx.checkInterrupts();
            Object[] rowPk = eval(partitionKeys, row);
            Object[] rowOk = eval(orderKeys, row);
            if (!equal(pk, rowPk, partitionCmps)) {
                pending = row;
                pendingPk = rowPk;
                pendingOk = rowOk;
                break;
            }
            partition.add(Arrays.copyOf(row, width), equal(ok, rowOk, orderCmps));
            ok = rowOk;
        }
        partition.seal();
        for (int f = 0; f < functions.length; f++) {
            functions[f].evaluate(partition, slots[f], ctx);
        }
    }

    private Object[] eval(RowExpr[] keys, Object[] row) {
        if (keys.length == 0) {
            return null;
        }
        Object[] out = new Object[keys.length];
        for (int i = 0; i < keys.length; i++) {
            out[i] = keys[i].eval(row, ctx);
        }
        return out;
    }

    private static boolean equal(Object[] a, Object[] b, Comparator<Object>[] cmps) {
        for (int i = 0; i < cmps.length; i++) {
            if (cmps[i].compare(a[i], b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void close() {
        input.close();
        partition.reset();
        pending = null;
    }

    @Override
    public int width() {
        return width;
    }
}
