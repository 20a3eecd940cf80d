package org.lanin.engine.exec;

import java.util.HashSet;
import java.util.Set;

/** Drops rows equal to one already returned (SQL equality: NULLs are not distinct). */
public final class DistinctOperator implements Operator {
    private final Operator input;
    private Set<RowKey> seen;

    public DistinctOperator(Operator input) {
        this.input = input;
    }

    @Override
    public void open(ExecContext ctx) {
        seen = new HashSet<>();
        input.open(ctx);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = input.next()) != null) {
            if (seen.add(new RowKey(row))) {
                return row;
            }
        }
        return null;
    }

    @Override
    public void close() {
        seen = null;
        input.close();
    }

    @Override
    public int width() {
        return input.width();
    }
}
