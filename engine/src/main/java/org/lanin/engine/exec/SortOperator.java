package org.lanin.engine.exec;

import java.util.Comparator;

/**
 * Materialises its input and returns it ordered, through a {@link TupleSorter}: sort keys are
 * computed once per row (not once per comparison) and kept beside the row, the first one also
 * abbreviated when {@code abbreviated_keys} is on, and the input spills to temporary files
 * beyond {@code work_mem}. The sorter (and its files) is closed on every path out: at the end
 * of the output, on {@link #close}, and when reading the input or merging fails or is canceled.
 */
public final class SortOperator implements Operator {
    private final Operator input;
    private final RowExpr[] keys;
    private final SortKey[] sortKeys;
    private TupleSorter sorter;

    /**
     * {@code comparators[i]} orders key i including direction and NULLS FIRST/LAST; a
     * {@link SortKey} also gives its abbreviation, any other comparator is compared in full.
     */
    public SortOperator(Operator input, RowExpr[] keys, Comparator<Object>[] comparators) {
        this.input = input;
        this.keys = keys;
        this.sortKeys = new SortKey[comparators.length];
        for (int i = 0; i < comparators.length; i++) {
            sortKeys[i] = SortKey.adapt(comparators[i]);
        }
    }

    @Override
    public void open(ExecContext ctx) {
        EngineSettings s = ctx.settings();
        sorter = new TupleSorter(sortKeys, s.abbreviatedKeys(), s.workMemBytes(), ctx);
        try {
            input.open(ctx);
            Object[] row;
            while ((row = input.next()) != null) {
                ctx.checkInterrupts();
                Object[] k = new Object[keys.length];
                for (int i = 0; i < keys.length; i++) {
                    k[i] = keys[i].eval(row, ctx);
                }
                sorter.add(row, k);
            }
            input.close();
            sorter.finish();
        } catch (RuntimeException | Error e) {
            sorter.close();
            throw e;
        }
    }

    @Override
    public Object[] next() {
        try {
            return sorter.next();
        } catch (RuntimeException | Error e) {
            sorter.close();
            throw e;
        }
    }

    @Override
    public void close() {
        if (sorter != null) {
            sorter.close();
            sorter = null;
        }
    }

    /** The current sorter (for tests and EXPLAIN ANALYZE-style counters); null after close. */
    public TupleSorter sorter() {
        return sorter;
    }

    @Override
    public int width() {
        return input.width();
    }
}
