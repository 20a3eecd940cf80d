package org.lanin.engine.exec;

import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.WindowFrame.Bound;
import org.lanin.engine.exec.WindowFrame.Mode;

/**
 * Every row's frame over one sealed partition: {@code [start(i), end(i))} before the exclusion,
 * then {@link #excluded}. Bounds are found as nodeWindowAgg.c's update_frameheadpos and
 * update_frametailpos find them: ROWS offsets count rows (saturating at the partition's ends),
 * GROUPS offsets count peer groups, RANGE offsets compare the ORDER BY value with the current
 * row's plus or minus the offset through the type's in_range test, NULLs forming their own group
 * at the end their ordering puts them. Both bounds only move forward as the current row does, so
 * a RANGE bound is found by advancing one pointer over the partition: O(rows) per partition.
 */
final class FrameBounds {
    private final WindowFrame frame;
    private final WindowPartition p;
    private final int[] start;
    private final int[] end;

    private FrameBounds(WindowFrame frame, WindowPartition p, int[] start, int[] end) {
        this.frame = frame;
        this.p = p;
        this.start = start;
        this.end = end;
    }

    static FrameBounds of(WindowFrame f, WindowPartition p, ExecContext ctx) {
        int n = p.size();
        int[] start = new int[n];
        int[] end = new int[n];
        if (n > 0) {
            Object so = offset(f, f.startOffset(), "starting", p, ctx);
            Object eo = offset(f, f.endOffset(), "ending", p, ctx);
            Object[] keys = f.mode() == Mode.RANGE && f.range() != null ? keys(f, p, ctx) : null;
            int[] groups = f.mode() == Mode.GROUPS ? groupsOf(p) : null;
            int head = 0;
            int tail = 0;
            for (int i = 0; i < n; i++) {
                start[i] = head = startOf(f, p, i, so, keys, groups, head);
                end[i] = tail = endOf(f, p, i, eo, keys, groups, tail);
            }
        }
        return new FrameBounds(f, p, start, end);
    }

    /** The offset's value: a long for ROWS and GROUPS (checked here), the typed value for RANGE. */
    private static Object offset(WindowFrame f, RowExpr offset, String which, WindowPartition p, ExecContext ctx) {
        if (offset == null) {
            return null;
        }
        if (f.mode() != Mode.RANGE) {
            return p.offset(offset, which, ctx);
        }
        Object v = offset.eval(p.row(0), ctx);
        if (v == null) {
            throw LaninException.of(WindowMsg.FRAME_OFFSET_NULL, which);
        }
        return v;
    }

    private static Object[] keys(WindowFrame f, WindowPartition p, ExecContext ctx) {
        Object[] keys = new Object[p.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = f.range().key().eval(p.row(i), ctx);
        }
        return keys;
    }

    /** Each row's peer-group number, counted from 0. */
    private static int[] groupsOf(WindowPartition p) {
        int[] g = new int[p.size()];
        for (int i = 1; i < g.length; i++) {
            g[i] = p.peerStart(i) == p.peerStart(i - 1) ? g[i - 1] : g[i - 1] + 1;
        }
        return g;
    }

    private static int startOf(WindowFrame f, WindowPartition p, int i, Object offset, Object[] keys, int[] groups, int from) {
        int n = p.size();
        return switch (f.start()) {
            case UNBOUNDED_PRECEDING -> 0;
            case UNBOUNDED_FOLLOWING -> n;
            case CURRENT_ROW -> f.mode() == Mode.ROWS ? i : p.peerStart(i);
            case PRECEDING, FOLLOWING -> switch (f.mode()) {
                case ROWS -> Math.max(0, rowsFrom(i, (Long) offset, f.start() == Bound.PRECEDING, n));
                case GROUPS -> groupHead(groups, i, (Long) offset, f.start() == Bound.PRECEDING, from);
                case RANGE -> rangeHead(f, keys, i, offset, f.start() == Bound.PRECEDING, from);
            };
        };
    }

