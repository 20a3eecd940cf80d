package org.lanin.engine.exec;

/**
 * The mutable state of one aggregate in one group that reads its argument itself, usually
 * through {@link LongRowExpr#evalLong} or {@link DoubleRowExpr#evalDouble}, and accumulates in
 * primitive fields: nothing is allocated per input row, only one state per group.
 */
public interface AggState {
    /** Evaluates the argument over {@code row} and folds it in (NULLs skipped where the function does). */
    void add(Object[] row, ExecContext ctx);

    /** The result, boxed as the boxed path of the same aggregate returns it. */
    Object finish();
}
