package org.lanin.engine.exec;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Rows produced at open time: system views and materialised results (a WITH query's rows or a
 * data-modifying item's RETURNING rows, kept in the execution's memo).
 */
public final class ListOperator implements Operator {
    private final Function<ExecContext, List<Object[]>> rows;
    private final int width;
    private List<Object[]> current;
    private int pos;

    public ListOperator(Supplier<List<Object[]>> rows, int width) {
        this(ctx -> rows.get(), width);
    }

    /** Rows that depend on the execution, e.g. ones its memo holds. */
    public ListOperator(Function<ExecContext, List<Object[]>> rows, int width) {
        this.rows = rows;
        this.width = width;
    }

    @Override
    public void open(ExecContext ctx) {
        current = rows.apply(ctx);
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
