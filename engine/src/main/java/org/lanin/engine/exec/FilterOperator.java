package org.lanin.engine.exec;

/** Passes rows whose predicate is true (NULL and false drop the row). */
public final class FilterOperator implements Operator {
    private final Operator input;
    private final RowExpr predicate;
    private ExecContext ctx;

    public FilterOperator(Operator input, RowExpr predicate) {
        this.input = input;
        this.predicate = predicate;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        input.open(context);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = input.next()) != null) {
            if (Rows.isTrue(predicate.eval(row, ctx))) {
                return row;
            }
        }
        return null;
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
