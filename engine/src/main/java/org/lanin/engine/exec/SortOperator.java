package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Materialises its input and returns it ordered. Sort keys are computed once per row
 * (not once per comparison) and kept beside the row.
 */
public final class SortOperator implements Operator {
    private final Operator input;
    private final RowExpr[] keys;
    private final Comparator<Object>[] comparators;
    private List<Object[][]> sorted;
    private int pos;

    /** {@code comparators[i]} orders key i including direction and NULLS FIRST/LAST. */
    public SortOperator(Operator input, RowExpr[] keys, Comparator<Object>[] comparators) {
        this.input = input;
        this.keys = keys;
        this.comparators = comparators;
    }

    @Override
    public void open(ExecContext ctx) {
        input.open(ctx);
        List<Object[][]> rows = new ArrayList<>();
        Object[] row;
        while ((row = input.next()) != null) {
            ctx.checkInterrupts();
            Object[] k = new Object[keys.length];
            for (int i = 0; i < keys.length; i++) {
                k[i] = keys[i].eval(row, ctx);
            }
            rows.add(new Object[][] {row, k});
        }
        input.close();
        rows.sort(this::compare);
        sorted = rows;
        pos = 0;
    }

    private int compare(Object[][] a, Object[][] b) {
        Object[] ka = a[1];
        Object[] kb = b[1];
        for (int i = 0; i < ka.length; i++) {
            int c = comparators[i].compare(ka[i], kb[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    @Override
    public Object[] next() {
        return pos < sorted.size() ? sorted.get(pos++)[0] : null;
    }

    @Override
    public void close() {
        sorted = null;
    }

    @Override
    public int width() {
        return input.width();
    }
}
