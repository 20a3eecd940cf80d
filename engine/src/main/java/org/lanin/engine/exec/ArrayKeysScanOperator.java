package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * An index scan for {@code col = ANY (v1, ..., vn)} (PostgreSQL's ScalarArrayOpExpr index
 * qual, nbtree's array keys): the list's values are computed when the scan opens, NULLs dropped
 * (they match nothing), sorted and made distinct, and the index scan is run once per value with
 * the value in an exec param slot that its bounds read. Sorted and distinct, the values give
 * every matching row once, in index order (reversed for a backward scan).
 */
public final class ArrayKeysScanOperator implements TupleSource {
    private final TupleSource scan;
    private final int slot;
    private final RowExpr[] values;
    private final Comparator<Object> order;
    private final boolean backward;
    private final boolean expandArrays;
    private ExecContext ctx;
    private List<Object> keys;
    private int current;
    private boolean scanOpen;

    public ArrayKeysScanOperator(TupleSource scan, int slot, RowExpr[] values, Comparator<Object> order,
                                 boolean backward) {
        this(scan, slot, values, order, backward, false);
    }

    /** With {@code expandArrays} each value is an array ({@code col = ANY (array)}) whose elements are the keys. */
    public ArrayKeysScanOperator(TupleSource scan, int slot, RowExpr[] values, Comparator<Object> order,
                                 boolean backward, boolean expandArrays) {
        this.expandArrays = expandArrays;
        this.scan = scan;
        this.slot = slot;
        this.values = values;
        this.order = order;
        this.backward = backward;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        List<Object> vs = new ArrayList<>(values.length);
        for (RowExpr v : values) {
            Object o = v.eval(null, context);
            if (o instanceof org.lanin.engine.type.ArrayValue a && expandArrays) {
                for (int i = 0; i < a.size(); i++) {
                    if (a.get(i) != null) {
                        vs.add(a.get(i));
                    }
                }
            } else if (o != null) {
                vs.add(o);
            }
        }
        vs.sort(backward ? order.reversed() : order);
        keys = new ArrayList<>(vs.size());
        for (Object o : vs) {
            if (keys.isEmpty() || order.compare(keys.get(keys.size() - 1), o) != 0) {
                keys.add(o);
            }
        }
        current = -1;
        scanOpen = false;
    }

    @Override
    public Object[] next() {
        while (true) {
            if (scanOpen) {
                Object[] row = scan.next();
                if (row != null) {
                    return row;
                }
                scan.close();
                scanOpen = false;
            }
            if (++current >= keys.size()) {
                return null;
            }
            ctx.setExecParam(slot, keys.get(current));
            scan.open(ctx);
            scanOpen = true;
        }
    }

    @Override
    public HeapTuple currentTuple() {
        return scan.currentTuple();
    }

    @Override
    public void close() {
        if (scanOpen) {
            scan.close();
            scanOpen = false;
        }
        current = keys == null ? 0 : keys.size();
    }

    @Override
    public int width() {
        return scan.width();
    }
}
