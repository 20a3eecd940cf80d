package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.ValueComparators;

/**
 * What a WHERE clause says about each key column, with its values computed: equality to
 * one of a set of values, a lower and an upper bound, IS NULL. Built by the planner (with
 * constants) or at execution start (with parameters); read by {@link PartitionPruner}.
 * A column that is compared with NULL matches nothing ({@link #contradiction()}).
 */
public final class KeyFilter {
    private final List<List<Object>> eq = new ArrayList<>();
    private final Object[] low;
    private final boolean[] lowInclusive;
    private final Object[] high;
    private final boolean[] highInclusive;
    private final boolean[] isNull;
    private boolean contradiction;

    public KeyFilter(int columns) {
        for (int i = 0; i < columns; i++) {
            eq.add(null);
        }
        low = new Object[columns];
        lowInclusive = new boolean[columns];
        high = new Object[columns];
        highInclusive = new boolean[columns];
        isNull = new boolean[columns];
    }

    /** column = v (one value) or column IN (values). */
    public void equalTo(int col, List<Object> values) {
        List<Object> vals = new ArrayList<>();
        for (Object v : values) {
            if (v != null) {
                vals.add(v);
            }
        }
        List<Object> prev = eq.get(col);
        if (prev != null) {
            vals.removeIf(v -> prev.stream().noneMatch(p -> ValueComparators.compare(p, v) == 0));
        }
        eq.set(col, vals);
        contradiction |= vals.isEmpty();
    }

    public void greater(int col, Object v, boolean inclusive) {
        if (v == null) {
            contradiction = true;
        } else if (low[col] == null || ValueComparators.compare(v, low[col]) > 0) {
            low[col] = v;
            lowInclusive[col] = inclusive;
        }
    }

    public void less(int col, Object v, boolean inclusive) {
        if (v == null) {
            contradiction = true;
        } else if (high[col] == null || ValueComparators.compare(v, high[col]) < 0) {
            high[col] = v;
            highInclusive[col] = inclusive;
        }
    }

    public void isNull(int col) {
        isNull[col] = true;
    }

    public boolean contradiction() {
        return contradiction;
    }

    List<Object> eq(int col) {
        return eq.get(col);
    }

    Object low(int col) {
        return low[col];
    }

    boolean lowInclusive(int col) {
        return lowInclusive[col];
    }

    Object high(int col) {
        return high[col];
    }

    boolean highInclusive(int col) {
        return highInclusive[col];
    }

    boolean isNull(int col, boolean unused) {
        return isNull[col];
    }

    int columns() {
        return low.length;
    }
}
