package org.lanin.engine.exec;

import java.util.List;
import org.lanin.engine.error.EngineBug;

/**
 * EXPLAIN's WorkTable Scan: the self-reference in a recursive CTE's recursive term. It reads
 * the working table that the enclosing {@link RecursiveUnionOperator} bound to its key in the
 * {@link ExecContext} when it opened this scan's plan.
 */
public final class WorkTableScanOperator implements Operator {
    private final Object key;
    private final int width;
    private ExecContext ctx;
    private List<Object[]> rows;
    private int pos;

    public WorkTableScanOperator(Object key, int width) {
        this.key = key;
        this.width = width;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        WorkTable table = context.workTable(key);
        if (table == null) {
            throw new EngineBug("WorkTable Scan opened outside its Recursive Union");
        }
        rows = table.rows();
        pos = 0;
    }

    @Override
    public Object[] next() {
        if (pos >= rows.size()) {
            return null;
        }
        ctx.checkInterrupts();
        return rows.get(pos++);
    }

    @Override
    public void close() {
        rows = null;
    }

    @Override
    public int width() {
        return width;
    }
}