    private static int endOf(WindowFrame f, WindowPartition p, int i, Object offset, Object[] keys, int[] groups, int from) {
        int n = p.size();
        return switch (f.end()) {
            case UNBOUNDED_PRECEDING -> 0;
            case UNBOUNDED_FOLLOWING -> n;
            case CURRENT_ROW -> f.mode() == Mode.ROWS ? i + 1 : p.peerEnd(i);
            case PRECEDING, FOLLOWING -> switch (f.mode()) {
                case ROWS -> Math.min(n, rowsFrom(i, (Long) offset, f.end() == Bound.PRECEDING, n) + 1);
                case GROUPS -> groupTail(groups, i, (Long) offset, f.end() == Bound.PRECEDING, from);
                case RANGE -> rangeTail(f, keys, i, offset, f.end() == Bound.PRECEDING, from);
            };
        };
    }

    /** Row {@code i} moved by {@code n} rows, within [-1, size] (saturating instead of overflowing). */
    private static int rowsFrom(int i, long n, boolean preceding, int size) {
        if (preceding) {
            return (int) Math.max(-1, i - Math.min(n, (long) i + 1));
        }
        return (int) Math.min(size, i + Math.min(n, (long) size));
    }

    private static int groupHead(int[] g, int i, long n, boolean preceding, int from) {
        long min = preceding ? g[i] - n : saturatedAdd(g[i], n);
        int k = from;
        while (k < g.length && g[k] < min) {
            k++;
        }
        return k;
    }

    private static int groupTail(int[] g, int i, long n, boolean preceding, int from) {
        long max = preceding ? g[i] - n : saturatedAdd(g[i], n);
        int k = from;
        while (k < g.length && g[k] <= max) {
            k++;
        }
        return k;
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return ((a ^ s) & (b ^ s)) < 0 ? Long.MAX_VALUE : s;
    }

    /** The first row at or after {@code from} that may start row {@code i}'s frame (update_frameheadpos). */
    private static int rangeHead(WindowFrame f, Object[] keys, int i, Object offset, boolean preceding, int from) {
        WindowFrame.RangeKey r = f.range();
        boolean sub = preceding;
        boolean less = false;
        if (!r.ascending()) {
            sub = !sub;
            less = true;
        }
        Object curr = keys[i];
        int k = from;
        for (; k < keys.length; k++) {
            Object head = keys[k];
            if (head == null || curr == null) {
                if (r.nullsFirst() ? head != null || curr == null : head == null || curr != null) {
                    break;
                }
            } else if (r.inRange().test(head, curr, offset, sub, less)) {
                break;
            }
        }
        return k;
    }

    /** The row after the last of row {@code i}'s frame, advancing from {@code from} (update_frametailpos). */
    private static int rangeTail(WindowFrame f, Object[] keys, int i, Object offset, boolean preceding, int from) {
        WindowFrame.RangeKey r = f.range();
        boolean sub = preceding;
        boolean less = true;
        if (!r.ascending()) {
            sub = !sub;
            less = false;
        }
        Object curr = keys[i];
        int k = from;
        for (; k < keys.length; k++) {
            Object tail = keys[k];
            if (tail == null || curr == null) {
                if (r.nullsFirst() ? tail != null : curr != null) {
                    break;
                }
            } else if (!r.inRange().test(tail, curr, offset, sub, less)) {
                break;
            }
        }
        return k;
    }

    int start(int i) {
        return start[i];
    }

    /** Just past the frame's last row; never before {@link #start}. */
    int end(int i) {
        return Math.max(start[i], end[i]);
    }

    /** True when row {@code k} is taken out of row {@code i}'s frame by the EXCLUDE clause. */
    boolean excluded(int i, int k) {
        return switch (frame.exclusion()) {
            case NO_OTHERS -> false;
            case CURRENT_ROW -> k == i;
            case GROUP -> k >= p.peerStart(i) && k < p.peerEnd(i);
            case TIES -> k != i && k >= p.peerStart(i) && k < p.peerEnd(i);
        };
    }
}
