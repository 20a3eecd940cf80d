package org.lanin.engine.exec;

import org.lanin.engine.error.LaninException;

/**
 * Window functions that return a value of another row: lag and lead by position within the
 * partition (frames do not apply), first_value, last_value and nth_value within the frame.
 */
public final class ValueFunctions {
    private ValueFunctions() {
    }

    /**
     * lag (direction -1) or lead (+1): {@code value} of the row {@code offset} rows before or
     * after, else {@code fallback} evaluated on the current row. Offset and default are read per
     * row; a NULL offset gives NULL.
     */
    public static WindowFunction shift(int direction, RowExpr value, RowExpr offset, RowExpr fallback) {
        return (p, slot, ctx) -> {
            int n = p.size();
            for (int i = 0; i < n; i++) {
                Object[] row = p.row(i);
                Object o = offset == null ? (Object) 1L : offset.eval(row, ctx);
                if (o == null) {
                    row[slot] = null;
                    continue;
                }
                long target = i + direction * ((Number) o).longValue();
                row[slot] = target >= 0 && target < n ? value.eval(p.row((int) target), ctx)
                        : fallback == null ? null : fallback.eval(row, ctx);
            }
        };
    }

    /** first_value ({@code fromEnd} false, {@code nth} null), last_value (true), nth_value(value, nth). */
    public static WindowFunction framed(WindowFrame frame, RowExpr value, RowExpr nth, boolean fromEnd) {
        return (p, slot, ctx) -> {
            long so = frame.startOffset() == null ? 0 : p.offset(frame.startOffset(), "starting", ctx);
            long eo = frame.endOffset() == null ? 0 : p.offset(frame.endOffset(), "ending", ctx);
            for (int i = 0; i < p.size(); i++) {
                Object[] row = p.row(i);
                int s = p.frameStart(frame, i, so);
                int e = p.frameEnd(frame, i, eo);
                long target;
                if (nth != null) {
                    Object k = nth.eval(row, ctx);
                    if (k == null) {
                        row[slot] = null;
                        continue;
                    }
                    long kk = ((Number) k).longValue();
                    if (kk <= 0) {
                        throw LaninException.of(WindowMsg.NTH_VALUE_ARGUMENT);
                    }
                    target = s + kk - 1;
                } else {
                    target = fromEnd ? e - 1 : s;
                }
                row[slot] = target >= s && target < e ? value.eval(p.row((int) target), ctx) : null;
            }
        };
    }
}
