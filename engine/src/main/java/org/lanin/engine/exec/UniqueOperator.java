package org.lanin.engine.exec;

/**
 * PostgreSQL's Unique node (nodeUnique.c) over input sorted on its key columns: passes the first
 * row of each run of rows with equal keys (SQL equality, NULLs equal), holding only the previous
 * key. SELECT DISTINCT ON runs as this over a Sort.
 */
public final class UniqueOperator implements Operator {
    private final Operator input;
    private final int[] keyColumns;
    private Object[] previous;

    public UniqueOperator(Operator input, int[] keyColumns) {
        this.input = input;
        this.keyColumns = keyColumns.clone();
    }

    @Override
    public void open(ExecContext ctx) {
        previous = null;
        input.open(ctx);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = input.next()) != null) {
            Object[] key = new Object[keyColumns.length];
            for (int i = 0; i < key.length; i++) {
                key[i] = row[keyColumns[i]];
            }
            // the input may reuse its row array after the next call: keep a copy of the key only
            if (previous == null || !RowKey.sameValues(previous, key)) {
                previous = key;
                return row;
            }
        }
        return null;
    }

    @Override
    public void close() {
        previous = null;
        input.close();
    }

    @Override
    public int width() {
        return input.width();
    }
}
