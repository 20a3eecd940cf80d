package org.lanin.engine.exec;

import java.util.Arrays;
import org.lanin.engine.error.LaninException;

/**
 * The rows of one window partition, in window order, with their peer groups (rows equal on
 * the ORDER BY keys; without ORDER BY the whole partition is one group). Window functions read
 * the rows and write their results into them. Reused from partition to partition by one
 * operator: {@link #reset}, {@link #add} each row, then {@link #seal}.
 */
public final class WindowPartition {
    private Object[][] rows = new Object[64][];
    private int[] peerStart = new int[64];
    private int[] peerEnd = new int[64];
    private int size;

    void reset() {
        Arrays.fill(rows, 0, size, null);
        size = 0;
    }

    /** Appends a row; {@code peerOfPrevious} when its ORDER BY keys equal the previous row's. */
    void add(Object[] row, boolean peerOfPrevious) {
        if (size == rows.length) {
            int n = size * 2;
            rows = Arrays.copyOf(rows, n);
            peerStart = Arrays.copyOf(peerStart, n);
            peerEnd = Arrays.copyOf(peerEnd, n);
        }
        rows[size] = row;
        peerStart[size] = peerOfPrevious && size > 0 ? peerStart[size - 1] : size;
        size++;
    }

    /** Computes where each peer group ends, once all rows are in. */
    void seal() {
        for (int i = size - 1; i >= 0; i--) {
            peerEnd[i] = i + 1 < size && peerStart[i + 1] == peerStart[i] ? peerEnd[i + 1] : i + 1;
        }
    }

    public int size() {
        return size;
    }

    public Object[] row(int i) {
        return rows[i];
    }

    /** Index of the first row of row {@code i}'s peer group. */
    public int peerStart(int i) {
        return peerStart[i];
    }

    /** Index just past the last row of row {@code i}'s peer group. */
    public int peerEnd(int i) {
        return peerEnd[i];
    }

    /** A frame offset's value, checked as PostgreSQL does (not NULL, not negative). */
    public long offset(RowExpr offset, String which, ExecContext ctx) {
        Object v = offset.eval(rows[0], ctx);
        if (v == null) {
            throw LaninException.of(WindowMsg.FRAME_OFFSET_NULL, which);
        }
        long n = ((Number) v).longValue();
        if (n < 0) {
            throw LaninException.of(WindowMsg.FRAME_OFFSET_NEGATIVE, which);
        }
        return n;
    }
}
