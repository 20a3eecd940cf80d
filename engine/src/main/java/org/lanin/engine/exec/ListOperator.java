package org.lanin.engine.exec;

import java.util.List;
import java.util.function.Supplier;

/** Rows produced by a supplier at open time: system views and materialised results. */
public final class ListOperator implements Operator {
    private final Supplier<List<Object[]>> rows;
    private final int width;
    private List<Object[]> current;
    private int pos;

    public ListOperator(Supplier<List<Object[]>> rows, int width) {
        this.rows = rows;
        this.width = width;
    }

    @Override
    public void open(ExecContext ctx) {
        current = rows.get();
        pos = 0;
    }

    @Override
    public Object[] next() {
        return pos < current.size() ? current.get(pos++) : null;
    }

    @Override
    public void close() {
        current = null;
    }

    @Override
    public int width() {
        return width;
    }
}
