package org.lanin.engine.exec;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * INTERSECT and EXCEPT, with or without ALL, by counting the right input's rows in a hash
 * table and streaming the left input against it (SQL equality: NULLs match NULLs here).
 */
public final class SetOpOperator implements Operator {
    public enum Kind { INTERSECT, EXCEPT }

    private final Operator left;
    private final Operator right;
    private final Kind kind;
    private final boolean all;
    private Map<RowKey, long[]> counts;
    private Map<RowKey, Boolean> emitted;

    public SetOpOperator(Operator left, Operator right, Kind kind, boolean all) {
        this.left = left;
        this.right = right;
        this.kind = kind;
        this.all = all;
    }

    @Override
    public void open(ExecContext ctx) {
        counts = new HashMap<>();
        emitted = new LinkedHashMap<>();
        right.open(ctx);
        Object[] r;
        while ((r = right.next()) != null) {
            counts.computeIfAbsent(new RowKey(r), k -> new long[1])[0]++;
        }
        right.close();
        left.open(ctx);
    }

    @Override
    public Object[] next() {
        Object[] row;
        while ((row = left.next()) != null) {
            RowKey k = new RowKey(row);
            long[] c = counts.get(k);
            boolean inRight = c != null && c[0] > 0;
            if (all) {
                if (kind == Kind.INTERSECT && inRight) {
                    c[0]--;
                    return row;
                }
                if (kind == Kind.EXCEPT) {
                    if (inRight) {
                        c[0]--;
                        continue;
                    }
                    return row;
                }
                continue;
            }
            boolean keep = kind == Kind.INTERSECT ? inRight : c == null;
            if (keep && emitted.putIfAbsent(k, Boolean.TRUE) == null) {
                return row;
            }
        }
        return null;
    }

    @Override
    public void close() {
        left.close();
        counts = null;
        emitted = null;
    }

    @Override
    public int width() {
        return left.width();
    }
}
