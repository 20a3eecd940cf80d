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

    /**
     * first_value ({@code fromEnd} false, {@code nth} null), last_value (true), nth_value(value, nth):
     * counted over the frame's rows that its EXCLUDE clause leaves in (WinGetFuncArgInFrame).
     */
    public static WindowFunction framed(WindowFrame frame, RowExpr value, RowExpr nth, boolean fromEnd) {
        return (p, slot, ctx) -> {
            FrameBounds fb = FrameBounds.of(frame, p, ctx);
            for (int i = 0; i < p.size(); i++) {
                Object[] row = p.row(i);
                int s = fb.start(i);
                int e = fb.end(i);
                long wanted;
                if (nth != null) {
                    Object k = nth.eval(row, ctx);
                    if (k == null) {
                        row[slot] = null;
                        continue;
                    }
                    wanted = ((Number) k).longValue();
                    if (wanted <= 0) {
                        throw LaninException.of(WindowMsg.NTH_VALUE_ARGUMENT);
                    }
                } else {
                    wanted = 1;
                }
                int target = nthInFrame(fb, i, s, e, wanted, fromEnd);
                row[slot] = target < 0 ? null : value.eval(p.row(target), ctx);
            }
        };
    }

    /** The {@code n}th row of row {@code i}'s frame that is not excluded, from its start or end; -1 if none. */
    private static int nthInFrame(FrameBounds fb, int i, int s, int e, long n, boolean fromEnd) {
        long seen = 0;
        for (int k = fromEnd ? e - 1 : s; fromEnd ? k >= s : k < e; k += fromEnd ? -1 : 1) {
            if (!fb.excluded(i, k) && ++seen == n) {
                return k;
            }
        }
        return -1;
    }
}
