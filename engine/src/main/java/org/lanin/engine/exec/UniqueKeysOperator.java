package org.lanin.engine.exec;

import java.util.HashSet;
import java.util.Set;

/**
 * Passes the first row for each distinct value of its key expressions (SQL equality, NULLs
 * equal): the inner side of a semi join made unique so the join can run as an inner join with
 * the sides swapped (PostgreSQL's unique-ified semi join, JOIN_UNIQUE_INNER).
 */
public final class UniqueKeysOperator implements Operator {
    private final Operator input;
    private final RowExpr[] keys;
    private ExecContext ctx;
    private Set<RowKey> seen;

    public UniqueKeysOperator(Operator input, RowExpr[] keys) {
        this.input = input;
        this.keys = keys;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        seen = new HashSet<>();
        input.open(context);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = input.next()) != null) {
            Object[] key = new Object[keys.length];
            for (int i = 0; i < keys.length; i++) {
                key[i] = keys[i].eval(row, ctx);
            }
            if (seen.add(new RowKey(key))) {
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
